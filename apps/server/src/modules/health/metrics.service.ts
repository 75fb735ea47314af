import type { Database } from '../../db/client';
import { lastSuccessfulSyncs, outboxDepths } from './metrics.repository';

/** What a metrics scrape reads from the database: the outboxes' depth and each provider's last sync. */
export async function operationalReadings(db: Database) {
  const [depths, syncs] = await Promise.all([outboxDepths(db), lastSuccessfulSyncs(db)]);
  return { depths, syncs };
}

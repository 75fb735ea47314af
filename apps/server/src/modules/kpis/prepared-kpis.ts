import { KpisResponseSchema } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { publishedTierSums } from './kpis.repository';
import { kpiOf } from './tier-kpis';

// Aggregated by the database once per change of the picks: a row a tier, not every published pick.
const kpis = preparedRead('picks', {
  read: async (db) =>
    Buffer.from(
      JSON.stringify(KpisResponseSchema.parse({ tiers: (await publishedTierSums(db)).map(kpiOf) })),
    ),
  revalidateInBackground: true,
});

/** The body of GET /api/kpis (parsed with KpisResponseSchema when built), as prepared for every caller. */
export async function kpisBody(db: Database): Promise<Buffer> {
  return (await kpis.get(db)).value;
}

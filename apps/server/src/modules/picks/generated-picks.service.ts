import type { Database, Tx } from '../../db/client';
import type { NewPickRow, PickRow } from '../../db/schema/index';
import { insertGeneratedPicks, liveKeysOn } from './generated-picks.repository';

/**
 * What generation must not propose again on these events: the `eventId|market|selection` of every
 * pick still pending, approved or published (and how many each event has, for the per-event cap),
 * and the keys of the published picks withdrawn on them.
 */
export function livePicks(
  db: Database,
  eventIds: string[],
): Promise<{ keys: Set<string>; perEvent: Map<string, number>; withdrawn: Set<string> }> {
  return liveKeysOn(db, eventIds);
}

/** Stores generated picks inside generation's transaction, and announces the change. */
export function insertPicks(tx: Tx, rows: NewPickRow[]): Promise<PickRow[]> {
  return insertGeneratedPicks(tx, rows);
}

import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { type NewPickRow, picks } from '../../db/schema/index';
import { picksChanged } from '../../lib/changes';
import { withdrawnKeys } from './pick-audit.repository';

/**
 * The picks still pending, approved or published on these events: `eventId|market|selection` of each
 * (never generated twice) and how many each event has (the per-event cap counts them); and the keys of
 * the published picks withdrawn on them, which are never proposed again.
 */
export async function liveKeysOn(
  db: Database,
  eventIds: string[],
): Promise<{ keys: Set<string>; perEvent: Map<string, number>; withdrawn: Set<string> }> {
  const keys = new Set<string>();
  const perEvent = new Map<string, number>();
  const withdrawn = new Set<string>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const ids = eventIds.slice(i, i + 500);
    const rows = await db
      .select({ eventId: picks.eventId, market: picks.market, selection: picks.selection })
      .from(picks)
      .where(and(inArray(picks.eventId, ids), inArray(picks.status, ['pending', 'approved', 'published'])));
    for (const row of rows) {
      keys.add(`${row.eventId}|${row.market}|${row.selection}`);
      if (row.eventId) perEvent.set(row.eventId, (perEvent.get(row.eventId) ?? 0) + 1);
    }
    for (const key of await withdrawnKeys(db, ids)) withdrawn.add(key);
  }
  return { keys, perEvent, withdrawn };
}

/** Stores generated picks (inside generation's transaction) and announces the change. */
export async function insertGeneratedPicks(tx: Tx, rows: NewPickRow[]) {
  if (rows.length === 0) return [];
  const stored = await tx.insert(picks).values(rows).returning();
  picksChanged();
  return stored;
}

/**
 * The edges of the policy's candidates generated since `since` (picks of any status, manual picks
 * left out: they never went through the policy), keyed `eventId|market|selection`. Each is the edge
 * generation found (the analysis log's final decision), not one an admin's odds edit gave it later.
 */
export async function generatedEdgesSince(
  db: Database,
  since: Date,
  until: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: picks.id,
      eventId: picks.eventId,
      market: picks.market,
      selection: picks.selection,
      edge: sql<number>`coalesce((${picks.analysisLog} -> 'finalDecision' ->> 'edge')::float8, ${picks.edge})`.mapWith(
        Number,
      ),
    })
    .from(picks)
    .where(
      and(
        gt(picks.timestamp, since),
        lte(picks.timestamp, until),
        sql`${picks.strategy} is distinct from 'manual'`,
      ),
    );
  const edges = new Map<string, number>();
  // A pick whose event was deleted since is still a candidate of its own.
  for (const row of rows)
    edges.set(row.eventId ? `${row.eventId}|${row.market}|${row.selection}` : `pick:${row.id}`, row.edge);
  return edges;
}

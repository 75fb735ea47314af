import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events, picks } from '../../db/schema/index';
import { picksChanged } from '../../lib/changes';

const pickFields = {
  id: picks.id,
  eventId: picks.eventId,
  sport: picks.sport,
  market: picks.market,
  selection: picks.selection,
  line: picks.line,
  odds: picks.odds,
  stake: picks.stake,
  homeTeam: picks.homeTeam,
  awayTeam: picks.awayTeam,
};

/** Published picks on events of `eventIds` that have started and have no closing-line value yet. */
export function selectPicksAwaitingClose(tx: Tx, eventIds: readonly string[], now: Date) {
  return tx
    .select(pickFields)
    .from(picks)
    .innerJoin(events, eq(events.id, picks.eventId))
    .where(
      and(
        inArray(picks.eventId, [...eventIds]),
        eq(picks.status, 'published'),
        isNull(picks.clv),
        lte(events.startTime, now),
      ),
    );
}

/** Published, ungraded picks on finished events of `eventIds`, with the final score. */
export function selectPicksAwaitingResult(tx: Tx, eventIds: readonly string[]) {
  return tx
    .select({ ...pickFields, homeScore: events.homeScore, awayScore: events.awayScore })
    .from(picks)
    .innerJoin(events, eq(events.id, picks.eventId))
    .where(
      and(
        inArray(picks.eventId, [...eventIds]),
        eq(picks.status, 'published'),
        isNull(picks.result),
        eq(events.status, 'finished'),
        isNotNull(events.homeScore),
        isNotNull(events.awayScore),
      ),
    );
}

/** The pick's closing price, fair probability at the close and closing-line value. */
export async function updatePickClose(
  tx: Tx,
  pickId: string,
  close: { closingOdds: number; pMarketClose: number; clv: number },
): Promise<void> {
  await tx.update(picks).set(close).where(eq(picks.id, pickId));
  picksChanged();
}

/** Sets the result only while there is none: a graded pick keeps its first result. */
export async function updatePickResult(
  tx: Tx,
  pickId: string,
  graded: { result: 'win' | 'loss' | 'push'; profit: number; gradedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(picks)
    .set(graded)
    .where(and(eq(picks.id, pickId), isNull(picks.result)))
    .returning({ id: picks.id });
  if (rows.length === 0) return false;
  picksChanged();
  return true;
}

export type PickToSettle = Awaited<ReturnType<typeof selectPicksAwaitingClose>>[number];

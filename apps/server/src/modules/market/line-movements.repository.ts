import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betSplits, events, lineMovements, odds } from '../../db/schema/index';
import type { ProviderSplit } from './providers/market-provider';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A price that got shorter means money came in; longer means it drifted. */
export function movementType(opening: number, current: number): 'shortened' | 'drifted' | 'steady' {
  if (current < opening) return 'shortened';
  return current > opening ? 'drifted' : 'steady';
}

/**
 * Rebuilds the line movements of these events from their stored snapshots: per bookmaker, market,
 * selection and line, the first price against the latest.
 */
export async function refreshLineMovements(tx: Tx, eventIds: string[], now: Date): Promise<number> {
  if (eventIds.length === 0) return 0;
  const rows = await tx
    .select({
      eventId: odds.eventId,
      bookmaker: odds.bookmaker,
      market: odds.market,
      selection: odds.selection,
      line: odds.line,
      price: odds.odds,
    })
    .from(odds)
    .where(inArray(odds.eventId, eventIds))
    .orderBy(asc(odds.timestamp));
  const spans = new Map<string, { row: (typeof rows)[number]; opening: number; current: number }>();
  for (const row of rows) {
    const key = `${row.eventId}|${row.bookmaker}|${row.market}|${row.selection}|${row.line ?? ''}`;
    const span = spans.get(key);
    if (span) span.current = row.price;
    else spans.set(key, { row, opening: row.price, current: row.price });
  }
  await tx.delete(lineMovements).where(inArray(lineMovements.eventId, eventIds));
  const values = [...spans.values()].map(({ row, opening, current }) => ({
    eventId: row.eventId,
    bookmaker: row.bookmaker,
    market: row.market,
    selection: row.line === null ? row.selection : `${row.selection} ${row.line}`,
    openingOdds: opening,
    currentOdds: current,
    movement: Math.round((current - opening) * 10_000) / 10_000,
    movementPercent: Math.round(((current - opening) / opening) * 10_000) / 10_000,
    movementType: movementType(opening, current),
    timestamp: now,
  }));
  for (let i = 0; i < values.length; i += 1000)
    await tx.insert(lineMovements).values(values.slice(i, i + 1000));
  return values.length;
}

/** Stores each split once per provider timestamp. */
export async function appendSplits(
  tx: Tx,
  ids: Map<string, string>,
  splits: ProviderSplit[],
): Promise<number> {
  const eventIds = [
    ...new Set(splits.map((s) => ids.get(s.externalEventId)).filter((id): id is string => !!id)),
  ];
  if (eventIds.length === 0) return 0;
  const stored = await tx
    .select({ eventId: betSplits.eventId, timestamp: betSplits.timestamp })
    .from(betSplits)
    .where(inArray(betSplits.eventId, eventIds));
  const seen = new Set(stored.map((s) => `${s.eventId}|${s.timestamp.getTime()}`));
  const teams = new Map(
    (
      await tx
        .select({ id: events.id, home: events.homeTeam, away: events.awayTeam })
        .from(events)
        .where(inArray(events.id, eventIds))
    ).map((e) => [e.id, e]),
  );
  const fresh = splits.flatMap((split) => {
    const eventId = ids.get(split.externalEventId);
    const event = eventId ? teams.get(eventId) : undefined;
    if (!eventId || !event || seen.has(`${eventId}|${split.timestamp.getTime()}`)) return [];
    const gap = split.homeMoneyPercentage - split.homeBetsPercentage;
    return [
      {
        eventId,
        source: split.source,
        market: 'h2h' as const,
        homeTeam: event.home,
        awayTeam: event.away,
        homeBetsPercentage: split.homeBetsPercentage,
        awayBetsPercentage: split.awayBetsPercentage,
        homeMoneyPercentage: split.homeMoneyPercentage,
        awayMoneyPercentage: split.awayMoneyPercentage,
        // Money well ahead of tickets on one side is the usual sign of professional bettors.
        sharpMoneyIndicator:
          Math.abs(gap) >= 10 ? (gap > 0 ? ('home' as const) : ('away' as const)) : ('none' as const),
        sharpMoneyStrength: Math.min(1, Math.abs(gap) / 50),
        timestamp: split.timestamp,
        rawData: split,
      },
    ];
  });
  if (fresh.length > 0) await tx.insert(betSplits).values(fresh);
  return fresh.length;
}

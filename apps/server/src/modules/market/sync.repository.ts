import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events, odds } from '../../db/schema/index';
import type { ProviderEvent, ProviderQuote } from './providers/market-provider';

interface UpsertedEvents {
  /** Our id of each event, by the provider's id. */
  ids: Map<string, string>;
  added: number;
  /** Known events whose status, score or start time the provider moved. */
  updated: number;
}

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

/** Inserts new events and moves known ones forward (status, scores, start time). */
export async function upsertEvents(
  tx: Tx,
  source: string,
  incoming: ProviderEvent[],
): Promise<UpsertedEvents> {
  if (incoming.length === 0) return { ids: new Map(), added: 0, updated: 0 };
  const known = await tx
    .select({
      externalId: events.externalId,
      status: events.status,
      homeScore: events.homeScore,
      awayScore: events.awayScore,
      startTime: events.startTime,
    })
    .from(events)
    .where(
      and(
        eq(events.apiSource, source),
        inArray(
          events.externalId,
          incoming.map((e) => e.externalId),
        ),
      ),
    );
  const before = new Map(known.map((row) => [row.externalId as string, row]));
  let added = 0;
  let updated = 0;
  for (const event of incoming) {
    const row = before.get(event.externalId);
    if (!row) added += 1;
    else if (
      row.status !== event.status ||
      row.homeScore !== event.homeScore ||
      row.awayScore !== event.awayScore ||
      !sameTime(row.startTime, event.startTime)
    )
      updated += 1;
  }
  const rows = await tx
    .insert(events)
    .values(incoming.map((e) => ({ ...e, apiSource: source })))
    .onConflictDoUpdate({
      target: [events.apiSource, events.externalId],
      set: {
        status: sql`excluded.status`,
        homeScore: sql`excluded.home_score`,
        awayScore: sql`excluded.away_score`,
        startTime: sql`excluded.start_time`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: events.id, externalId: events.externalId });
  return { ids: new Map(rows.map((row) => [row.externalId as string, row.id])), added, updated };
}

interface AppendedQuotes {
  /** New price snapshots written. */
  stored: number;
  /** Prices received that were already stored (the book has not re-priced since). */
  unchanged: number;
}

/**
 * Appends the quotes newer than what is stored for each event, book and market (a real feed updates
 * a book's markets at different times). The unique quote key makes a second copy impossible even when
 * two syncs overlap: such a row is left out (ON CONFLICT DO NOTHING) and counted as unchanged.
 */
export async function appendQuotes(
  tx: Tx,
  ids: Map<string, string>,
  quotes: ProviderQuote[],
): Promise<AppendedQuotes> {
  const eventIds = [
    ...new Set(quotes.map((q) => ids.get(q.externalEventId)).filter((id): id is string => !!id)),
  ];
  if (eventIds.length === 0) return { stored: 0, unchanged: 0 };
  const latest = await tx
    .select({
      eventId: odds.eventId,
      bookmaker: odds.bookmaker,
      market: odds.market,
      at: sql<string>`max(${odds.timestamp})`,
    })
    .from(odds)
    .where(inArray(odds.eventId, eventIds))
    .groupBy(odds.eventId, odds.bookmaker, odds.market);
  const seen = new Map(
    latest.map((row) => [`${row.eventId}|${row.bookmaker}|${row.market}`, new Date(row.at).getTime()]),
  );
  let received = 0;
  const fresh = quotes.flatMap((q) => {
    const eventId = ids.get(q.externalEventId);
    if (!eventId) return [];
    received += 1;
    if (q.timestamp.getTime() <= (seen.get(`${eventId}|${q.bookmaker}|${q.market}`) ?? 0)) return [];
    return [
      {
        eventId,
        bookmaker: q.bookmaker,
        market: q.market,
        selection: q.selection,
        odds: q.price,
        line: q.line,
        probability: 1 / q.price,
        timestamp: q.timestamp,
      },
    ];
  });
  let stored = 0;
  for (let i = 0; i < fresh.length; i += 1000) {
    const written = await tx
      .insert(odds)
      .values(fresh.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: odds.id });
    stored += written.length;
  }
  return { stored, unchanged: received - stored };
}

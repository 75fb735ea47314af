import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, odds } from '../../db/schema/index';
import type { ProviderEvent, ProviderQuote } from './providers/market-provider';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts new events and moves known ones forward (status, scores, start time); returns ids by external id. */
export async function upsertEvents(
  tx: Tx,
  source: string,
  incoming: ProviderEvent[],
): Promise<Map<string, string>> {
  if (incoming.length === 0) return new Map();
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
  return new Map(rows.map((row) => [row.externalId as string, row.id]));
}

/**
 * Appends the quotes newer than what is stored for each event, book and market (a real feed updates
 * a book's markets at different times); answers how many were added.
 */
export async function appendQuotes(
  tx: Tx,
  ids: Map<string, string>,
  quotes: ProviderQuote[],
): Promise<number> {
  const eventIds = [
    ...new Set(quotes.map((q) => ids.get(q.externalEventId)).filter((id): id is string => !!id)),
  ];
  if (eventIds.length === 0) return 0;
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
  const fresh = quotes.flatMap((q) => {
    const eventId = ids.get(q.externalEventId);
    if (!eventId || q.timestamp.getTime() <= (seen.get(`${eventId}|${q.bookmaker}|${q.market}`) ?? 0))
      return [];
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
  for (let i = 0; i < fresh.length; i += 1000) await tx.insert(odds).values(fresh.slice(i, i + 1000));
  return fresh.length;
}

export async function countStoredEvents(db: Database, source: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.apiSource, source)));
  return row?.n ?? 0;
}

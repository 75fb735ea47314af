import { latestQuotes, type OddsQuote } from '@arcade/core';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { events, lineMovements, odds } from '../../src/db/schema/index';
import { eventOdds } from '../../src/modules/events/events.repository';
import { closingQuotes } from '../../src/modules/grading/closing.repository';
import { quotesByEvent } from '../../src/modules/generation/generation.repository';
import { markClosingPrices } from '../../src/modules/market/closing.repository';
import { refreshLineMovements } from '../../src/modules/market/line-movements.repository';
import { thinEventOdds } from '../../src/modules/market/odds-retention.repository';
import {
  type ScheduleTimers,
  startRetentionSchedule,
} from '../../src/modules/market/odds-retention.scheduler';
import { createOddsRetention } from '../../src/modules/market/odds-retention.service';
import { selectionQuotes } from '../../src/modules/record/price-history.repository';
import { bestPriceSeries } from '../../src/modules/record/price-history.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { openSecondInstance, testDatabaseMode } from '../helpers/database';

let t: TestApp;
let second: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  second = openSecondInstance(t.database);
});
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The old event starts on the hour; its quotes are taken every 15 minutes from ten hours before. */
const START = new Date('2026-11-10T20:00:00Z');
const NOW = new Date(START.getTime() + 8 * DAY);
const at = (k: number) => new Date(START.getTime() - 10 * HOUR + k * 15 * MINUTE);

async function newEvent(startTime: Date, externalId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(events)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      startTime,
      status: 'finished',
      apiSource: 'test',
      externalId,
    })
    .returning({ id: events.id });
  return row?.id as string;
}

type Quote = { selection: string; market?: 'h2h' | 'spreads'; line?: number | null; price: number; at: Date };
async function store(eventId: string, quotes: Quote[]) {
  await t.database.db.insert(odds).values(
    quotes.map((q) => ({
      eventId,
      bookmaker: 'pinnacle',
      market: q.market ?? 'h2h',
      selection: q.selection,
      odds: q.price,
      line: q.line ?? null,
      timestamp: q.at,
    })),
  );
}

/** Home: 2.00, a move to 2.10 at k=10, back to 2.00 at k=14; k=40 is the start itself, k=41 in play. */
const homePrice = (k: number) => (k >= 10 && k < 14 ? 2.1 : 2);
const HOME = Array.from({ length: 42 }, (_, k) => ({ selection: 'home', price: homePrice(k), at: at(k) }));
/** Away: one price throughout, the last quote five minutes before the start (off the hour). */
const AWAY = [
  ...Array.from({ length: 40 }, (_, k) => ({ selection: 'away', price: 1.8, at: at(k) })),
  { selection: 'away', price: 1.8, at: new Date(START.getTime() - 5 * MINUTE) },
];
/** A spread whose line moves from -3.5 to -4.5 at k=20: the new line is a series with its own opening. */
const SPREAD = Array.from({ length: 40 }, (_, k) => ({
  selection: 'home',
  market: 'spreads' as const,
  line: k < 20 ? -3.5 : -4.5,
  price: 1.91,
  at: at(k),
}));

const UNMARKED_START = new Date('2026-11-09T20:40:00Z');
const UNMARKED = Array.from({ length: 8 }, (_, k) => ({
  selection: 'home',
  price: 2.5,
  at: new Date(Date.parse('2026-11-09T19:30:00Z') + k * 15 * MINUTE),
}));

const kept = async (eventId: string, selection: string, market = 'h2h') =>
  (
    await t.database.db
      .select({ at: odds.timestamp, line: odds.line })
      .from(odds)
      .where(
        sql`${odds.eventId} = ${eventId} and ${odds.selection} = ${selection} and ${odds.market} = ${market}`,
      )
      .orderBy(asc(odds.timestamp))
  ).map((row) => row.at.getTime());

/** Everything a reader answers about one event, as a test can compare it before and after. */
async function readersOf(eventId: string) {
  const db = t.database.db;
  const detail = await eventOdds(db, eventId);
  const closing = await db.transaction((tx) => closingQuotes(tx, eventId, 'h2h'));
  await db.transaction((tx) => refreshLineMovements(tx, [eventId], NOW));
  const movements = await db
    .select({
      selection: lineMovements.selection,
      open: lineMovements.openingOdds,
      now: lineMovements.currentOdds,
    })
    .from(lineMovements)
    .where(eq(lineMovements.eventId, eventId))
    .orderBy(asc(lineMovements.selection));
  const history = bestPriceSeries(
    await selectionQuotes(db, { eventId, market: 'h2h', side: 'home', line: null, until: START }),
  );
  const quotes = (await quotesByEvent(db, [eventId])).get(eventId) ?? [];
  // The price in force at every minute of the event's market, by selection.
  const inForce = Array.from({ length: 11 * 60 }, (_, m) => {
    const books = latestQuotes(quotes as OddsQuote[], 'h2h', new Date(at(0).getTime() + m * MINUTE));
    return [...(books.get('pinnacle')?.values() ?? [])].map((q) => `${q.selection}:${q.price}`).join();
  });
  const sortKey = (q: { market: string; selection: string; line: number | null }) =>
    `${q.market}|${q.selection}|${q.line}`;
  return {
    latest: detail?.latest
      .map((q) => ({ key: sortKey(q), price: q.odds, at: q.timestamp.getTime() }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    closing: closing
      .map((q) => ({ ...q, at: q.timestamp.getTime() }))
      .sort((a, b) => a.selection.localeCompare(b.selection)),
    movements,
    history,
    inForce,
  };
}

describe(`odds retention on ${testDatabaseMode}`, () => {
  let oldEvent: string;
  let recentEvent: string;
  let unmarkedEvent: string;
  let before: Awaited<ReturnType<typeof readersOf>>;

  beforeAll(async () => {
    oldEvent = await newEvent(START, 'old');
    await store(oldEvent, [...HOME, ...AWAY, ...SPREAD]);
    await t.database.db.transaction((tx) => markClosingPrices(tx, [oldEvent], NOW));
    // Quoted on into its start (20:40) and not yet settled: its closing is still to be marked.
    unmarkedEvent = await newEvent(UNMARKED_START, 'unmarked');
    await store(unmarkedEvent, UNMARKED);
    recentEvent = await newEvent(new Date(NOW.getTime() + DAY), 'recent');
    await store(
      recentEvent,
      Array.from({ length: 24 }, (_, k) => ({
        selection: 'home',
        price: 2,
        at: new Date(NOW.getTime() - 2 * DAY + k * 15 * MINUTE),
      })),
    );
    before = await readersOf(oldEvent);
  });

  it('keeps the opening, every move, the first quote of each hour, the closing and the last quote', async () => {
    const retention = createOddsRetention(t.database, t.app.log, { retentionDays: 7 });
    const result = await retention.run(NOW);
    // Home keeps k = 0 (opening), 4, 8, 12, 16 … 40 (hours; 40 is the closing, taken at the start),
    // 10 and 14 (the moves) and 41 (the last, in play).
    expect(await kept(oldEvent, 'home')).toEqual(
      [0, 4, 8, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40, 41].map((k) => at(k).getTime()),
    );
    // Away keeps each hour's first and its last quote, five minutes before the start (the closing).
    expect(await kept(oldEvent, 'away')).toEqual([
      ...[0, 4, 8, 12, 16, 20, 24, 28, 32, 36].map((k) => at(k).getTime()),
      START.getTime() - 5 * MINUTE,
    ]);
    // The spread's new line opens a series of its own at k = 20; the old line's last quote stays.
    expect(await kept(oldEvent, 'home', 'spreads')).toEqual(
      [0, 4, 8, 12, 16, 19, 20, 24, 28, 32, 36, 39].map((k) => at(k).getTime()),
    );
    expect(result).toEqual({
      cutoff: new Date(NOW.getTime() - 7 * DAY),
      events: 2,
      deleted: 28 + 30 + 28 + 3,
    });
  });

  it('keeps the last quote before the start of an event whose closing is not marked yet', async () => {
    const times = ['19:30', '20:00', '20:30', '21:00', '21:15'];
    expect(await kept(unmarkedEvent, 'home')).toEqual(times.map((hm) => Date.parse(`2026-11-09T${hm}:00Z`)));
    await t.database.db.transaction((tx) => markClosingPrices(tx, [unmarkedEvent], NOW));
    const [closing] = await t.database.db.transaction((tx) => closingQuotes(tx, unmarkedEvent, 'h2h'));
    expect(closing?.timestamp).toEqual(new Date('2026-11-09T20:30:00Z'));
  });

  it('keeps every quote of the last 7 days, however repetitive', async () => {
    expect(await kept(recentEvent, 'home')).toHaveLength(24);
  });

  it('leaves every reader’s answer about the thinned event as it was', async () => {
    const after = await readersOf(oldEvent);
    expect(after).toEqual(before);
    expect(before.closing.map((q) => q.price)).toEqual([1.8, 2]);
    expect(before.history.map((p) => p.odds)).toEqual([2, 2.1, 2]);
  });

  it('deletes nothing on a second run, nor when the rule is applied again to the whole table', async () => {
    const retention = createOddsRetention(t.database, t.app.log, { retentionDays: 7 });
    expect(await retention.run(new Date(NOW.getTime() + HOUR))).toBeNull();
    expect(await retention.run(new Date(NOW.getTime() + DAY))).toEqual({
      cutoff: new Date(NOW.getTime() - 6 * DAY),
      events: 0,
      deleted: 0,
    });
    const cutoff = new Date(NOW.getTime() + 30 * DAY);
    const again = await t.database.db.transaction((tx) => thinEventOdds(tx, [oldEvent], cutoff));
    expect(again).toBe(0);
  });

  it('lets one of two instances thin at a time: the other skips its turn', async () => {
    const event = await newEvent(new Date(NOW.getTime() + 3 * DAY), 'locked');
    await store(
      event,
      Array.from({ length: 8 }, (_, k) => ({
        selection: 'home',
        price: 2,
        at: new Date(NOW.getTime() + k * MINUTE),
      })),
    );
    const later = new Date(NOW.getTime() + 10 * DAY);
    const [a, b] = await Promise.all([
      createOddsRetention(t.database, t.app.log, { retentionDays: 7 }).run(later),
      createOddsRetention(second, t.app.log, { retentionDays: 7 }).run(later),
    ]);
    expect([a, b].filter((outcome) => outcome === null)).toHaveLength(1);
    // This event's 6 repeats, and the 17 of the event that was recent before and is old now.
    expect((a ?? b)?.deleted).toBe(6 + 17);
    expect(await kept(event, 'home')).toHaveLength(2);
  });

  it('looks soon after the start, then at every interval, and its stop waits for a run under way', async () => {
    // The schedule's timers, driven by hand: each one set is kept until fired or cleared.
    const set = new Map<number, { kind: 'timeout' | 'interval'; ms: number; fire: () => void }>();
    let nextId = 0;
    const handle = (id: number) => ({ id, unref: () => undefined }) as unknown as NodeJS.Timeout;
    const idOf = (timer: NodeJS.Timeout | undefined) => (timer as unknown as { id: number } | undefined)?.id;
    const add = (kind: 'timeout' | 'interval') => (fire: () => void, ms: number) => {
      nextId += 1;
      set.set(nextId, { kind, ms, fire });
      return handle(nextId);
    };
    const timers: ScheduleTimers = {
      setTimeout: add('timeout'),
      setInterval: add('interval'),
      clearTimeout: (timer) => void set.delete(idOf(timer) ?? -1),
      clearInterval: (timer) => void set.delete(idOf(timer) ?? -1),
    };
    const fire = (kind: 'timeout' | 'interval') => {
      const entry = [...set].find(([, timer]) => timer.kind === kind);
      if (!entry) throw new Error(`no ${kind} is set`);
      if (kind === 'timeout') set.delete(entry[0]);
      entry[1].fire();
    };
    /** One turn of the event loop: every promise already settled has run its callbacks. */
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    let runs = 0;
    let finished = 0;
    let release = () => {};
    const stop = startRetentionSchedule(
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
      },
      t.app.log,
      { firstLookMs: 5, lookEveryMs: 50, timers },
    );
    // Nothing at the start: one look set for soon after it.
    expect(runs).toBe(0);
    expect([...set.values()].map(({ kind, ms }) => ({ kind, ms }))).toEqual([{ kind: 'timeout', ms: 5 }]);
    fire('timeout');
    expect(runs).toBe(1);
    expect([...set.values()].map(({ kind, ms }) => ({ kind, ms }))).toEqual([{ kind: 'interval', ms: 50 }]);
    release();
    await settle();
    expect(finished).toBe(1);
    // The interval's next look starts a run; a look while it is under way starts none.
    fire('interval');
    fire('interval');
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    expect(set.size).toBe(0);
    release();
    await stopping;
    expect(runs).toBe(2);
    expect(finished).toBe(runs);
  });
});

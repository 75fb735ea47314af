import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { migrate, readMigrations, rowsOf } from '../../src/db/migrate';
import { events, odds } from '../../src/db/schema/index';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import type { MarketProvider, ProviderQuote } from '../../src/modules/market/providers/market-provider';
import { appendQuotes } from '../../src/modules/market/sync.repository';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import {
  createUnmigratedTestDatabase,
  openSecondInstance,
  testDatabaseMode,
  testDatabaseUrl,
} from '../helpers/database';

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

const T0 = new Date('2026-11-22T12:00:00Z');
const countOdds = async (db = t.database.db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(odds))[0]?.n ?? 0;

async function newEvent(db = t.database.db): Promise<string> {
  const [row] = await db
    .insert(events)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      startTime: new Date(T0.getTime() + 86_400_000),
      apiSource: 'test',
      externalId: randomBytes(6).toString('hex'),
    })
    .returning({ id: events.id });
  return row?.id as string;
}

const quote = (eventId: string, market: 'h2h' | 'spreads', line: number | null, price = 1.9) => ({
  eventId,
  bookmaker: 'pinnacle',
  market,
  selection: 'home',
  odds: price,
  line,
  timestamp: T0,
});

/** Unique violations carry SQLSTATE 23505 (node-postgres and PGlite alike, possibly as the cause). */
const uniqueViolation = (error: unknown) => {
  const err = error as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

describe(`one row per quote in odds on ${testDatabaseMode}`, () => {
  it('refuses a second copy of a quote, with or without a line, and takes other lines and times', async () => {
    const eventId = await newEvent();
    await t.database.db.insert(odds).values([quote(eventId, 'h2h', null), quote(eventId, 'spreads', -3.5)]);
    for (const again of [quote(eventId, 'h2h', null, 2.0), quote(eventId, 'spreads', -3.5, 2.0)]) {
      const failure = await t.database.db
        .insert(odds)
        .values(again)
        .catch((error: unknown) => error);
      expect(uniqueViolation(failure)).toBe(true);
    }
    await t.database.db
      .insert(odds)
      .values([
        quote(eventId, 'spreads', -4.5),
        { ...quote(eventId, 'h2h', null), timestamp: new Date(T0.getTime() + 60_000) },
      ]);
    expect(await countOdds()).toBe(4);
  });

  it('stores each quote once when two syncs overlap (no lock between them), the second counting it unchanged', async () => {
    const demo = createDemoProvider(11);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: MarketProvider = {
      name: 'overlap',
      sports: ['nhl'],
      snapshot: async (sport, now) => {
        await gate;
        return demo.snapshot(sport, now);
      },
    };
    const before = await countOdds();
    const runs = Promise.all([
      syncMarkets(t.database.db, [held], T0, t.app.log),
      syncMarkets(second.db, [held], T0, t.app.log),
    ]);
    release();
    const [[a], [b]] = await runs;
    const quoted = (await demo.snapshot('nhl', T0)).quotes.length;
    expect(quoted).toBeGreaterThan(0);
    expect((a?.pricesStored ?? 0) + (b?.pricesStored ?? 0)).toBe(quoted);
    expect((a?.pricesUnchanged ?? 0) + (b?.pricesUnchanged ?? 0)).toBe(quoted);
    expect(await countOdds()).toBe(before + quoted);
  });
});

describe.runIf(testDatabaseUrl)('two PostgreSQL transactions writing the same quotes at once', () => {
  it('store them once: the second waits on the unique key and then leaves them out', async () => {
    const eventId = await newEvent();
    const ids = new Map([['ext', eventId]]);
    const quotes: ProviderQuote[] = ['home', 'away'].map((selection) => ({
      externalEventId: 'ext',
      bookmaker: 'pinnacle',
      market: 'h2h',
      selection,
      price: 1.95,
      line: null,
      timestamp: T0,
    }));
    const backendPid = async (tx: Parameters<typeof appendQuotes>[0]) =>
      Number(rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid);
    let commitFirst: () => void = () => {};
    let firstWrote: (pid: number) => void = () => {};
    const wrote = new Promise<number>((resolve) => (firstWrote = resolve));
    const first = t.database.db.transaction(async (tx) => {
      const pid = await backendPid(tx);
      const result = await appendQuotes(tx, ids, quotes);
      firstWrote(pid);
      await new Promise<void>((resolve) => (commitFirst = resolve));
      return result;
    });
    const firstPid = await wrote;
    // The second transaction reads before the first commits, so it sees nothing stored yet.
    let secondStarted: (pid: number) => void = () => {};
    const started = new Promise<number>((resolve) => (secondStarted = resolve));
    const secondRun = second.db.transaction(async (tx) => {
      secondStarted(await backendPid(tx));
      return appendQuotes(tx, ids, quotes);
    });
    const secondPid = await started;
    // The interleaving under test: the first commits only once the second waits on its key. PostgreSQL
    // tells no one when a backend starts waiting on a lock, so this one condition is looked at until
    // it holds (and the test fails if it never does).
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await second.query<{ blocked: boolean }>(
        'select $1::int = any(pg_blocking_pids($2::int)) as blocked',
        [firstPid, secondPid],
      );
      if (rows[0]?.blocked) break;
      if (Date.now() > deadline) throw new Error('the second transaction never waited on the first');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    commitFirst();
    expect(await first).toEqual({ stored: 2, unchanged: 0 });
    expect(await secondRun).toEqual({ stored: 0, unchanged: 2 });
    const stored = await t.database.db
      .select()
      .from(odds)
      .where(sql`${odds.eventId} = ${eventId}`);
    expect(stored).toHaveLength(2);
  });
});

describe(`the migration that adds the quote key on ${testDatabaseMode}`, () => {
  it('first removes the copies stored before, keeping the closing-flagged one', async () => {
    const database = await createUnmigratedTestDatabase();
    try {
      const all = readMigrations();
      const at = all.findIndex((migration) => migration.tag.endsWith('odds_quote_unique'));
      expect(at).toBeGreaterThan(0);
      await migrate(database.db, all.slice(0, at));
      const eventId = await newEvent(database.db);
      const h2h = quote(eventId, 'h2h', null);
      const spread = quote(eventId, 'spreads', -3.5);
      await database.db
        .insert(odds)
        .values([
          h2h,
          h2h,
          { ...h2h, isClosing: true },
          spread,
          spread,
          quote(eventId, 'spreads', -4.5),
          { ...h2h, timestamp: new Date(T0.getTime() + 60_000) },
        ]);
      await migrate(database.db);
      const rows = await database.db.select().from(odds);
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.market === 'h2h' && r.timestamp.getTime() === T0.getTime())).toEqual([
        expect.objectContaining({ isClosing: true }),
      ]);
      expect(rows.filter((r) => r.line === -3.5)).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 60_000);
});

// `npm run bench:growth`: the hot paths and generation on PostgreSQL at a new install and after three
// simulated years of history, as p50/p99 and their ratio to the new install's. BENCH_SHORT=1 (CI):
// fewer requests and fewer odds a pick; figures only, nothing is asserted on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDemoProvider } from '../../apps/server/src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../apps/server/src/modules/market/sync.service';
import { PERSON_BETS, seedBets } from './growth-bets';
import { analyze, EVENTS_PER_DAY, type HistoryShape, seedHistory, seedUpcoming } from './growth-seed';
import { HOT_PATHS, measureAll, type Timing } from './growth-paths';
import { seedAccounts } from './resilience/support/accounts';
import { createThrowawayDatabase } from './resilience/support/pg-database';

const SHORT = process.env.BENCH_SHORT === '1';
const REQUESTS = Number(process.env.BENCH_GROWTH_REQUESTS ?? (SHORT ? 20 : 200));
const YEARS = 3;
/** Quotes per event: bookmakers × both sides × (opening, moves, closing). */
const ODDS: Pick<HistoryShape, 'books' | 'moves'> = SHORT ? { books: 1, moves: 1 } : { books: 2, moves: 2 };
/** The install's first week: picks graded in the last days, the window subscribers read. */
const WEEK = { fromDay: 0, toDay: 5 };
const HISTORY = { fromDay: 7, toDay: 7 + YEARS * 365 };

const database = await createThrowawayDatabase(`growth_${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-growth-'));
try {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SYNC_ON_START: 'false',
      SYNC_INTERVAL_MINUTES: '0',
      // The daily thinning would run beside the measures; the seeded quotes are already thin.
      ODDS_RETENTION_DAYS: '0',
    }),
  );
  try {
    await syncMarkets(app.db, [createDemoProvider(app.config.demoSeed)], new Date(), app.log);
    const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_GROWTH_PORT ?? 0) });
    const [admin] = await seedAccounts(app.database, {
      count: 1,
      prefix: 'growth-admin',
      role: 'admin',
      withPlans: false,
    });
    const subscriber = (await seedAccounts(app.database, { count: 3, prefix: 'growth-user' })).find(
      (account) => account.plan !== null,
    );
    if (!admin || !subscriber) throw new Error('could not seed the admin and the subscriber');
    const callers = { address, admin: admin.cookie, subscriber: subscriber.cookie };

    const week = await seedHistory(app.db, { ...WEEK, ...ODDS });
    await seedUpcoming(app.db, 24);
    await analyze(app.db);
    const fresh = await measureAll(callers, REQUESTS);

    const seedStart = performance.now();
    const years = await seedHistory(app.db, { ...HISTORY, ...ODDS });
    const betsSeeded = await seedBets(app.db, subscriber.id);
    await analyze(app.db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const grown = await measureAll(callers, REQUESTS);
    const size = await app.db.execute(
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );

    console.log(
      `\nGrowth on PostgreSQL${SHORT ? ' (short)' : ''}: a new install (the demo market, its first week: ` +
        `${week.picks} graded picks, 24 upcoming) against the same after ${YEARS} simulated years ` +
        `(+${years.events} events at ${EVENTS_PER_DAY} a day, +${years.picks} graded picks, +${years.odds} odds ` +
        `quotes, +${years.lineMovements} line movements, +${betsSeeded} bets of which the subscriber's ` +
        `${PERSON_BETS}; seeded in ${seedSeconds.toFixed(0)} s; database ` +
        `${(size as unknown as { rows: { size: string }[] }).rows[0]?.size}). ` +
        `One request at a time, ${REQUESTS} a path (fewer for the export and generation).`,
    );
    printTable(fresh, grown);
  } finally {
    await app.close();
  }
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

function printTable(fresh: Map<string, Timing>, grown: Map<string, Timing>): void {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(
    `${'hot path'.padEnd(46)} ${'new p50'.padStart(7)} ${'p99'.padStart(7)} ${'KB'.padStart(7)} | ` +
      `${'3y p50'.padStart(7)} ${'p99'.padStart(7)} ${'KB'.padStart(7)} | ratio p50   p99`,
  );
  for (const { name } of HOT_PATHS) {
    const before = fresh.get(name);
    const after = grown.get(name);
    if (!before || !after) continue;
    const p50 = after.p50 / before.p50;
    const p99 = after.p99 / before.p99;
    const flag = p50 > 3 || p99 > 3 ? '  above 3×' : '';
    console.log(
      `${name.padEnd(46)} ${ms(before.p50)} ${ms(before.p99)} ${kb(before.bytes)} | ` +
        `${ms(after.p50)} ${ms(after.p99)} ${kb(after.bytes)} | ${p50.toFixed(2).padStart(6)} ${p99.toFixed(2).padStart(6)}${flag}`,
    );
  }
  console.log('Times in ms; ratio = 3 years ÷ new install.');
}

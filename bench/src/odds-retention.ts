// The odds table after a year of 15-minute syncs, before and after the retention job thins it.
//
//   npx tsx bench/src/odds-retention.ts [--sample 10] [--days 365] [--every 15]
//
// On PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) in a
// database of its own, created and dropped here. What it simulates:
// - the default install's market: the demo provider's fixtures of every sport it covers over `--days`
//   days, each priced from its league's opening (72 h before the start, the NFL 8 days) to the start;
// - its 6 books and 3 markets (moneyline with 2 or 3 selections, a spread and a total, 2 each);
// - a row for every quote at every sync (`--every` minutes): what a real feed stores when the books'
//   update times move at every sync, the table's worst case; each series re-prices every 1 to 5 hours
//   (3 on average, the demo market's rhythm) and its line stays put;
// - the syncs mark each started event's closing quotes, as they do;
// - `--sample N` keeps one fixture in N (the year's spread of leagues and days stays), and the figures
//   for the whole year are the sample's times N: rows and sizes grow with the events, one by one.
// Then one run of the retention job (7 days) at the end of the year, and the table again: after the
// DELETE (the file keeps its size until vacuumed), and its live rows alone in a copy with the same
// indexes (a table thinned every day reuses the space autovacuum frees, so it stays near that plus
// a day or two of quotes).
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { fromPool } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { markClosingPrices } from '../../apps/server/src/modules/market/closing.repository';
import { createOddsRetention } from '../../apps/server/src/modules/market/odds-retention.service';
import { DEMO_BOOKMAKERS } from '../../apps/server/src/demo/demo-leagues';
import { openingHoursOf } from '../../apps/server/src/modules/market/providers/demo/demo-prices';
import { createDemoProvider } from '../../apps/server/src/modules/market/providers/demo/demo-provider';
import { fixturesBetween } from '../../apps/server/src/demo/demo-world';

const DAY_MS = 86_400_000;
const SEED = 20261122;
const END = new Date('2026-11-27T00:00:00Z');

const { values: args } = parseArgs({
  options: {
    sample: { type: 'string', default: '10' },
    days: { type: 'string', default: '365' },
    every: { type: 'string', default: '15' },
  },
});
const sample = Number(args.sample);
const days = Number(args.days);
const everyMinutes = Number(args.every);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_retention_${process.pid}`;

const log = {
  info: (...parts: unknown[]) => console.log('  [job]', ...parts.map((p) => JSON.stringify(p))),
  debug: () => undefined,
  error: (...parts: unknown[]) => console.error(...parts),
} as unknown as FastifyBaseLogger;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const database = fromPool(new pg.Pool({ connectionString: url.toString(), max: 4 }));
  try {
    await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  }
}

async function run(database: ReturnType<typeof fromPool>) {
  await migrate(database.db);
  const sports = createDemoProvider(SEED).sports;
  const from = new Date(END.getTime() - days * DAY_MS);
  const fixtures = fixturesBetween(SEED, from, END, sports).filter((_, i) => i % sample === 0);
  console.log(
    `odds retention: ${days} days of ${everyMinutes}-minute syncs, ${sports.join(', ')}; ` +
      `${fixtures.length} of the demo's fixtures (1 in ${sample}), ${DEMO_BOOKMAKERS.length} books, 3 markets`,
  );

  const started = Date.now();
  const { rows: ids } = await database.query<{ id: string; external_id: string }>(
    `insert into events (sport, league, home_team, away_team, start_time, status, api_source, external_id)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[],
       $6::text[], $7::text[], $8::text[])
     returning id, external_id`,
    [
      fixtures.map((f) => f.sport),
      fixtures.map((f) => f.league),
      fixtures.map((f) => f.homeTeam),
      fixtures.map((f) => f.awayTeam),
      fixtures.map((f) => f.startTime.toISOString()),
      fixtures.map((f) => (f.startTime < END ? 'finished' : 'upcoming')),
      fixtures.map(() => 'demo'),
      fixtures.map((f) => f.id),
    ],
  );
  const idOf = new Map(ids.map((row) => [row.external_id, row.id]));
  const books = DEMO_BOOKMAKERS.map((b) => `'${b.key}'`).join(', ');
  const step = `${everyMinutes} minutes`;
  for (let i = 0; i < fixtures.length; i += 100) {
    const chunk = fixtures.slice(i, i + 100);
    await database.query(
      `with fixture as (
         select * from unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::boolean[])
           as f(event_id, start_time, opening_hours, has_draw)
       ),
       series as (
         select f.event_id, f.start_time, f.opening_hours, b.bookmaker, m.market, m.selection, m.line,
           (hashtext(f.event_id::text || b.bookmaker || m.market || m.selection)::bigint & 2147483647) as h
         from fixture f
         cross join unnest(array[${books}]) as b(bookmaker)
         cross join (values ('h2h', 'home', null::numeric), ('h2h', 'draw', null), ('h2h', 'away', null),
           ('spreads', 'home', -1.5), ('spreads', 'away', 1.5), ('totals', 'over', 2.5),
           ('totals', 'under', 2.5)) as m(market, selection, line)
         where m.selection <> 'draw' or f.has_draw
       )
       insert into odds (event_id, bookmaker, market, selection, odds, line, probability, timestamp)
       select s.event_id, s.bookmaker, s.market, s.selection, p.price, s.line, round(1 / p.price, 6), t.at
       from series s
       cross join lateral generate_series(
         to_timestamp(ceil(extract(epoch from s.start_time - make_interval(hours => s.opening_hours))
           / ${everyMinutes * 60}) * ${everyMinutes * 60}),
         least(s.start_time - interval '1 second', $5::timestamptz),
         interval '${step}') with ordinality as t(at, n)
       cross join lateral (
         select round(1.5 + (s.h % 150) / 100.0
           + 0.01 * (((t.n + s.h % 7) / (4 + s.h % 17)) % 20), 2) as price
       ) p`,
      [
        chunk.map((f) => idOf.get(f.id)),
        chunk.map((f) => f.startTime.toISOString()),
        chunk.map((f) => openingHoursOf(f)),
        chunk.map((f) => f.sport === 'soccer'),
        END.toISOString(),
      ],
    );
  }
  const insertedSeconds = (Date.now() - started) / 1000;
  // The syncs mark each started event's closing quotes.
  const kickedOff = fixtures.filter((f) => f.startTime < END).map((f) => idOf.get(f.id) as string);
  for (let i = 0; i < kickedOff.length; i += 50) {
    await database.db.transaction((tx) => markClosingPrices(tx, kickedOff.slice(i, i + 50), END));
  }
  await database.query('analyze odds');
  const generatedSeconds = (Date.now() - started) / 1000;
  const before = await measure(database);
  console.log(
    `generated in ${generatedSeconds.toFixed(0)} s (${insertedSeconds.toFixed(0)} s of inserts, the rest marking closings)`,
  );

  const retention = createOddsRetention(database, log, { retentionDays: 7, minGapMs: 0 });
  const thinStart = Date.now();
  const result = await retention.run(END);
  const thinSeconds = (Date.now() - thinStart) / 1000;
  const afterDelete = await measure(database);
  const compacted = await liveCopy(database);
  const again = Date.now();
  const second = await retention.run(new Date(END.getTime() + DAY_MS));
  const secondSeconds = (Date.now() - again) / 1000;

  const row = (label: string, m: Measure) =>
    `| ${label} | ${int(m.rows)} | ${mb(m.total)} | ${int(m.rows * sample)} | ${mb(m.total * sample)} |`;
  console.log('');
  console.log(
    `| odds table | rows (sample) | size (sample) | rows (all fixtures, ×${sample}) | size (all fixtures, ×${sample}) |`,
  );
  console.log('|---|---|---|---|---|');
  console.log(row('before thinning', before));
  console.log(row('after the job (DELETE, before vacuum)', afterDelete));
  console.log(row('its live rows alone (copied, indexes rebuilt)', compacted));
  console.log('');
  console.log(
    `job: ${int(result?.events ?? 0)} events, ${int(result?.deleted ?? 0)} quotes deleted ` +
      `(${((100 * (result?.deleted ?? 0)) / before.rows).toFixed(1)} %) in ${thinSeconds.toFixed(1)} s; ` +
      `kept ${((100 * compacted.rows) / before.rows).toFixed(1)} % of the rows, ` +
      `${((100 * compacted.total) / before.total).toFixed(1)} % of the bytes`,
  );
  console.log(
    `a day later: ${int(second?.events ?? 0)} events, ${int(second?.deleted ?? 0)} deleted in ${secondSeconds.toFixed(1)} s`,
  );
}

interface Measure {
  rows: number;
  total: number;
}

async function measure(database: ReturnType<typeof fromPool>, table = 'odds'): Promise<Measure> {
  const { rows } = await database.query<{ rows: string; total: string }>(
    `select count(*) as rows, pg_total_relation_size('${table}') as total from ${table}`,
  );
  return { rows: Number(rows[0]?.rows), total: Number(rows[0]?.total) };
}

/**
 * The live rows' size: a copy of the table with the same indexes, built afresh. Not VACUUM FULL: it
 * keeps every deleted row that any older transaction on the server (another database's, too) might
 * still see, so on a shared server it may reclaim nothing.
 */
async function liveCopy(database: ReturnType<typeof fromPool>): Promise<Measure> {
  await database.query('create table odds_live as table odds');
  const { rows } = await database.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where tablename = 'odds' and schemaname = current_schema()`,
  );
  for (const { indexdef } of rows) {
    await database.query(
      indexdef.replace(
        /INDEX (\S+) ON (\S+\.)?odds /,
        (_, name: string, schema = '') => `INDEX ${name}_live ON ${schema}odds_live `,
      ),
    );
  }
  return measure(database, 'odds_live');
}

await main();

// `npm run bench:demo` (and the last section of `npm run bench`): a simulated fortnight on the
// demo market, whose hidden true price makes closing-line value meaningful. Each simulated day the
// default generation runs, an admin approves and publishes every pick, and the market is synced
// through the day so each event's close is captured and its result graded; then the published
// picks' record is printed as a subscriber of the demo would have seen it.
//
// How the close is captured (market/sync.service.ts → market/closing.service.ts): every sync ends
// with closeAndSettle, which, for each event of the feed that has started by the sync's clock, marks
// as closing the last stored quote at or before its start (per book, market, selection and line),
// then has grading (grading/grading.service.ts) record the CLV of its published picks and grade
// those whose event is final. A sync stores a
// book's market only when its timestamp is newer than the stored one, and the demo stamps its prices
// with their 3-hour re-price bucket (demo-prices.ts). So the stored close is the last price the demo
// offered exactly when some sync fell inside the event's last bucket before its start; a sync after
// the start then records it. Syncing on every bucket boundary would do, but a sync costs about a
// second here (PGlite writes ~1,000 quotes per sport), so the fortnight syncs only at the boundaries
// that open some league's last bucket before a kick-off (00, 09, 12, 15, 18 and 21 UTC for today's
// leagues: 03 and 06 precede no kick-off) plus the generation hour. Every close is still the demo's
// last re-price before the start, as priced when its bucket opened (as the app stores it with any
// cadence); what is lost is two of the eight daily snapshots of line history the models read.
// Results stay in the feed for two days after the start, so these syncs also grade every game
// within hours of its end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenerateRequestSchema, type Sport, SportSchema, type Tier, TierSchema } from '@arcade/contracts';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { picks } from '../../apps/server/src/db/schema/index';
import { AppError } from '../../apps/server/src/lib/app-error';
import { createPickEnricher } from '../../apps/server/src/modules/ai/pick-enrichment';
import { generatePicks } from '../../apps/server/src/modules/generation/generation.service';
import { createMarketSync } from '../../apps/server/src/modules/market/market-sync.service';
import { DEMO_LEAGUES } from '../../apps/server/src/demo/demo-leagues';
import { createDemoProvider } from '../../apps/server/src/modules/market/providers/demo/demo-provider';
import { changeStatus } from '../../apps/server/src/modules/picks/admin-picks.service';
import { type GradedPick, recordHeadline } from '../../apps/server/src/modules/record/record-stats';
import { toRecordEntry } from '../../apps/server/src/modules/record/record-views';
import { picksWithStatus } from '../../apps/server/src/modules/subscriber-picks/subscriber-picks.repository';
import { findUserByEmail } from '../../apps/server/src/modules/users/users.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The app's default DEMO_SEED: the demo market a fresh install shows. */
const SEED = 20261122;
/**
 * Wednesday 24 September 2025. No fortnight has all five demo sports in season (MLB ends on 1 October,
 * the day the NBA and NHL start; demo-leagues.ts), so this one straddles the change: MLB plays its
 * last eight days, the NBA and NHL their first seven, the NFL two Sundays (28 September, 5 October)
 * and has the next round (12 October) priced, the nine soccer leagues play throughout and the
 * Champions League its second matchweek (30 September, 1 October).
 */
const START = new Date(Date.UTC(2025, 8, 24));
const DAYS = 14;
const GENERATE_AT_HOUR = 9;
/** The demo's re-price bucket (REPRICE_MS in demo-prices.ts, not exported). */
const REPRICE_HOURS = 3;
/** The hour (UTC) a re-price bucket opens that holds the last price before a kick-off at `hour`. */
const lastBucketBefore = (hour: number) =>
  (Math.ceil(hour / REPRICE_HOURS) * REPRICE_HOURS - REPRICE_HOURS + 24) % 24;
/** The sync hours of every simulated day (see the header): each kick-off's last bucket, and generation's. */
const SYNC_HOURS = [
  ...new Set([
    ...DEMO_LEAGUES.flatMap((league) => league.kickoffHoursUtc.map(lastBucketBefore)),
    GENERATE_AT_HOUR,
  ]),
].sort((x, y) => x - y);
/** A day of line history before the first generation, as a running service would have. */
const WARM_UP_DAYS = 1;
/**
 * Days of generation (picks approved and published as in the fortnight, but not counted in it) before
 * the fortnight: a running service ranks a pick's edge among a month of candidates, while a fresh
 * install has too few for the first week and tiers by the fixed thresholds. `--fresh` skips them and
 * measures the fortnight of a fresh install.
 */
const RUN_IN_DAYS = process.argv.includes('--fresh') ? 0 : 10;
/**
 * After the last generation, syncs go on only where a published pick still needs one (its last bucket
 * before the start, then the first bucket boundary after its end), at most this long: NFL lines open
 * eight days ahead.
 */
const TAIL_MAX_MS = 9 * DAY_MS;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

const runStart = performance.now();
const dataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-demo-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SYNC_ON_START: 'false',
    SYNC_INTERVAL_MINUTES: '0',
    DEMO_SEED: String(SEED),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
);
try {
  await simulate();
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function simulate(): Promise<void> {
  const db = app.db;
  const admin = await findUserByEmail(db, ADMIN.email);
  if (!admin || admin.role !== 'admin') throw new Error('the bench admin account was not created');
  // The app's own sync service (advisory lock and all), driven by the simulated clock.
  const marketSync = createMarketSync(app.database, [createDemoProvider(SEED)], app.log);
  const enricher = createPickEnricher({ timeoutMs: 1000 }, db);
  // What the admin's "Generate" sends with nothing changed: strategy auto, 10 picks, bankroll 1000.
  const request = GenerateRequestSchema.parse({});
  let syncs = 0;
  let syncMs = 0;
  let generationMs = 0;
  let lastSync = new Date(0);

  const sync = async (now: Date) => {
    const started = performance.now();
    const results = await marketSync.run('schedule', () => now);
    syncMs += performance.now() - started;
    syncs++;
    lastSync = now;
    if (!results) throw new Error(`sync at ${now.toISOString()} skipped: another sync held the lock`);
    const failed = results.filter((result) => result.error);
    if (failed.length > 0) {
      throw new Error(
        `sync at ${now.toISOString()} failed: ${failed.map((r) => `${r.sport} ${r.error}`).join('; ')}`,
      );
    }
  };

  const refusals: Record<string, number> = {};
  // The bench's app never starts its mail worker: there is nobody to wake for a publication's emails.
  const publishing = { db, mailer: { kick: () => {} }, offFeedLeadMinutes: app.config.offFeedMinLeadMinutes };
  const generateAndPublish = async (now: Date, isRunIn: boolean) => {
    const started = performance.now();
    const result = await generatePicks(
      db,
      { bankroll: request.bankroll, pickCount: request.pickCount, strategy: request.strategy },
      { now, enricher },
    );
    generationMs += performance.now() - started;
    let published = 0;
    for (const pick of result.picks) {
      try {
        await changeStatus(publishing, pick.id, 'approved', admin.id, now);
        await changeStatus(publishing, pick.id, 'published', admin.id, now);
        published++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = error.reason ?? error.code;
        refusals[reason] = (refusals[reason] ?? 0) + 1;
      }
    }
    const bySport = countBy(result.picks.map((pick) => pick.sport));
    console.log(
      `${isRunIn ? 'run-in ' : ''}${day(now)}  ${String(result.analysed).padStart(4)} events analysed  ${String(result.picks.length).padStart(2)} picks, ${published} published${result.picks.length > 0 ? `  (${bySport})` : ''}`,
    );
  };

  console.log(
    `\nDemo fortnight (CLV and ROI of the default picks): seed ${SEED}, ${DAYS} days from ${day(START)}, generation daily at ${GENERATE_AT_HOUR}:00 UTC with ${request.strategy}, ${request.pickCount} picks, bankroll ${request.bankroll}, no AI; every pick approved and published; syncs at ${SYNC_HOURS.map((hour) => String(hour).padStart(2, '0')).join(', ')} UTC`,
  );
  if (RUN_IN_DAYS > 0)
    console.log(
      `(run-in: ${RUN_IN_DAYS} days of the same generation before ${day(START)}, as a running service has, not counted below; --fresh for a fresh install)`,
    );
  for (let d = -RUN_IN_DAYS - WARM_UP_DAYS; d < DAYS; d++) {
    for (const hour of SYNC_HOURS) {
      const now = new Date(START.getTime() + d * DAY_MS + hour * HOUR_MS);
      await sync(now);
      if (d >= -RUN_IN_DAYS && hour === GENERATE_AT_HOUR) await generateAndPublish(now, d < 0);
    }
  }

  // The last picks' events: a sync in each one's last bucket before the start and after its end.
  const durationMs = new Map(DEMO_LEAGUES.map((league) => [league.league, league.durationMinutes * 60_000]));
  const repriceMs = REPRICE_HOURS * HOUR_MS;
  const tail = new Set<number>();
  for (const { league, start } of await db
    .select({ league: picks.league, start: picks.eventStartTime })
    .from(picks)
    .where(and(eq(picks.status, 'published'), isNull(picks.result)))) {
    const duration = league === null ? undefined : durationMs.get(league);
    if (!start || duration === undefined) throw new Error(`a published pick on no demo event: ${league}`);
    tail.add(Math.floor((start.getTime() - 1) / repriceMs) * repriceMs);
    tail.add(Math.ceil((start.getTime() + duration) / repriceMs) * repriceMs);
  }
  const tailEnd = START.getTime() + DAYS * DAY_MS + TAIL_MAX_MS;
  for (const at of [...tail].sort((x, y) => x - y)) {
    if (at > lastSync.getTime() && at <= tailEnd) await sync(new Date(at));
  }
  const simulatedDays = (lastSync.getTime() - START.getTime()) / DAY_MS;

  // The fortnight's picks: those of the run-in made the window a running service has, nothing more.
  const inFortnight = (await picksWithStatus(db, 'published')).filter((row) => row.timestamp >= START);
  const published = inFortnight.map((row) => ({
    sport: row.sport,
    tier: row.tier,
    edge: row.edge,
    hasClv: row.clv !== null,
    graded: toRecordEntry(row)?.pick ?? null,
  }));

  console.log(
    `\nPublished picks after ${simulatedDays.toFixed(1)} simulated days (graded by the syncs; CLV = odds × de-vigged closing probability − 1; ROI and its 95% interval from core's roiInterval, via the public record's recordHeadline; units: profit at one unit a pick; profit: at the picks' stakes on a ${request.bankroll} bankroll)`,
  );
  const header = [
    'sport'.padEnd(8),
    'published'.padStart(9),
    'graded'.padStart(6),
    ' W-L-P'.padEnd(10),
    'CLV n'.padStart(5),
    'mean CLV'.padStart(8),
    'beat close'.padStart(10),
    'ROI [95% interval]'.padEnd(28),
    'units'.padStart(7),
    'profit'.padStart(8),
  ];
  console.log(header.join('  '));
  const groups: [string, typeof published][] = [
    ...SportSchema.options.map((sport: Sport): [string, typeof published] => [
      sport,
      published.filter((pick) => pick.sport === sport),
    ]),
    ['all', published],
  ];
  for (const [name, group] of groups) {
    const graded = group.flatMap((pick) => (pick.graded ? [pick.graded] : []));
    const record = recordHeadline(graded);
    const profit = graded.reduce((sum, pick) => sum + (pick.profit ?? 0), 0);
    const roi =
      record.roi === null
        ? '—'
        : `${signedPercent(record.roi)}${record.roiInterval ? ` [${signedPercent(record.roiInterval.low)}, ${signedPercent(record.roiInterval.high)}]` : ''}`;
    console.log(
      [
        name.padEnd(8),
        String(group.length).padStart(9),
        String(record.picks).padStart(6),
        ` ${record.wins}-${record.losses}-${record.pushes}`.padEnd(10),
        String(record.clvPicks).padStart(5),
        (record.meanClv === null ? '—' : signedPercent(record.meanClv)).padStart(8),
        (record.beatCloseShare === null ? '—' : percent(record.beatCloseShare)).padStart(10),
        roi.padEnd(28),
        signed(record.unitsWon).padStart(7),
        signed(profit).padStart(8),
      ].join('  '),
    );
  }
  printByTier(published);
  await printTierBasis(db);
  const pendingClv = published.filter((pick) => pick.graded && !pick.hasClv).length;
  if (pendingClv > 0)
    console.log(`${pendingClv} graded picks have no CLV (no book priced their market at the close)`);
  const ungraded = published.filter((pick) => !pick.graded).length;
  if (ungraded > 0)
    console.log(`${ungraded} published picks were still ungraded when the simulation stopped`);
  if (Object.keys(refusals).length > 0) {
    console.log(
      `publishing refused: ${Object.entries(refusals)
        .map(([reason, count]) => `${reason} ${count}`)
        .join(', ')}`,
    );
  }
  const totalMs = performance.now() - runStart;
  console.log(
    `run time ${(totalMs / 1000).toFixed(1)} s: ${syncs} syncs ${(syncMs / 1000).toFixed(1)} s, ${DAYS} generations ${(generationMs / 1000).toFixed(1)} s, database ${app.database.mode}`,
  );
  // `--json`: the fortnight's figures as one JSON object on the last line, for scripts and notes.
  if (process.argv.includes('--json')) {
    const record = recordHeadline(published.flatMap((pick) => (pick.graded ? [pick.graded] : [])));
    const round = (value: number | null, digits: number) =>
      value === null ? null : Number(value.toFixed(digits));
    const byTier = Object.fromEntries(
      TierSchema.options.map((tier) => [tier, published.filter((pick) => pick.tier === tier).length]),
    ) as Record<Tier, number>;
    console.log(
      JSON.stringify({
        days: DAYS,
        published: published.length,
        perDay: round(published.length / DAYS, 2),
        byTier,
        meanClv: round(record.meanClv, 4),
        beatClose: round(record.beatCloseShare, 4),
      }),
    );
  }
}

/**
 * How the published picks were tiered, from their analysis logs: by rank once the window held enough
 * candidates, by the fixed thresholds before (a fresh install's first days).
 */
async function printTierBasis(db: typeof app.db): Promise<void> {
  const rows = await db
    .select({ tier: picks.tier, log: picks.analysisLog })
    .from(picks)
    .where(and(eq(picks.status, 'published'), gte(picks.timestamp, START)));
  const byBasis = new Map<string, Record<Tier, number>>();
  for (const row of rows) {
    const code =
      row.log?.chronologicalLog.find((entry) => entry.code?.startsWith('tier_'))?.code ?? 'unknown';
    const counts = byBasis.get(code) ?? { vip: 0, exclusivo: 0, platinum: 0, diamante: 0 };
    counts[row.tier] += 1;
    byBasis.set(code, counts);
  }
  const names: Record<string, string> = {
    tier_by_rank: 'by rank',
    tier_by_thresholds: 'by the fixed thresholds (fewer than 40 candidates in the window)',
    tier_fixed: 'by the fixed thresholds (configuration)',
  };
  for (const [code, counts] of byBasis) {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `  ${names[code] ?? code}: ${total} picks (${TierSchema.options.map((tier) => `${tier} ${counts[tier]}`).join(', ')})`,
    );
  }
}

/** The published picks by tier: how many, their share, mean edge, and the closing-line figures of each. */
function printByTier(published: readonly { tier: Tier; edge: number; graded: GradedPick | null }[]): void {
  console.log(
    '\nBy tier (a higher tier should hold larger edges; goal: each tier at least 15% of the picks)',
  );
  console.log(
    [
      'tier'.padEnd(9),
      'picks'.padStart(5),
      'share'.padStart(6),
      'mean edge'.padStart(9),
      'edge range'.padEnd(15),
      'mean CLV'.padStart(8),
      'beat close'.padStart(10),
    ].join('  '),
  );
  for (const tier of TierSchema.options) {
    const group = published.filter((pick) => pick.tier === tier);
    const edges = group.map((pick) => pick.edge);
    const record = recordHeadline(group.flatMap((pick) => (pick.graded ? [pick.graded] : [])));
    console.log(
      [
        tier.padEnd(9),
        String(group.length).padStart(5),
        (published.length === 0 ? '—' : percent(group.length / published.length)).padStart(6),
        (edges.length === 0 ? '—' : percent(edges.reduce((a, b) => a + b, 0) / edges.length)).padStart(9),
        (edges.length === 0 ? '—' : `${percent(Math.min(...edges))} – ${percent(Math.max(...edges))}`).padEnd(
          15,
        ),
        (record.meanClv === null ? '—' : signedPercent(record.meanClv)).padStart(8),
        (record.beatCloseShare === null ? '—' : percent(record.beatCloseShare)).padStart(10),
      ].join('  '),
    );
  }
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function countBy(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} ${count}`).join(', ');
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

function signedPercent(fraction: number): string {
  return `${fraction >= 0 ? '+' : ''}${percent(fraction)}`;
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
}

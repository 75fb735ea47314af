import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { PICK_TIERS, picks } from '../../src/db/schema/index';
import { publishedTierSums } from '../../src/modules/kpis/kpis.repository';
import { type KpiPick, kpiOf, tierKpis } from '../../src/modules/kpis/tier-kpis';
import { type RecordFilter, recordSums } from '../../src/modules/record/record.repository';
import { type GradedPick, recordFigures, sumsOf } from '../../src/modules/record/record-stats';
import { toRecordEntry } from '../../src/modules/record/record-views';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { expectSameSums, randomPickChanges } from './pick-changes';
import { recordSumsFromPicks, tierSumsFromPicks } from './sums-from-picks';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const FILTERS: RecordFilter[] = [
  {},
  { sport: 'nfl' },
  { tier: 'vip' },
  { month: '2026-03' },
  { sport: 'nba', tier: 'diamante' },
  { sport: 'nba', tier: 'platinum', month: '2026-03' },
];

/** The kept sums against one aggregate over every pick, field for field, for the KPIs and each filter. */
async function expectSumsOfEveryPick(step: string): Promise<void> {
  const db = database.db;
  expect(await publishedTierSums(db), step).toEqual(await tierSumsFromPicks(db));
  for (const filter of FILTERS) {
    expectSameSums(await recordSums(db, filter), await recordSumsFromPicks(db, filter), step, filter);
  }
  const [empty] = await db
    .execute<{ n: number }>(
      sql`select (select count(*) from record_sums where picks = 0)::int
      + (select count(*) from tier_sums where graded = 0 and pending = 0)::int as n`,
    )
    .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
  expect(empty?.n, `${step}: rows left empty`).toBe(0);
}

describe(`the sums kept by the picks' triggers on ${testDatabaseMode}`, () => {
  it('equal an aggregate over every pick after each of many random writes', async () => {
    const db = database.db;
    let step = 0;
    for (const change of randomPickChanges(20_261_129, 150)) {
      await change.apply(db);
      step += 1;
      await expectSumsOfEveryPick(`step ${step}: ${change.name}`);
    }
  }, 120_000);

  it('give the figures the in-memory functions compute from the published picks', async () => {
    const db = database.db;
    const rows = await db.select().from(picks).where(eq(picks.status, 'published'));
    const kpiPicks: KpiPick[] = rows.map((row) => ({ ...row, tier: row.tier }));
    expect((await publishedTierSums(db)).map(kpiOf)).toEqual(tierKpis(kpiPicks).map(closeTo));
    const graded = rows.flatMap((row) => {
      const entry = toRecordEntry(row);
      return entry ? [{ sport: row.sport, pick: entry.pick }] : [];
    });
    expect(graded.length).toBeGreaterThan(20);
    for (const filter of FILTERS) {
      const kept = recordFigures(await recordSums(db, filter));
      const selected = graded.flatMap(({ sport, pick }) => (selects(filter, sport, pick) ? [pick] : []));
      expect(kept, JSON.stringify(filter)).toEqual(closeTo(recordFigures(sumsOf(selected))));
    }
  });

  it('stay exact when many transactions write published picks of the same tiers and days at once', async () => {
    const db = database.db;
    const written = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction(async (tx) => {
          const pick = await createPick(tx, {
            status: 'published',
            tier: PICK_TIERS[i % 2],
            sport: 'nba',
            eventStartTime: new Date('2026-03-10T12:00:00Z'),
          });
          await tx
            .update(picks)
            .set({ result: i % 3 === 0 ? 'loss' : 'win', profit: i % 3 === 0 ? -20 : 22, clv: i / 1000 })
            .where(eq(picks.id, pick.id));
          return pick.id;
        }),
      ),
    );
    expect(written).toHaveLength(12);
    await expectSumsOfEveryPick('concurrent transactions');
  });

  it('follow a statement that writes many picks at once, and a truncate', async () => {
    const db = database.db;
    const base = await createPick(db, { status: 'published', result: 'win', profit: 22 });
    await db.execute(sql`
      insert into picks (sport, league, home_team, away_team, selection, market, odds, odds_american,
        p_model, edge, stake, bankroll, expected_value, tier, status, min_odds, event_start_time, result, profit, clv)
      select 'nhl', 'NHL', 'H' || g, 'A' || g, 'H' || g, 'h2h', 1.5 + g / 100.0, 110, 0.3 + g / 100.0,
        0.05, g % 7, 1000, 1, (array['vip','exclusivo','platinum','diamante'])[1 + g % 4], 'published', 1.5,
        timestamptz '2026-03-01 00:00:00Z' + make_interval(hours => g * 5),
        (array['win','loss','push', null])[1 + g % 4], (array[1.5, -3, 0, null])[1 + g % 4] * (g % 7),
        (array[0.01, -0.01, null])[1 + g % 3]
      from generate_series(1, 60) g`);
    await expectSumsOfEveryPick('set-based insert');
    await db.update(picks).set({ tier: 'vip' }).where(eq(picks.sport, 'nhl'));
    await expectSumsOfEveryPick('set-based update');
    await db.delete(picks).where(inArray(picks.id, [base.id]));
    await db.execute(sql`delete from picks where sport = 'nhl' and result = 'loss'`);
    await expectSumsOfEveryPick('set-based delete');
    await db.execute(sql`truncate picks cascade`);
    await expectSumsOfEveryPick('truncate');
    expect(await publishedTierSums(db)).toEqual(
      PICK_TIERS.map((tier) => expect.objectContaining({ tier, graded: 0 })),
    );
  });
});

/** Whether a filter of the record selects a graded pick of a sport. */
function selects(filter: RecordFilter, sport: string, pick: GradedPick): boolean {
  return (
    (filter.sport === undefined || sport === filter.sport) &&
    (filter.tier === undefined || pick.tier === filter.tier) &&
    (filter.month === undefined || pick.date.toISOString().startsWith(filter.month))
  );
}

/** A value with every non-integer number replaced by a matcher close to it (float sums' order). */
function closeTo<T>(value: T): T {
  if (typeof value === 'number' && !Number.isInteger(value)) return expect.closeTo(value, 9) as T;
  if (Array.isArray(value)) return value.map(closeTo) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, closeTo(inner)])) as T;
  }
  return value;
}

import { AnalysisLogSchema, type AnalysisLog } from '@arcade/contracts';
import { DEFAULT_MODEL_WEIGHTS, tierFor } from '@arcade/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configSettings, type NewPickRow, picks, type PickRow } from '../../src/db/schema/index';
import { createPickEnricher } from '../../src/modules/ai/pick-enrichment';
import { generatePicks } from '../../src/modules/generation/generation.service';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo, T0 } from './generation-world';

const DAY_MS = 86_400_000;
const TIERS = ['vip', 'exclusivo', 'platinum', 'diamante'] as const;

let t: TestApp;
const enricher = createPickEnricher({ timeoutMs: 1000 }, {} as never);
// Every candidate becomes a pick (no count or per-event cap), so the test knows the run's whole window.
const generate = () =>
  generatePicks(t.database.db, { bankroll: 1000, pickCount: 200, strategy: 'auto' }, { now: T0, enricher });

/** A generated pick of `daysAgo` days before T0 whose analysis log says generation found `edge`. */
function pastPick(edge: number, daysAgo: number, overrides: Partial<NewPickRow> = {}): NewPickRow {
  return {
    eventId: null,
    sport: 'soccer',
    league: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    selection: 'home',
    market: 'h2h',
    odds: 2,
    oddsAmerican: 100,
    pModel: 0.55,
    pMarketFair: 0.5,
    // The stored edge differs from the logged one, as after an odds edit: the logged one counts.
    edge: 0.3,
    stake: 10,
    bankroll: 1000,
    expectedValue: 3,
    tier: 'vip',
    status: 'published',
    minOdds: 1.86,
    timestamp: new Date(T0.getTime() - daysAgo * DAY_MS),
    strategy: 'auto',
    analysisLog: { finalDecision: { tier: 'vip', finalProbability: 0.55, edge } } as AnalysisLog,
    ...overrides,
  };
}

/** The tier by quartile of the mid-rank percentile, computed here on its own. */
function expectedTier(window: readonly number[], edge: number) {
  const below = window.filter((value) => value < edge).length;
  const equal = window.filter((value) => value === edge).length;
  const percentile = (below + equal / 2) / window.length;
  return percentile >= 0.75
    ? 'diamante'
    : percentile >= 0.5
      ? 'platinum'
      : percentile >= 0.25
        ? 'exclusivo'
        : 'vip';
}

const tierLog = (pick: PickRow) =>
  AnalysisLogSchema.parse(pick.analysisLog).chronologicalLog.find((entry) => entry.code?.startsWith('tier_'));

/** 60 past candidates from 1% to 6.9%, inside the window, plus two that must not count. */
const SEEDED = Array.from({ length: 60 }, (_, i) => 0.01 + i * 0.001);
async function seedWindow() {
  await t.database.db.insert(picks).values([
    ...SEEDED.map((edge, i) => pastPick(edge, 1 + (i % 29))),
    // Older than 30 days, and an analyst's manual pick: neither went through the policy lately.
    pastPick(0.2, 31),
    pastPick(0.2, 2, { strategy: 'manual' }),
  ]);
}

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['soccer', 'nba', 'nfl', 'nhl']);
  await t.database.db.update(configSettings).set({ maxPicksPerEvent: 5 });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(picks);
  await t.database.db.update(configSettings).set({ tierMode: 'rank' });
});

describe(`tiers of generated picks on ${testDatabaseMode}`, () => {
  it('ranks each pick’s edge among the last 30 days of candidates: quartiles, larger edges in higher tiers', async () => {
    await seedWindow();
    const result = await generate();
    expect(result.picks.length).toBe(result.candidates);
    expect(result.picks.length).toBeGreaterThan(3);
    const window = [...SEEDED, ...result.picks.map((pick) => pick.edge)];
    for (const pick of result.picks) {
      expect(pick.tier).toBe(expectedTier(window, pick.edge));
      expect(tierLog(pick)).toMatchObject({
        code: 'tier_by_rank',
        values: { tier: pick.tier, window: window.length, days: 30 },
      });
    }
    // The run's edges spread over the seeded ones: more than one tier, each above the one below.
    const byTier = TIERS.map((tier) => result.picks.filter((p) => p.tier === tier).map((p) => p.edge));
    expect(byTier.filter((edges) => edges.length > 0).length).toBeGreaterThan(1);
    for (let i = 1; i < byTier.length; i++) {
      const lower = byTier.slice(0, i).flat();
      for (const edge of byTier[i] as number[])
        for (const below of lower) expect(edge).toBeGreaterThan(below);
    }
    // Where the fixed thresholds would have tiered some pick otherwise, the rank decided.
    expect(
      result.picks.some(
        (pick) =>
          pick.tier !==
          tierFor(pick.edge, AnalysisLogSchema.parse(pick.analysisLog).consensus?.agreementPercentage ?? 0),
      ),
    ).toBe(true);
  });

  it('leaves out of the window a second market on an event the per-event cap gives one pick', async () => {
    await seedWindow();
    // Priced on the models alone, several markets of one event clear the rules.
    const modelsOnly = Object.fromEntries(
      ['soccer', 'nba', 'nfl', 'nhl'].map((sport) => [sport, { h2h: 1, spreads: 1, totals: 1 }]),
    );
    await t.database.db.update(configSettings).set({ maxPicksPerEvent: 1, modelWeights: modelsOnly });
    try {
      const result = await generate();
      // Some events had more than one candidate; each gave one pick, and only that pick's edge counts.
      expect(result.candidates).toBeGreaterThan(result.picks.length);
      const window = [...SEEDED, ...result.picks.map((pick) => pick.edge)];
      for (const pick of result.picks) {
        expect(tierLog(pick)).toMatchObject({ code: 'tier_by_rank', values: { window: window.length } });
        expect(pick.tier).toBe(expectedTier(window, pick.edge));
      }
    } finally {
      await t.database.db
        .update(configSettings)
        .set({ maxPicksPerEvent: 5, modelWeights: DEFAULT_MODEL_WEIGHTS });
    }
  });

  it('falls back to the fixed thresholds while the window holds fewer than 40 candidates (a new install)', async () => {
    const result = await generate();
    expect(result.picks.length).toBeGreaterThan(0);
    expect(result.candidates).toBeLessThan(40);
    for (const pick of result.picks) {
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      expect(pick.tier).toBe(tierFor(pick.edge, log.consensus?.agreementPercentage ?? 0));
      expect(tierLog(pick)).toMatchObject({
        code: 'tier_by_thresholds',
        values: { window: result.candidates, minimum: 40 },
      });
    }
  });

  it('follows the fixed thresholds when the configuration says so, however full the window', async () => {
    await seedWindow();
    await t.database.db.update(configSettings).set({ tierMode: 'fixed' });
    const result = await generate();
    expect(result.picks.length).toBeGreaterThan(0);
    for (const pick of result.picks) {
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      expect(pick.tier).toBe(tierFor(pick.edge, log.consensus?.agreementPercentage ?? 0));
      expect(tierLog(pick)).toMatchObject({ code: 'tier_fixed', values: { tier: pick.tier } });
    }
  });
});

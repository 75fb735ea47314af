import { AnalysisLogSchema } from '@arcade/contracts';
import { DEFAULT_MODEL_WEIGHTS, edge as edgeOf, kellyStake, pooledProbability, tierFor } from '@arcade/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, events, odds, picks } from '../../src/db/schema/index';
import { createPickEnricher } from '../../src/modules/ai/pick-enrichment';
import { generatePicks, type GenerationRequest } from '../../src/modules/generation/generation.service';
import { withdrawPick } from '../../src/modules/picks/pick-record.service';
import { createAccount } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo, T0 } from './generation-world';

let t: TestApp;
const enricher = createPickEnricher({ timeoutMs: 1000 }, {} as never);
const request = (overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  bankroll: 1000,
  pickCount: 10,
  strategy: 'auto',
  ...overrides,
});
const generate = (
  overrides: Partial<GenerationRequest> = {},
  onProgress?: (p: { current: number; total: number }) => void,
) =>
  generatePicks(t.database.db, request(overrides), {
    now: T0,
    enricher,
    ...(onProgress ? { onProgress } : {}),
  });
const setFormula = (pickFormula: string | null) => t.database.db.update(configSettings).set({ pickFormula });
const setConfig = (values: Partial<typeof configSettings.$inferInsert>) =>
  t.database.db.update(configSettings).set(values);
const keyOf = (pick: { eventId: string | null; market: string; selection: string }) =>
  `${pick.eventId}|${pick.market}|${pick.selection}`;

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['soccer', 'nba']);
});
afterAll(async () => t?.close());

describe(`pick generation on ${testDatabaseMode}`, () => {
  it('stores value picks as pending with every number consistent and a full analysis log', async () => {
    const progress: number[] = [];
    const result = await generate({ pickCount: 30 }, (p) => progress.push(p.current));
    expect(result.analysed).toBeGreaterThan(10);
    expect(progress).toEqual(Array.from({ length: result.analysed }, (_, i) => i + 1));
    expect(result.picks.length).toBeGreaterThan(0);
    expect(result.picks.length).toBeLessThanOrEqual(30);
    // The models price spreads and totals too (Dixon–Coles for soccer, Elo margins for the NBA).
    expect(new Set(result.picks.map((p) => p.market)).size).toBeGreaterThan(1);
    for (const pick of result.picks) {
      expect(pick.status).toBe('pending');
      const sides = { h2h: ['home', 'draw', 'away'], spreads: ['home', 'away'], totals: ['over', 'under'] };
      expect(sides[pick.market]).toContain(pick.selection);
      expect(pick.line === null).toBe(pick.market === 'h2h');
      expect(pick.edge).toBeCloseTo(edgeOf(pick.pModel, pick.odds), 5);
      expect(pick.edge).toBeGreaterThanOrEqual(0.02);
      expect(pick.odds).toBeGreaterThanOrEqual(1.67);
      expect(pick.odds).toBeLessThanOrEqual(3);
      expect(pick.pModel).toBeGreaterThanOrEqual(0.5);
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      // The stake is in cents, from the unrounded probability the log keeps; the stored pModel is
      // that probability to six places, which can move a stake that sits on a half cent.
      const finalProbability = log.finalDecision?.finalProbability as number;
      expect(pick.pModel).toBeCloseTo(finalProbability, 6);
      const stake = kellyStake({
        bankroll: 1000,
        probability: finalProbability,
        odds: pick.odds,
        fraction: 0.25,
        maxStakePercent: 0.015,
      }).stake;
      expect(pick.stake).toBeCloseTo(stake, 2);
      expect(pick.expectedValue).toBeCloseTo(pick.edge * pick.stake, 1);
      expect(pick.tier).toBe(tierFor(pick.edge, log.consensus?.agreementPercentage ?? 0));
      const shapes = { h2h: / ML$|^Draw \(/, spreads: / [+-]\d+\.5$/, totals: /^(Over|Under) \d+\.5$/ };
      expect(pick.displayLine).toMatch(shapes[pick.market]);
      expect(log.sportsAnalysis?.predictions.length).toBeGreaterThan(0);
      expect(log.consensus?.hasConsensus).toBe(true);
      expect(log.marketEvaluation?.shouldBet).toBe(true);
      expect(log.finalDecision?.tier).toBe(pick.tier);
      expect(new Set(log.chronologicalLog.map((e) => e.phase))).toEqual(new Set(['1', '2', '3', '4']));
      expect(
        log.chronologicalLog.some((e) => e.code === 'ai_skipped' && e.values?.reason === 'not_configured'),
      ).toBe(true);
      // The forecast it was priced on: the pool of the market's fair probability and the strategies'.
      const market = log.marketEvaluation;
      // The book of the price is the pick's own column, which subscribers see beside the price.
      expect(pick.bookmaker).toBe(market?.bookmaker);
      expect(pick.bookmaker).toEqual(expect.any(String));
      expect(pick.oddsEnteredByHand).toBe(false);
      expect(market?.pMarketFair).toBeCloseTo(pick.pMarketFair as number, 6);
      expect(market?.pStrategies).toBe(log.consensus?.consolidatedProbability);
      expect(market?.modelWeight).toBe(0);
      expect(['sharp', 'average']).toContain(market?.marketSource);
      const pooled = market?.pooledProbability as number;
      expect(pooled).toBe(pooledProbability(market?.pMarketFair as number, market?.pStrategies as number, 0));
      // With the default weights (0 for every sport) the pick is priced on the market's fair price.
      expect(pooled).toBe(market?.pMarketFair);
      expect(pick.pModel).toBeCloseTo(pick.pMarketFair as number, 6);
      const pooledLine = log.chronologicalLog.filter((e) => e.code === 'pooled_forecast');
      expect(pooledLine).toHaveLength(1);
      expect(pooledLine[0]).toMatchObject({
        phase: '3',
        values: {
          market: pick.market,
          pMarket: market?.pMarketFair,
          source: market?.marketSource,
          pStrategies: market?.pStrategies,
          weight: 0,
          pModel: pooled,
        },
      });
    }
    const edges = result.picks.map((p) => p.edge);
    expect(edges).toEqual([...edges].sort((a, b) => b - a));
  });

  it('shows, on a spread or total pick, each strategy’s view of that line, from which the consensus follows', async () => {
    await t.database.db.delete(picks);
    const linePicks = (await generate({ pickCount: 50 })).picks.filter((p) => p.market !== 'h2h');
    expect(linePicks.length).toBeGreaterThan(0);
    for (const pick of linePicks) {
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      const predictions = log.sportsAnalysis?.predictions ?? [];
      const sides = pick.market === 'totals' ? ['over', 'under'] : ['home', 'away'];
      const line = pick.line as number;
      // The opposite side of a spread is the other team at the negated line; a total is one line.
      const lineOf = (winner: string) =>
        winner === pick.selection || pick.market === 'totals' ? line : -line;
      expect(predictions.length).toBeGreaterThan(0);
      for (const prediction of predictions) {
        expect(sides).toContain(prediction.winner);
        expect(prediction).toMatchObject({ market: pick.market, line: lineOf(prediction.winner) });
        expect(prediction.probability).toBeGreaterThanOrEqual(0.5);
      }
      const agreeing = predictions.filter((p) => p.winner === pick.selection);
      const mean = agreeing.reduce((sum, p) => sum + p.probability, 0) / agreeing.length;
      expect(log.consensus).toMatchObject({
        hasConsensus: true,
        consensusWinner: pick.selection,
        agreementCount: agreeing.length,
        totalStrategies: predictions.length,
      });
      expect(agreeing.length * 2).toBeGreaterThan(predictions.length);
      expect(log.consensus?.consolidatedProbability).toBeCloseTo(mean, 12);
      // Without the AI, the pick is priced on the pool of the market's fair probability and that
      // mean; a line market has no fitted model weight, so the pool is the market's own price.
      expect(log.marketEvaluation?.pStrategies).toBeCloseTo(mean, 12);
      expect(log.marketEvaluation?.modelWeight).toBe(0);
      expect(pick.pModel).toBeCloseTo(pooledProbability(pick.pMarketFair as number, mean, 0), 6);
      const phase1 = log.chronologicalLog.filter((e) => e.code === 'strategy_prediction');
      expect(phase1.map((e) => e.values?.strategy)).toEqual(predictions.map((p) => p.strategy));
      for (const entry of phase1) {
        expect(entry.values).toMatchObject({
          market: pick.market,
          line: lineOf(String(entry.values?.winner)),
        });
      }
    }
  });

  it('never stores the same event, market and selection twice while one is live', async () => {
    const again = await generate({ pickCount: 50 });
    const all = await t.database.db.select().from(picks);
    const keys = all.map((p) => `${p.eventId}|${p.market}|${p.selection}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(again.candidates).toBeGreaterThanOrEqual(again.picks.length);
  });

  it('never proposes again a pick withdrawn for the same event, market and selection', async () => {
    await t.database.db.delete(picks);
    const [first] = (await generate({ pickCount: 1 })).picks;
    if (!first) throw new Error('the demo market gave no pick');
    await t.database.db
      .update(picks)
      .set({ status: 'published', minOdds: 1.5 })
      .where(eq(picks.id, first.id));
    const admin = await createAccount(t.database.db, { role: 'admin' });
    await withdrawPick(
      t.database.db,
      first.id,
      { reason: 'Line pulled before kick-off' },
      { id: admin.id, email: admin.email },
      T0,
    );
    const again = await generate({ eventId: first.eventId ?? undefined, pickCount: 10 });
    expect(again.picks.map(keyOf)).not.toContain(keyOf(first));
    expect(again.rejections).toMatchObject({ withdrawn_before: 1 });
    // Another event's picks are not held back by it.
    expect((await generate({ pickCount: 3 })).picks.map(keyOf)).not.toContain(keyOf(first));
  });

  it('says honestly when nothing has value', async () => {
    await setFormula('false');
    const result = await generate();
    await setFormula(null);
    expect(result.picks).toEqual([]);
    expect(result.message).toMatch(/^No value found today/);
  });

  it('ranks by the formula when it returns a number, and refuses a saved formula that does not parse', async () => {
    await t.database.db.delete(picks);
    await setFormula('edge * agreement');
    const ranked = await generate({ pickCount: 3 });
    const scores = ranked.picks.map((p) => {
      const log = AnalysisLogSchema.parse(p.analysisLog);
      return log.marketEvaluation?.formulaScore as number;
    });
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await setFormula('edge >>> 1');
    await expect(generate()).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await setFormula(null);
  });

  it('analyses one event when asked, and refuses an event that is not upcoming', async () => {
    const [event] = await t.database.db
      .select()
      .from(events)
      .where(sql`${events.startTime} > ${T0.toISOString()}::timestamptz and ${events.status} = 'upcoming'`)
      .limit(1);
    const one = await generate({ eventId: event?.id });
    expect(one.analysed).toBe(1);
    await expect(generate({ eventId: crypto.randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a market whose best prices add up to an arbitrage (a typo or a stale book)', async () => {
    const [event] = await t.database.db
      .select()
      .from(events)
      .where(
        sql`${events.startTime} > ${T0.toISOString()}::timestamptz and ${events.status} = 'upcoming' and ${events.sport} = 'soccer'`,
      )
      .limit(1);
    if (!event) throw new Error('the demo has no upcoming soccer event');
    const typo = (selection: string, price: number) => ({
      eventId: event.id,
      bookmaker: 'typo-book',
      market: 'h2h' as const,
      selection,
      odds: price,
      timestamp: new Date(T0.getTime() - 1_800_000),
    });
    await t.database.db.insert(odds).values([typo('home', 9), typo('draw', 9), typo('away', 9)]);
    const result = await generate({ eventId: event.id, strategy: 'market-inefficiency' });
    await t.database.db.delete(odds).where(eq(odds.bookmaker, 'typo-book'));
    expect(result.picks).toEqual([]);
    expect(result.rejections.implausible_prices).toBe(1);
  });

  it('runs a named strategy only on the sports it covers', async () => {
    const epaOnSoccer = await generate({ strategy: 'epa', sport: 'soccer' });
    expect(epaOnSoccer.analysed).toBe(0);
    const nbaOnly = await generate({ sport: 'nba', strategy: 'danyscore' });
    const upcomingNba = (await t.database.db.select().from(events).where(eq(events.sport, 'nba'))).filter(
      (e) => e.status === 'upcoming' && e.startTime > T0,
    );
    expect(upcomingNba.length).toBeGreaterThan(0);
    expect(nbaOnly.analysed).toBe(upcomingNba.length);
    for (const pick of nbaOnly.picks) expect(pick).toMatchObject({ sport: 'nba', strategy: 'danyscore' });
  });

  it('stops at once when cancelled, storing nothing', async () => {
    await t.database.db.delete(picks);
    const controller = new AbortController();
    const run = generatePicks(t.database.db, request(), {
      now: T0,
      enricher,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.current === 3) controller.abort(new Error('closed'));
      },
    });
    await expect(run).rejects.toThrow('closed');
    expect(await t.database.db.select().from(picks)).toEqual([]);
  });
});

// Priced on the strategies alone (every weight 1), the demo has events with several candidates; on
// the market alone (the default) it has three candidates in all, none two on one event.
const MODELS_ONLY = Object.fromEntries(
  ['soccer', 'nba'].map((sport) => [sport, { h2h: 1, spreads: 1, totals: 1 }]),
);

describe(`one bet per event, and no rule loosened, on ${testDatabaseMode}`, () => {
  afterAll(() =>
    setConfig({ maxPicksPerEvent: 1, edgeThreshold: 0.02, modelWeights: DEFAULT_MODEL_WEIGHTS }),
  );

  it('gives an event with a moneyline and a spread candidate one pick by default, two when the cap is 2', async () => {
    await t.database.db.delete(picks);
    await setConfig({ maxPicksPerEvent: 3, modelWeights: MODELS_ONLY });
    const open = await generate({ pickCount: 50 });
    await t.database.db.delete(picks);
    const markets = new Map<string, string[]>();
    for (const pick of open.picks)
      markets.set(pick.eventId as string, [...(markets.get(pick.eventId as string) ?? []), pick.market]);
    // An event whose only candidates are a moneyline and a spread: one opinion staked twice.
    const eventId = [...markets].find(([, list]) => [...list].sort().join() === 'h2h,spreads')?.[0];
    if (!eventId) throw new Error('the demo has no event with exactly a moneyline and a spread candidate');

    await setConfig({ maxPicksPerEvent: 2 });
    const two = await generate({ eventId });
    expect(two.candidates).toBe(2);
    expect(two.picks.map((p) => p.market).sort()).toEqual(['h2h', 'spreads']);
    expect(two.rejections.event_cap).toBeUndefined();

    await t.database.db.delete(picks);
    await setConfig({ maxPicksPerEvent: 1 });
    const one = await generate({ eventId });
    expect(one.candidates).toBe(2);
    expect(one.picks).toHaveLength(1);
    // The better of the two by edge (no formula), the other refused by the cap.
    const best = [...two.picks].sort((a, b) => b.edge - a.edge)[0];
    expect(keyOf(one.picks[0] as (typeof one.picks)[number])).toBe(keyOf(best as (typeof two.picks)[number]));
    expect(one.rejections.event_cap).toBe(1);
  });

  it('gives an event that already has a live pick none more', async () => {
    const live = await t.database.db.select().from(picks);
    expect(live).toHaveLength(1);
    const eventId = live[0]?.eventId as string;
    const again = await generate({ eventId });
    expect(again.picks).toEqual([]);
    // The same selection is already picked; the event's other candidate is over the cap.
    expect(again.rejections).toMatchObject({ already_picked: 1, event_cap: 1 });
    expect(await t.database.db.select().from(picks)).toHaveLength(1);
  });

  it('with pickCount 50 and few valid candidates, gives only those', async () => {
    await t.database.db.delete(picks);
    await setConfig({ maxPicksPerEvent: 3, modelWeights: DEFAULT_MODEL_WEIGHTS });
    const all = await generate({ pickCount: 50 });
    // No cap bound and no AI: every candidate is a pick, and there are fewer than asked for.
    expect(all.picks).toHaveLength(all.candidates);
    expect(all.picks.length).toBeLessThan(50);
    // A stricter edge threshold (the settings keep four decimals) leaves fewer valid candidates.
    const edges = all.picks.map((p) => p.edge);
    const threshold = [0.025, 0.03, 0.035, 0.04, 0.05, 0.06].find((limit) => {
      const above = edges.filter((e) => e >= limit).length;
      return above > 0 && above < edges.length && edges.every((e) => Math.abs(e - limit) > 1e-5);
    });
    if (threshold === undefined) throw new Error(`no threshold splits the edges ${edges.join(', ')}`);
    await t.database.db.delete(picks);
    await setConfig({ edgeThreshold: threshold });
    const strict = await generate({ pickCount: 50 });
    await setConfig({ edgeThreshold: 0.02 });
    const expected = all.picks.filter((p) => p.edge >= threshold).map(keyOf);
    expect(strict.picks.map(keyOf).sort()).toEqual(expected.sort());
    expect(strict.picks.length).toBeLessThan(all.picks.length);
    for (const pick of strict.picks) expect(pick.edge).toBeGreaterThanOrEqual(threshold);
    expect(strict.rejections.below_edge_threshold).toBeGreaterThan(all.rejections.below_edge_threshold ?? 0);
  });

  it('prices a moneyline on the pool of market and models when the models have weight', async () => {
    await t.database.db.delete(picks);
    await setConfig({ maxPicksPerEvent: 1, modelWeights: { nba: { h2h: 0.5 } } });
    const result = await generate({ sport: 'nba', pickCount: 50 });
    await setConfig({ modelWeights: DEFAULT_MODEL_WEIGHTS });
    const moneylines = result.picks.filter((p) => p.market === 'h2h');
    expect(moneylines.length).toBeGreaterThan(0);
    for (const pick of result.picks) {
      const market = AnalysisLogSchema.parse(pick.analysisLog).marketEvaluation;
      const weight = pick.market === 'h2h' ? 0.5 : 0;
      expect(market?.modelWeight).toBe(weight);
      const pooled = pooledProbability(market?.pMarketFair as number, market?.pStrategies as number, weight);
      expect(market?.pooledProbability).toBe(pooled);
      expect(pick.pModel).toBeCloseTo(pooled, 6);
    }
    // A half-weighted model moves the price off the market's own.
    expect(moneylines.some((p) => Math.abs(p.pModel - (p.pMarketFair as number)) > 1e-3)).toBe(true);
  });
});

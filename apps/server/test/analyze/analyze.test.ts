import {
  americanToDecimal,
  decimalToAmerican,
  edge as edgeOf,
  pooledProbability,
  strategiesFor,
} from '@arcade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo } from '../generation/generation-world';
import {
  analysisOf,
  expectSameAnalysis,
  evaluatedEvent,
  post,
  pricedEvents,
  regularCookie,
  unscheduledPair,
} from './analyze-world';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['soccer', 'nba'], new Date());
});
afterAll(async () => t?.close());

const eventRow = async (id: string) =>
  (await t.database.db.select().from(events).where(eq(events.id, id)))[0] as typeof events.$inferSelect;

describe(`POST /api/analyze-pick on ${testDatabaseMode}`, () => {
  it("answers every strategy's prediction or abstention, the consensus and the priced consensus side", async () => {
    const { id, analysis } = await evaluatedEvent(t, 'nba');
    const event = await eventRow(id);
    expect(analysis.event).toMatchObject({
      id,
      sport: 'nba',
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
    });
    expect(analysis.pickType).toBe('moneyline');
    const named = [...analysis.predictions, ...analysis.abstentions].map((r) => r.strategy).sort();
    expect(named).toEqual(
      strategiesFor('nba', 'auto')
        .map((s) => s.name)
        .sort(),
    );
    for (const p of analysis.predictions) {
      expect([event.homeTeam, event.awayTeam]).toContain(p.winnerTeamName);
      expect(p.winProbability).toBeGreaterThan(0);
      expect(p.winProbability).toBeLessThan(1);
    }
    for (const a of analysis.abstentions) expect(a.reason.length).toBeGreaterThan(0);
    const { consensus } = analysis;
    expect(consensus.hasConsensus).toBe(true);
    expect(consensus.totalStrategies).toBe(analysis.predictions.length);
    const agreeing = analysis.predictions.filter((p) => p.side === consensus.side);
    expect(consensus.agreementCount).toBe(agreeing.length);
    expect(consensus.consolidatedProbability).toBeCloseTo(
      agreeing.reduce((s, p) => s + p.winProbability, 0) / agreeing.length,
      10,
    );
    const market = analysis.marketEvaluation;
    if (!market) throw new Error('no market evaluation');
    expect(market.priceSource).toBe('market');
    expect(market.side).toBe(consensus.side);
    expect(market.teamName).toBe(consensus.consensusTeamName);
    expect(market.oddsAmerican).toBe(decimalToAmerican(market.bestOdds));
    expect(market.bookmakers).toBeGreaterThanOrEqual(1);
    expect(market.pStrategies).toBe(consensus.consolidatedProbability);
    // The pooled forecast: the market's fair probability and the strategies', weighted per sport.
    expect(market.pModel).toBe(
      pooledProbability(market.pMarketFair as number, market.pStrategies, market.modelWeight as number),
    );
    expect(market.edge).toBeCloseTo(edgeOf(market.pModel as number, market.bestOdds), 12);
    expect(market.shouldBet ? market.suggestedStake > 0 : market.suggestedStake === 0).toBe(true);
    expect(market.suggestedStake).toBeLessThanOrEqual(15);
    expect(market.bankroll).toBe(1000);
    expect(analysis.marketNote).toBeNull();
    expect(analysis.ai).toEqual({ status: 'skipped', reason: 'not_configured' });
  });

  it('analyses the spread and the total at the line most books quote, from each strategy’s view of that line', async () => {
    const [id] = await pricedEvents(t, 'soccer');
    const cookie = await regularCookie(t);
    const total = analysisOf(await post(t, '/api/analyze-pick', { eventId: id, pickType: 'total' }, cookie));
    expect(total.pickType).toBe('total');
    expect(total.line).not.toBeNull();
    for (const p of total.predictions) {
      expect(['over', 'under']).toContain(p.side);
      expect(p.line).toBe(total.line);
      expect(p.winnerTeamName).toBeNull();
    }
    expect(total.predictions.length).toBeGreaterThan(0);
    const spread = analysisOf(
      await post(t, '/api/analyze-pick', { eventId: id, pickType: 'spread' }, cookie),
    );
    expect(spread.line).not.toBeNull();
    for (const p of spread.predictions) expect(['home', 'away']).toContain(p.side);
  });

  it('refuses an unknown event (404), a malformed id (400) and an event that has started (400)', async () => {
    const cookie = await regularCookie(t);
    const unknown = await post(t, '/api/analyze-pick', { eventId: crypto.randomUUID() }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Event not found');
    expect((await post(t, '/api/analyze-pick', { eventId: 'not-a-uuid' }, cookie)).statusCode).toBe(400);
    expect((await post(t, '/api/analyze-pick', {}, cookie)).statusCode).toBe(400);
    const bad = await post(
      t,
      '/api/analyze-pick',
      { eventId: crypto.randomUUID(), pickType: 'parlay' },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    const [id] = await pricedEvents(t, 'nba');
    const event = await eventRow(id as string);
    await t.database.db.update(events).set({ status: 'finished' }).where(eq(events.id, event.id));
    try {
      const started = await post(t, '/api/analyze-pick', { eventId: event.id }, cookie);
      expect(started.statusCode).toBe(400);
      expect(started.json().error).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'event_started' });
      expect(started.json().error.message).toMatch(/already started or finished/);
    } finally {
      await t.database.db.update(events).set({ status: 'upcoming' }).where(eq(events.id, event.id));
    }
  });

  it('answers 401 to anonymous callers on both routes', async () => {
    const [id] = await pricedEvents(t, 'nba');
    expect((await post(t, '/api/analyze-pick', { eventId: id })).statusCode).toBe(401);
    const manual = {
      sport: 'nba',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      pickType: 'moneyline',
    };
    expect((await post(t, '/api/analyze-pick-manual', manual)).statusCode).toBe(401);
  });
});

describe(`POST /api/analyze-pick-manual on ${testDatabaseMode}`, () => {
  it("finds the teams' upcoming event (names through the aliases, either way round) and prices it", async () => {
    const { id } = await evaluatedEvent(t, 'nba');
    const event = await eventRow(id);
    const cookie = await regularCookie(t);
    const manual = analysisOf(
      await post(
        t,
        '/api/analyze-pick-manual',
        {
          sport: 'nba',
          homeTeam: `  ${event.awayTeam.toUpperCase()} `,
          awayTeam: event.homeTeam.toLowerCase(),
          pickType: 'moneyline',
        },
        cookie,
      ),
    );
    expect(manual.event).toMatchObject({ id, homeTeam: event.homeTeam, awayTeam: event.awayTeam });
    expect(manual.marketEvaluation?.priceSource).toBe('market');
    const byEvent = analysisOf(await post(t, '/api/analyze-pick', { eventId: id }, cookie));
    expectSameAnalysis(manual, byEvent);
  });

  it('prices the odds entered (American) on the market’s fair probability when the event is priced', async () => {
    const { id } = await evaluatedEvent(t, 'nba');
    const event = await eventRow(id);
    const res = await post(
      t,
      '/api/analyze-pick-manual',
      { sport: 'nba', homeTeam: event.homeTeam, awayTeam: event.awayTeam, pickType: 'moneyline', odds: 150 },
      await regularCookie(t),
    );
    const market = analysisOf(res).marketEvaluation;
    expect(market).toMatchObject({
      priceSource: 'entered',
      bestOdds: 2.5,
      oddsAmerican: 150,
      bookmaker: null,
    });
    expect(market?.pMarketFair).not.toBeNull();
    expect(market?.edge).toBeCloseTo(edgeOf(market?.pModel as number, 2.5), 12);
  });

  it('runs the models on the league’s history alone when no game of the two is scheduled (no prices invented)', async () => {
    const { home, away } = await unscheduledPair(t, 'NBA');
    const cookie = await regularCookie(t);
    const body = { sport: 'nba', homeTeam: home, awayTeam: away, pickType: 'moneyline' };
    const analysis = analysisOf(await post(t, '/api/analyze-pick-manual', body, cookie));
    expect(analysis.event).toMatchObject({ id: null, league: 'NBA', homeTeam: home, startTime: null });
    expect(analysis.predictions.length).toBeGreaterThan(0);
    expect(analysis.predictions.every((p) => p.source === 'model')).toBe(true);
    expect(analysis.abstentions.map((a) => a.strategy)).toContain('market-inefficiency');
    expect(analysis.marketEvaluation).toBeNull();
    expect(analysis.marketNote).toBe(analysis.consensus.hasConsensus ? 'no_event' : 'no_consensus');
    if (!analysis.consensus.hasConsensus) return;
    // With odds entered: the edge on the strategies' probability, the fair probability unknown, no bet.
    const priced = analysisOf(await post(t, '/api/analyze-pick-manual', { ...body, odds: -120 }, cookie));
    expect(priced.marketEvaluation).toMatchObject({
      priceSource: 'entered',
      pMarketFair: null,
      pModel: null,
      shouldBet: false,
      shouldBetReason: 'no_fair_probability',
      suggestedStake: 0,
    });
    expect(priced.marketEvaluation?.bestOdds).toBe(americanToDecimal(-120));
    // A spread without a quoted line: no strategy can price one.
    const spread = analysisOf(
      await post(t, '/api/analyze-pick-manual', { ...body, pickType: 'spread' }, cookie),
    );
    expect(spread.predictions).toEqual([]);
    expect(spread.marketNote).toBe('no_event');
  });

  it('refuses an unknown team with suggestions, and bad input, with 400', async () => {
    const cookie = await regularCookie(t);
    const base = { sport: 'nba', homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat', pickType: 'moneyline' };
    const typo = await post(t, '/api/analyze-pick-manual', { ...base, awayTeam: 'Miami Heet' }, cookie);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error).toMatchObject({ reason: 'unknown_team', details: { side: 'away' } });
    expect(typo.json().error.details.suggestions).toContain('Miami Heat');
    const invented = await post(
      t,
      '/api/analyze-pick-manual',
      { ...base, homeTeam: 'Springfield Atoms' },
      cookie,
    );
    expect(invented.statusCode).toBe(400);
    expect(invented.json().error.reason).toBe('unknown_team');
    for (const bad of [
      { ...base, homeTeam: undefined },
      { ...base, awayTeam: ' ' },
      { ...base, sport: 'curling' },
      { ...base, pickType: 'parlay' },
      { ...base, odds: 50 },
      { ...base, odds: 1.9 },
      { ...base, awayTeam: 'boston celtics' },
    ]) {
      const res = await post(t, '/api/analyze-pick-manual', bad, cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

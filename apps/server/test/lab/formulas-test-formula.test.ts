import { ApiErrorSchema, TestFormulaResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { seedFormulaWorld } from './formulas-fixture';

let t: TestApp;
let adminCookie: string;
let userCookie: string;
let world: Awaited<ReturnType<typeof seedFormulaWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  const user = await createAccount(t.database.db);
  userCookie = await loginAs(t.app, user.email, user.plainPassword);
  world = await seedFormulaWorld(t.database.db);
});
afterAll(async () => t?.close());

const defaults = { edgeThreshold: 0.02, minOdds: 1.67, minProbability: 0.5, kellyFraction: 0.25 };
const testFormula = (payload: object, cookie = adminCookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/test-formula', headers: { cookie }, payload });

describe(`POST /api/admin/test-formula on ${testDatabaseMode}`, () => {
  it('replays the saved (empty) formula and gives the figures worked out by hand in the fixture', async () => {
    const res = await testFormula(defaults);
    expect(res.statusCode).toBe(200);
    const body = TestFormulaResponseSchema.parse(res.json());
    expect(body.formula).toBeNull();
    expect(body.sources).toEqual({
      picks: 3,
      history: 4,
      historyRuns: [{ runId: world.newestRunId, sport: 'soccer', completedAt: world.newestCompletedAt }],
    });
    for (const figures of [body.tested, body.current]) {
      expect(figures).toMatchObject({
        totalPicks: 5,
        wins: 2,
        losses: 1,
        pushes: 1,
        pending: 1,
        staked: 54.86,
        profit: 24.64,
        clvBets: 2,
        beatCloseRate: 1,
      });
      expect(figures.roi).toBeCloseTo(0.449143, 6);
      expect(figures.winRate).toBeCloseTo(2 / 3, 10);
      expect(figures.clv).toBeCloseTo(0.042, 10);
      expect(figures.roiInterval).not.toBeNull();
    }
    expect(body.tested.curve.at(-1)).toEqual({ date: '2024-03-02', profit: 24.64 });
    expect(body.neutralFilled).toBe(0);
  });

  it('replays a new formula beside the current one, counting the picks that needed a neutral value', async () => {
    const res = await testFormula({ ...defaults, formula: 'odds >= 2 and agreement >= 0.5' });
    const body = TestFormulaResponseSchema.parse(res.json());
    expect(body.formula).toBe('odds >= 2 and agreement >= 0.5');
    expect(body.tested).toMatchObject({
      totalPicks: 3,
      wins: 2,
      losses: 1,
      pending: 0,
      staked: 45,
      profit: 19.5,
    });
    expect(body.tested.roi).toBeCloseTo(0.433333, 6);
    expect(body.current.totalPicks).toBe(5);
    expect(body.neutralFilled).toBe(2);
  });

  it('counts the candidates a formula fails on and answers the first failure with its code and column', async () => {
    const res = await testFormula({ ...defaults, formula: '1 / (edge - edge) > 0' });
    const body = TestFormulaResponseSchema.parse(res.json());
    // Every candidate that clears the rules (six: a formula overrides the sweet spot) fails.
    expect(body.tested).toMatchObject({ totalPicks: 0, formulaErrors: 6 });
    expect(body.tested.firstFormulaError).toEqual({
      code: 'division_by_zero',
      params: {},
      column: 3,
      message: 'Division by zero at column 3',
    });
    expect(body.current.firstFormulaError).toBeNull();
  });

  it('judges the current formula with the saved parameters, whatever the tested ones', async () => {
    const res = await testFormula({ ...defaults, minProbability: 0.55 });
    const body = TestFormulaResponseSchema.parse(res.json());
    // Only P3 (p 0.55, pending) and C4 (p 0.60, a push) clear p ≥ 0.55.
    expect(body.tested).toMatchObject({ totalPicks: 2, pending: 1, pushes: 1, staked: 15, profit: 0 });
    expect(body.current.totalPicks).toBe(5);
  });

  it('uses the saved formula when none is sent, and compares it with itself', async () => {
    await t.database.db.update(configSettings).set({ pickFormula: 'odds >= 2' });
    try {
      const body = TestFormulaResponseSchema.parse((await testFormula(defaults)).json());
      expect(body.formula).toBe('odds >= 2');
      expect(body.currentFormula).toBe('odds >= 2');
      // P1, P3 (pending), C2, C3 (the formula overrides the sweet spot).
      expect(body.tested.totalPicks).toBe(4);
      expect(body.current).toEqual(body.tested);
    } finally {
      await t.database.db.update(configSettings).set({ pickFormula: null });
    }
  });

  it('filters by sport and by dates', async () => {
    const nba = TestFormulaResponseSchema.parse((await testFormula({ ...defaults, sport: 'nba' })).json());
    expect(nba.sources).toMatchObject({ picks: 3, history: 0, historyRuns: [] });
    const march = TestFormulaResponseSchema.parse(
      (await testFormula({ ...defaults, from: '2024-03-02T00:00:00Z', to: '2024-03-31T00:00:00Z' })).json(),
    );
    expect(march.sources).toMatchObject({ picks: 2, history: 0 });
  });

  it('refuses a formula that does not parse with its code, params and column', async () => {
    const res = await testFormula({ ...defaults, formula: 'edge >= 0.02 and banana' });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.message).toMatch(/Unknown variable 'banana' at column 18/);
    expect(body.error.reason).toBe('invalid_formula');
    expect(body.error.details).toEqual({ code: 'unknown_variable', params: { name: 'banana' }, column: 18 });
  });

  it.each([
    ['kellyFraction 0', { kellyFraction: 0 }],
    ['kellyFraction above 1', { kellyFraction: 1.5 }],
    ['edgeThreshold above 0.5', { edgeThreshold: 0.6 }],
    ['negative edgeThreshold', { edgeThreshold: -0.01 }],
    ['minOdds below 1.01', { minOdds: 1 }],
    ['minProbability 1', { minProbability: 1 }],
    ['maxStakePercent above 0.1', { maxStakePercent: 0.2 }],
    ['an unknown sport', { sport: 'cricket' }],
    ['a date that is not ISO', { from: 'yesterday' }],
    ['from after to', { from: '2024-05-01T00:00:00Z', to: '2024-04-01T00:00:00Z' }],
  ])('refuses %s with a 400', async (_name, change) => {
    const res = await testFormula({ ...defaults, ...change });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a missing parameter', async () => {
    const { kellyFraction: _k, ...rest } = defaults;
    expect((await testFormula(rest)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await testFormula(defaults, userCookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-formula',
      payload: defaults,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

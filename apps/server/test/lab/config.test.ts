import {
  AdminConfigSchema,
  ApiErrorSchema,
  FormulaHistoryResponseSchema,
  FormulaRefusalDetailsSchema,
} from '@arcade/contracts';
import { DEFAULT_TIER_THRESHOLDS } from '@arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, formulaHistory } from '../../src/db/schema/index';
import { settingsFrom } from '../../src/modules/generation/policy-settings';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let admin: { id: string; email: string; cookie: string };
let userCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = {
    id: account.id,
    email: account.email,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
  const user = await createAccount(t.database.db);
  userCookie = await loginAs(t.app, user.email, user.plainPassword);
});
afterAll(async () => t?.close());

const send = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const getConfig = async () => AdminConfigSchema.parse((await send('GET', '/api/admin/config')).json());
const rowNow = async () => (await t.database.db.select().from(configSettings))[0];
const historyCount = async () => (await t.database.db.select().from(formulaHistory)).length;

const labConfig = {
  kellyFraction: 0.3,
  edgeThreshold: 0.03,
  maxStakePercent: 0.02,
  minOdds: 1.8,
  minProbability: 0.45,
  additionalConditions: 'Avoid derbies',
  pickFormula: 'edge >= edgeThreshold',
};

describe(`the configuration on ${testDatabaseMode}`, () => {
  it('answers the defaults with the new fields, maxStake as an alias and nobody as its author', async () => {
    const config = await getConfig();
    expect(config).toMatchObject({
      kellyFraction: 0.25,
      edgeThreshold: 0.02,
      maxStakePercent: 0.015,
      maxStake: 0.015,
      minOdds: 1.67,
      maxOdds: 3,
      minProbability: 0.5,
      maxPicksPerEvent: 1,
      tierThresholds: DEFAULT_TIER_THRESHOLDS,
      tierMode: 'rank',
      updatedBy: null,
    });
  });

  it('changes some fields with PATCH (maxStake included), recording who and when', async () => {
    const before = await getConfig();
    const res = await send('PATCH', '/api/admin/config', {
      edgeThreshold: 0.035,
      maxStake: 0.02,
      maxOdds: 3.5,
      maxPicksPerEvent: 2,
      devigMethod: 'power',
      tierThresholds: { diamante: { edge: 0.1, agreement: 0.8 }, platinum: 0.07, exclusivo: 0.05 },
      emailNotificationsEnabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const config = AdminConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      edgeThreshold: 0.035,
      maxStakePercent: 0.02,
      maxStake: 0.02,
      maxOdds: 3.5,
      maxPicksPerEvent: 2,
      devigMethod: 'power',
      emailNotificationsEnabled: false,
      updatedBy: admin.email,
      kellyFraction: before.kellyFraction,
    });
    expect(Date.parse(config.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect(await getConfig()).toEqual(config);
  });

  it('switches tier assignment to the fixed thresholds and back, recording who changed it', async () => {
    const other = await createAccount(t.database.db, { role: 'admin' });
    const otherCookie = await loginAs(t.app, other.email, other.plainPassword);
    const fixed = await send('PATCH', '/api/admin/config', { tierMode: 'fixed' }, otherCookie);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(AdminConfigSchema.parse(fixed.json())).toMatchObject({
      tierMode: 'fixed',
      updatedBy: other.email,
    });
    expect((await getConfig()).tierMode).toBe('fixed');
    expect((await rowNow())?.tierMode).toBe('fixed');
    const rank = await send('PATCH', '/api/admin/config', { tierMode: 'rank' });
    expect(AdminConfigSchema.parse(rank.json())).toMatchObject({ tierMode: 'rank', updatedBy: admin.email });
  });

  it('hands the tier thresholds and the cap to generation', async () => {
    const settings = await settingsFrom(t.database.db);
    expect(settings.tierThresholds).toEqual({
      diamante: { edge: 0.1, agreement: 0.8 },
      platinum: 0.07,
      exclusivo: 0.05,
    });
    expect(settings).toMatchObject({ maxPicksPerEvent: 2, devigMethod: 'power' });
    expect(settings.rules.sweetSpot).toEqual({ min: 1.67, max: 3.5 });
  });

  it("saves the laboratory's full configuration with POST and keeps the formula in its history", async () => {
    const historyBefore = await historyCount();
    const res = await send('POST', '/api/admin/config', { ...labConfig, formulaDescription: 'From the lab' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminConfigSchema.parse(res.json())).toMatchObject({ ...labConfig, updatedBy: admin.email });
    expect(await historyCount()).toBe(historyBefore + 1);
  });

  it('says which field is refused and why as codes the web translates: the bound in the API’s unit', async () => {
    const res = await send('PATCH', '/api/admin/config', { edgeThreshold: 0.8 });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.reason).toBe('invalid_request');
    expect(error.issues).toEqual([
      {
        path: 'body.edgeThreshold',
        code: 'too_big',
        params: { origin: 'number', maximum: 0.5, inclusive: true },
        message: 'edgeThreshold must be within [0, 0.5]',
      },
    ]);
    const unordered = await send('PATCH', '/api/admin/config', {
      tierThresholds: { diamante: { edge: 0.05, agreement: 0.75 }, platinum: 0.06, exclusivo: 0.04 },
    });
    expect(ApiErrorSchema.parse(unordered.json()).error.issues).toEqual([
      expect.objectContaining({
        path: 'body.tierThresholds',
        code: 'custom',
        params: { rule: 'ordered_tiers' },
      }),
    ]);
    const missing = await send('POST', '/api/admin/test-email', { email: 'not an address' });
    expect(ApiErrorSchema.parse(missing.json()).error.issues).toEqual([
      expect.objectContaining({
        path: 'body.email',
        code: 'invalid_format',
        params: expect.objectContaining({ format: 'email' }),
      }),
    ]);
  });

  it('refuses a partial laboratory save (POST needs the full configuration)', async () => {
    const { pickFormula: _, ...partial } = labConfig;
    const res = await send('POST', '/api/admin/config', partial);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['kellyFraction 0', { kellyFraction: 0 }, /kellyFraction must be within \(0, 1\]/],
    ['kellyFraction above 1', { kellyFraction: 1.2 }, /kellyFraction must be within/],
    ['a negative edgeThreshold', { edgeThreshold: -0.01 }, /edgeThreshold must be within \[0, 0.5\]/],
    ['edgeThreshold as a percent', { edgeThreshold: 2 }, /edgeThreshold must be within/],
    ['maxStake 0', { maxStake: 0 }, /maxStake must be within \(0, 0.1\]/],
    ['maxStakePercent 15%', { maxStakePercent: 0.15 }, /maxStakePercent must be within/],
    ['minOdds 1', { minOdds: 1 }, /minOdds must be within \[1.01, 50\)/],
    ['maxOdds 60', { maxOdds: 60 }, /maxOdds must be within/],
    ['minOdds above the stored maxOdds', { minOdds: 3.6 }, /minOdds \(3.6\) must be below maxOdds \(3.5\)/],
    ['maxOdds below the stored minOdds', { maxOdds: 1.7 }, /minOdds \(1.8\) must be below maxOdds \(1.7\)/],
    ['minProbability 1', { minProbability: 1 }, /minProbability must be within \[0, 1\)/],
    ['maxPicksPerEvent 0', { maxPicksPerEvent: 0 }, /maxPicksPerEvent must be within \[1, 5\]/],
    ['maxPicksPerEvent 6', { maxPicksPerEvent: 6 }, /maxPicksPerEvent must be within/],
    ['maxPicksPerEvent 1.5', { maxPicksPerEvent: 1.5 }, /maxPicksPerEvent must be a whole number/],
    ['an unknown de-vig method', { devigMethod: 'magic' }, /devigMethod/],
    ['an unknown tier mode', { tierMode: 'quartiles' }, /tierMode/],
    ['a tier mode in another case', { tierMode: 'Rank' }, /tierMode/],
    [
      'tiers out of order',
      { tierThresholds: { diamante: { edge: 0.05, agreement: 0.75 }, platinum: 0.06, exclusivo: 0.04 } },
      /exclusivo ≤ platinum ≤ diamante.edge/,
    ],
    [
      'an agreement above 1',
      { tierThresholds: { diamante: { edge: 0.08, agreement: 75 }, platinum: 0.06, exclusivo: 0.04 } },
      /tierThresholds.diamante.agreement must be within \[0, 1\]/,
    ],
    ['a number sent as text', { kellyFraction: '0.3' }, /kellyFraction must be a number/],
    ['an unknown field', { maxstake: 0.02 }, /maxstake/],
    [
      'maxStake and maxStakePercent that differ',
      { maxStake: 0.02, maxStakePercent: 0.03 },
      /send one of them/,
    ],
    ['a description without a formula', { formulaDescription: 'why' }, /send pickFormula too/],
    ['nothing at all', {}, /Nothing to change/],
  ])('refuses %s with a 400 that says why, and changes nothing', async (_, patch, message) => {
    const before = await rowNow();
    const res = await send('PATCH', '/api/admin/config', patch);
    expect(res.statusCode, res.body).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.message).toMatch(message);
    expect(await rowNow()).toEqual(before);
  });
});

describe(`the pick formula on ${testDatabaseMode}`, () => {
  it('refuses a formula that does not parse with its code, params and column, and writes nothing', async () => {
    const before = await rowNow();
    const historyBefore = await historyCount();
    const res = await send('PATCH', '/api/admin/config', {
      pickFormula: 'edge >= 0.03 and odds <',
      formulaDescription: 'broken',
    });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error).toMatchObject({
      reason: 'invalid_formula',
      details: { code: 'unexpected_end', params: { expected: 'value' }, column: 24 },
      message: 'pickFormula: Formula ends too early: expected a number, a name or ( at column 24',
    });
    expect(await rowNow()).toEqual(before);
    expect(await historyCount()).toBe(historyBefore);
  });

  it('points at an unknown variable’s column', async () => {
    const res = await send('PATCH', '/api/admin/config', { pickFormula: 'edge > 0 and price > 2' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error).toMatchObject({
      message: "pickFormula: Unknown variable 'price' at column 14",
      details: { code: 'unknown_variable', params: { name: 'price' }, column: 14 },
    });
  });

  it('refuses a keyword where a value is due as an unexpected token, saying what was expected', async () => {
    const res = await send('PATCH', '/api/admin/config', { pickFormula: 'edge > and odds' });
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.reason).toBe('invalid_formula');
    expect(FormulaRefusalDetailsSchema.parse(error.details)).toEqual({
      code: 'unexpected_token',
      params: { found: 'and', expected: 'value' },
      column: 8,
    });
  });

  it('refuses JavaScript instead of running it', async () => {
    const res = await send('PATCH', '/api/admin/config', { pickFormula: 'process.exit(1)' });
    expect(res.statusCode).toBe(400);
  });

  it('appends each change, clearing included, to the history with who and the description', async () => {
    const save = (pickFormula: string | null, formulaDescription?: string) =>
      send('PATCH', '/api/admin/config', {
        pickFormula,
        ...(formulaDescription ? { formulaDescription } : {}),
      });
    expect((await save('edge >= 0.04 and agreement >= 0.5', 'Stricter')).statusCode).toBe(200);
    expect((await save('  ')).statusCode).toBe(200);
    expect((await getConfig()).pickFormula).toBeNull();
    expect((await save('max(edge, 0) * 10', 'A score')).statusCode).toBe(200);
    // The same formula again is no change: no history row.
    const count = await historyCount();
    expect((await save('max(edge, 0) * 10')).statusCode).toBe(200);
    expect(await historyCount()).toBe(count);

    const res = await send('GET', '/api/admin/formula-history');
    expect(res.statusCode).toBe(200);
    const { entries } = FormulaHistoryResponseSchema.parse(res.json());
    expect(entries.slice(0, 3)).toMatchObject([
      { formula: 'max(edge, 0) * 10', changeDescription: 'A score', changedBy: admin.email },
      { formula: '', changeDescription: null, changedBy: admin.email },
      { formula: 'edge >= 0.04 and agreement >= 0.5', changeDescription: 'Stricter' },
    ]);
  });

  it('restores an earlier formula and records the restore', async () => {
    const { entries } = FormulaHistoryResponseSchema.parse(
      (await send('GET', '/api/admin/formula-history')).json(),
    );
    const stricter = entries.find((e) => e.formula === 'edge >= 0.04 and agreement >= 0.5');
    if (!stricter) throw new Error('no history row to restore');
    const res = await send('POST', `/api/admin/formula-history/${stricter.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminConfigSchema.parse(res.json()).pickFormula).toBe(stricter.formula);
    const after = FormulaHistoryResponseSchema.parse(
      (await send('GET', '/api/admin/formula-history')).json(),
    );
    expect(after.entries[0]).toMatchObject({
      formula: stricter.formula,
      changedBy: admin.email,
      changeDescription: expect.stringMatching(/^Restored from \d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
    });
  });

  it('answers 404 for an unknown history id and 400 for a malformed one', async () => {
    const unknown = await send(
      'POST',
      '/api/admin/formula-history/00000000-0000-4000-8000-000000000000/restore',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await send('POST', '/api/admin/formula-history/nope/restore')).statusCode).toBe(400);
  });
});

describe(`who may touch the configuration on ${testDatabaseMode}`, () => {
  it.each([
    ['PATCH', '/api/admin/config', { kellyFraction: 0.3 }],
    ['POST', '/api/admin/config', labConfig],
    ['GET', '/api/admin/formula-history', undefined],
    ['POST', '/api/admin/formula-preview', { formula: 'edge > 0' }],
  ] as const)('%s %s: anonymous 401, a regular user 403', async (method, url, payload) => {
    const before = await rowNow();
    expect((await send(method, url, payload, '')).statusCode).toBe(401);
    expect((await send(method, url, payload, userCookie)).statusCode).toBe(403);
    expect(await rowNow()).toEqual(before);
  });
});

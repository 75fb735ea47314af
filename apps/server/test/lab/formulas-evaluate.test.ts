import {
  AdminConfigSchema,
  ApiErrorSchema,
  FormulaEvaluationSchema,
  FormulaSuggestionListSchema,
  FormulaSuggestionSchema,
} from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, formulaSuggestions } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { seedFormulaWorld } from './formulas-fixture';

let t: TestApp;
let admin: { email: string; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = { email: account.email, cookie: await loginAs(t.app, account.email, account.plainPassword) };
  await seedFormulaWorld(t.database.db);
});
afterAll(async () => t?.close());

const parameters = { edgeThreshold: 0.02, minOdds: 1.67, minProbability: 0.5, kellyFraction: 0.25 };
const post = (url: string, payload?: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin.cookie, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
const evaluate = (formula: string, language = 'en') =>
  post('/api/lab/evaluate-formula', { formula, parameters }, language);
const suggestionCount = async () => (await t.database.db.select().from(formulaSuggestions)).length;

describe(`POST /api/lab/evaluate-formula without AI on ${testDatabaseMode}`, () => {
  it('answers a static analysis that says so, from the replay, and stores it as pending', async () => {
    const res = await evaluate('odds >= 2 and agreement >= 0.5');
    expect(res.statusCode).toBe(200);
    const body = FormulaEvaluationSchema.parse(res.json());
    expect(body).toMatchObject({
      source: 'static',
      isValid: true,
      error: null,
      confidence: 'low',
      correctedFormula: null,
    });
    expect(body.reasoning).toMatch(/^Static analysis/);
    expect(body.reasoning).toContain('odds, agreement');
    expect(body.reasoning).toContain('takes 3 picks against 5');
    expect(body.expectedPerformance).toContain('Over 3 settled bets: ROI 43.3%');
    // It reads neither edge nor pModel, and two picks needed a neutral agreement.
    expect(body.suggestions.some((s) => s.includes('neither edge nor pModel'))).toBe(true);
    expect(body.risks.some((s) => s.includes('2 graded picks'))).toBe(true);
    expect(body.figures?.totalPicks).toBe(3);
    const [row] = await t.database.db
      .select()
      .from(formulaSuggestions)
      .where(eq(formulaSuggestions.id, body.id));
    expect(row).toMatchObject({
      formula: 'odds >= 2 and agreement >= 0.5',
      hasErrors: false,
      status: 'pending',
    });
  });

  it('answers in Spanish when the request asks for it', async () => {
    const body = FormulaEvaluationSchema.parse((await evaluate('edge >= 0.03', 'es-ES')).json());
    expect(body.reasoning).toMatch(/^Análisis estático/);
  });

  it('answers a formula that does not parse as invalid, with its code, params and column, and stores its error', async () => {
    const body = FormulaEvaluationSchema.parse((await evaluate('edge >= 0.02 and banana')).json());
    expect(body).toMatchObject({ isValid: false, confidence: 'low', figures: null });
    expect(body.error).toEqual({
      code: 'unknown_variable',
      params: { name: 'banana' },
      column: 18,
      message: "Unknown variable 'banana' at column 18",
    });
    expect(body.reasoning).toBe(
      'Static analysis (no AI answer): the formula does not parse at column 18 (the reason is shown above).',
    );
    const [row] = await t.database.db
      .select()
      .from(formulaSuggestions)
      .where(eq(formulaSuggestions.id, body.id));
    expect(row).toMatchObject({ hasErrors: true, errors: ["Unknown variable 'banana' at column 18"] });
  });

  it('refuses an empty formula and out-of-range parameters, writing nothing', async () => {
    const before = await suggestionCount();
    const empty = await evaluate('   ');
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(empty.json()).error.reason).toBe('formula_required');
    const range = await post('/api/lab/evaluate-formula', {
      formula: 'edge > 0',
      parameters: { ...parameters, kellyFraction: 2 },
    });
    expect(range.statusCode).toBe(400);
    const sport = await post('/api/lab/evaluate-formula', {
      formula: 'edge > 0',
      parameters,
      sport: 'cricket',
    });
    expect(sport.statusCode).toBe(400);
    expect(await suggestionCount()).toBe(before);
  });
});

describe(`formula suggestions on ${testDatabaseMode}`, () => {
  it('lists the newest evaluations first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/lab/formula-suggestions',
      headers: { cookie: admin.cookie },
    });
    const { suggestions } = FormulaSuggestionListSchema.parse(res.json());
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions[0]?.formula).toBe('edge >= 0.02 and banana');
  });

  it('accepts a pending suggestion: its formula becomes the configuration’s, and it cannot be reviewed twice', async () => {
    const { id } = FormulaEvaluationSchema.parse((await evaluate('edge >= 0.04')).json());
    const res = await post(`/api/lab/formula-suggestions/${id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(FormulaSuggestionSchema.parse(res.json())).toMatchObject({
      status: 'accepted',
      reviewedBy: admin.email,
    });
    const config = AdminConfigSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/config', headers: { cookie: admin.cookie } })
      ).json(),
    );
    expect(config.pickFormula).toBe('edge >= 0.04');
    expect((await post(`/api/lab/formula-suggestions/${id}/accept`)).statusCode).toBe(409);
    expect((await post(`/api/lab/formula-suggestions/${id}/reject`)).statusCode).toBe(409);
    await t.database.db.update(configSettings).set({ pickFormula: null });
  });

  it('leaves a suggestion whose formula does not parse pending when accepting it is refused', async () => {
    const { id } = FormulaEvaluationSchema.parse((await evaluate('edge >>= 1')).json());
    expect((await post(`/api/lab/formula-suggestions/${id}/accept`)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(formulaSuggestions).where(eq(formulaSuggestions.id, id));
    expect(row?.status).toBe('pending');
  });

  it('rejects a pending suggestion', async () => {
    const { id } = FormulaEvaluationSchema.parse((await evaluate('edge >= 0.05')).json());
    const res = await post(`/api/lab/formula-suggestions/${id}/reject`);
    expect(FormulaSuggestionSchema.parse(res.json())).toMatchObject({ status: 'rejected' });
  });

  it('answers 404 for an unknown suggestion and 400 for an id that is not one', async () => {
    expect(
      (await post('/api/lab/formula-suggestions/00000000-0000-4000-8000-000000000000/accept')).statusCode,
    ).toBe(404);
    expect((await post('/api/lab/formula-suggestions/nope/reject')).statusCode).toBe(400);
  });
});

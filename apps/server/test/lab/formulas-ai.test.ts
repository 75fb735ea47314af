import { FormulaEvaluationSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formulaSuggestions } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { seedFormulaWorld } from './formulas-fixture';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({ AI_BASE_URL: fake.url, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model' });
  const admin = await createAccount(t.database.db, { role: 'admin' });
  cookie = await loginAs(t.app, admin.email, admin.plainPassword);
  await seedFormulaWorld(t.database.db);
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const parameters = { edgeThreshold: 0.02, minOdds: 1.67, minProbability: 0.5, kellyFraction: 0.25 };
const evaluate = async (formula: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lab/evaluate-formula',
    headers: { cookie, 'accept-language': 'en' },
    payload: { formula, parameters },
  });
  expect(res.statusCode).toBe(200);
  return FormulaEvaluationSchema.parse(res.json());
};

const answer = {
  confidence: 'medium',
  isValid: true,
  reasoning: 'The filter keeps prices of 2.0 and above with broad agreement.',
  expectedPerformance: 'Too few bets to tell; CLV is positive on two bets.',
  suggestions: ['Add edge >= edgeThreshold.', 'This is a lock, bet it all.'],
  risks: ['Small sample.'],
  correctedFormula: 'odds >= 2 and agreement >= 0.5 and edge >= edgeThreshold',
};

describe(`formula evaluation with AI configured on ${testDatabaseMode}`, () => {
  it('sends the formula, its replay and the grammar, and answers the validated, hype-filtered evaluation', async () => {
    fake.reply({ answer });
    const body = await evaluate('odds >= 2 and agreement >= 0.5');
    expect(body).toMatchObject({
      source: 'ai',
      confidence: 'medium',
      isValid: true,
      reasoning: answer.reasoning,
      suggestions: ['Add edge >= edgeThreshold.'],
      risks: ['Small sample.'],
      correctedFormula: answer.correctedFormula,
    });
    const request = fake.requests[0]?.body as { model: string; messages: { content: string }[] };
    expect(request.model).toBe('fake-model');
    const text = request.messages.map((m) => m.content).join('\n');
    expect(text).toContain('odds >= 2 and agreement >= 0.5');
    expect(text).toContain('"totalPicks":3');
    expect(text).toContain('hoursToStart');
    expect(text).toContain('if(condition, a, b)');
    const [row] = await t.database.db
      .select()
      .from(formulaSuggestions)
      .where(eq(formulaSuggestions.id, body.id));
    expect(row).toMatchObject({ correctedFormula: answer.correctedFormula, suggestions: body.suggestions });
    expect(row?.improvementPrompt).toContain('odds >= 2');
  });

  it('drops a corrected formula that does not parse', async () => {
    fake.reply({ answer: { ...answer, correctedFormula: 'edge >>> 1' } });
    expect((await evaluate('edge >= 0.03')).correctedFormula).toBeNull();
  });

  it('keeps the parser’s verdict on a formula that does not parse, even when the AI calls it valid', async () => {
    fake.reply({ answer: { ...answer, confidence: 'high', correctedFormula: 'edge >= 0.02' } });
    const body = await evaluate('edge >= 0.02 and banana');
    expect(body).toMatchObject({
      source: 'ai',
      isValid: false,
      confidence: 'low',
      correctedFormula: 'edge >= 0.02',
    });
    expect(body.error?.column).toBe(18);
  });

  it('falls back to the static analysis, and says so, when the answer is not JSON', async () => {
    fake.reply({ content: 'I think this formula is fine.' });
    const body = await evaluate('edge >= 0.03');
    expect(body.source).toBe('static');
    expect(body.reasoning).toMatch(
      /^The AI gave no usable answer \(invalid_response\); showing the static analysis\. Static analysis/,
    );
  });

  it('falls back when the JSON does not match the schema', async () => {
    fake.reply({ answer: { ...answer, confidence: 'certain' } });
    expect((await evaluate('edge >= 0.03')).source).toBe('static');
  });

  it('falls back when the reasoning itself is hype', async () => {
    fake.reply({ answer: { ...answer, reasoning: 'Guaranteed profit with this formula.' } });
    const body = await evaluate('edge >= 0.03');
    expect(body.source).toBe('static');
    expect(body.reasoning).toContain('(hype)');
  });

  it('falls back when the provider answers an error', async () => {
    fake.reply({ status: 503, body: { error: { message: 'overloaded' } } });
    const body = await evaluate('edge >= 0.03');
    expect(body.source).toBe('static');
    expect(body.reasoning).toContain('(provider_error)');
  });
});

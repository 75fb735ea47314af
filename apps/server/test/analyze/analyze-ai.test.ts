import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { syncDemo } from '../generation/generation-world';
import { analysisOf, evaluatedEvent, post, regularCookie } from './analyze-world';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let eventId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '800',
  });
  await syncDemo(t, ['nba'], new Date());
  // Finding the event asks the AI too: every answer it gets is the fake's unscripted 500.
  eventId = (await evaluatedEvent(t, 'nba')).id;
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const analyse = async () =>
  analysisOf(await post(t, '/api/analyze-pick', { eventId }, await regularCookie(t)));

describe(`the AI's view in an analysis, on ${testDatabaseMode}`, () => {
  it('adds the validated answer: probability within 3 points of pModel, hype sentences dropped', async () => {
    fake.reply({
      answer: {
        adjustedProbability: 0.99,
        warnings: ['This one is a lock, guaranteed', 'Second night of a back-to-back'],
        riskLevel: 'medium',
        confidence: 'low',
        keyFactors: ['Rest days', 'Sure thing at home'],
      },
    });
    const analysis = await analyse();
    const pModel = analysis.marketEvaluation?.pModel as number;
    expect(analysis.ai).toEqual({
      status: 'applied',
      model: 'fake-model',
      adjustedProbability: Math.min(0.99, pModel + 0.03),
      riskLevel: 'medium',
      confidence: 'low',
      warnings: ['Second night of a back-to-back'],
      keyFactors: ['Rest days'],
    });
    // What the model was told: the event, the consensus side priced, each strategy's prediction.
    const body = fake.requests[0]?.body as { model: string; messages: { content: string }[] };
    expect(body.model).toBe('fake-model');
    const context = JSON.parse(body.messages.at(-1)?.content ?? '{}');
    expect(context.pick.pModel).toBe(pModel);
    expect(context.predictions.length).toBe(analysis.predictions.length);
  });

  it('still answers the analysis when the provider fails, times out or answers nonsense', async () => {
    fake.reply(
      { status: 500, body: { error: { message: 'boom' } } },
      { status: 500, body: {} },
      { status: 500, body: {} },
    );
    const failed = await analyse();
    expect(failed.ai).toEqual({ status: 'skipped', reason: 'provider_error' });
    expect(failed.predictions.length).toBeGreaterThan(0);
    expect(failed.marketEvaluation).not.toBeNull();

    fake.reset();
    fake.reply({ hang: true }, { hang: true }, { hang: true });
    expect((await analyse()).ai).toEqual({ status: 'skipped', reason: 'timeout' });

    fake.reset();
    fake.reply({ content: 'I think the home side wins.' });
    expect((await analyse()).ai).toEqual({ status: 'skipped', reason: 'invalid_response' });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPickEnricher } from '../../src/modules/ai/pick-enrichment';
import type { FakeOpenAi } from '../helpers/fake-openai';
import { answer, applied, type EnrichmentWorld, input, startEnrichmentWorld } from './enrichment-fixtures';

let world: EnrichmentWorld;

beforeAll(async () => {
  world = await startEnrichmentWorld();
});
afterAll(() => world?.close());
afterEach(() => world.fake.reset());

describe('a skipped enrichment', () => {
  it.each([
    ['AI_BASE_URL', { baseUrl: undefined, apiKey: 'sk-test', model: 'm' }],
    ['AI_API_KEY', { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'm' }],
    ['AI_MODEL', { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-test', model: '' }],
  ])('is not_configured without %s, and makes no request', async (missing, options) => {
    const unconfigured = createPickEnricher({ ...options, timeoutMs: 1000 }, world.handle.db);
    expect(unconfigured.isConfigured).toBe(false);
    const outcome = await unconfigured.enrich(input);
    expect(outcome).toEqual({
      status: 'skipped',
      reason: 'not_configured',
      detail: `${missing} not set`,
      durationMs: 0,
    });
    expect(world.fake.requests).toHaveLength(0);
  });

  it.each([
    [401, 'Incorrect API key provided'],
    [429, 'Rate limit reached'],
    [500, 'The server had an error'],
    [503, 'Overloaded'],
  ])('is a provider_error on status %i, naming the status', async (status, message) => {
    world.fake.reply({ status, body: { error: { message, type: 'error' } } });
    const outcome = await world.enricher().enrich(input);
    expect(outcome).toMatchObject({ status: 'skipped', reason: 'provider_error' });
    expect(outcome.status === 'skipped' && outcome.detail).toBe(`status ${status}: ${message}`);
  });

  it('is a provider_error when nothing listens at the base URL', async () => {
    const outcome = await world.enricher({ baseUrl: 'http://127.0.0.1:9/v1' }).enrich(input);
    expect(outcome).toMatchObject({ status: 'skipped', reason: 'provider_error' });
    expect(outcome.status === 'skipped' && outcome.detail).toMatch(/^request failed/);
  });

  it('is a timeout when the provider does not answer in time', async () => {
    world.fake.reply({ hang: true });
    const outcome = await world.enricher({ timeoutMs: 200 }).enrich(input);
    expect(outcome).toMatchObject({
      status: 'skipped',
      reason: 'timeout',
      detail: 'no answer within 200 ms',
    });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(190);
  });

  it.each<[string, Parameters<FakeOpenAi['reply']>[0], RegExp]>([
    ['content that is not JSON', { content: 'Real Madrid should win comfortably.' }, /not JSON/],
    ['a body that is not JSON', { status: 200, body: '<html>Bad gateway</html>' }, /body is not JSON/],
    [
      'a completion without choices',
      { status: 200, body: { id: 'x', choices: [] } },
      /not a chat completion/,
    ],
    ['JSON without a field', { answer: { adjustedProbability: 0.56, warnings: [] } }, /riskLevel/],
    ['an unknown risk level', { answer: answer({ riskLevel: 'extreme' }) }, /riskLevel/],
    [
      'a probability given as a percent',
      { answer: answer({ adjustedProbability: 57 }) },
      /adjustedProbability/,
    ],
    ['a probability of 0', { answer: answer({ adjustedProbability: 0 }) }, /adjustedProbability/],
    ['a probability of 1', { answer: answer({ adjustedProbability: 1 }) }, /adjustedProbability/],
    ['a probability as text', { answer: answer({ adjustedProbability: '0.56' }) }, /adjustedProbability/],
    ['an answer that is a list', { answer: [answer()] }, /schema/],
  ])('is an invalid_response for %s', async (_name, reply, detail) => {
    world.fake.reply(reply);
    const outcome = await world.enricher().enrich(input);
    expect(outcome).toMatchObject({ status: 'skipped', reason: 'invalid_response' });
    expect(outcome.status === 'skipped' && outcome.detail).toMatch(detail);
  });
});

describe('hype', () => {
  it('drops warnings and key factors that sell the pick, keeping the rest and the raw answer', async () => {
    const hyped = answer({
      warnings: ['This is a LOCK', 'Starting goalkeeper is doubtful', 'Apuesta segura'],
      keyFactors: ['Guaranteed value', 'Home form: 5 wins in 6', 'You can’t lose', 'Blocked shots up 20%'],
    });
    world.fake.reply({ answer: hyped });
    const outcome = applied(await world.enricher().enrich(input));
    expect(outcome.warnings).toEqual(['Starting goalkeeper is doubtful']);
    expect(outcome.keyFactors).toEqual(['Home form: 5 wins in 6', 'Blocked shots up 20%']);
    expect(outcome.response).toEqual(hyped);
  });
});

describe('cancellation', () => {
  it("rethrows the caller's abort instead of skipping", async () => {
    world.fake.reply({ answer: answer(), delayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(world.enricher().enrich(input, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('makes no request when the signal is already aborted', async () => {
    const reason = new Error('generation cancelled');
    await expect(world.enricher().enrich(input, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(world.fake.requests).toHaveLength(0);
  });
});

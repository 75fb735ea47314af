import {
  AdminPickSchema,
  AnalysisLogSchema,
  GenerateResponseSchema,
  type GenerationEvent,
  GenerationEventSchema,
} from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPickAnalyses, configSettings, picks } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { watchAdvisoryLocks } from '../helpers/advisory-locks';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { syncDemo } from './generation-world';

let t: TestApp;
let admin: string;
/** The admin's session and the header the web client's stream fetcher sends (the stream writes picks). */
let streamHeaders: Record<string, string>;
let base: string;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '5000',
  });
  await syncDemo(t, ['soccer', 'nba'], new Date());
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = await loginAs(t.app, account.email, account.plainPassword);
  streamHeaders = { cookie: admin, 'x-requested-with': 'fetch' };
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The `data:` events of an SSE body; comments (keep-alives) are skipped. */
function eventsOf(body: string): GenerationEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => GenerationEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/picks', headers: { cookie: admin }, payload });

/** Opens the stream over real HTTP and resolves once the first progress event has arrived. */
async function openStream(query = 'bankroll=1000') {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/picks/stream?${query}`, {
    headers: streamHeaders,
    signal: controller.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  while (!text.includes('"type":"progress"')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  return { controller, reader, res };
}

/**
 * Opens the stream, runs `whileOpen`, closes the stream and waits until its generation has ended and
 * let the lock go (the sections of the advisory locks the app entered meanwhile have all ended).
 */
async function closedStream(whileOpen: () => Promise<void> = async () => {}) {
  const locks = watchAdvisoryLocks(t.database);
  try {
    const stream = await openStream();
    await whileOpen();
    stream.controller.abort();
    await locks.released();
  } finally {
    locks.stop();
  }
}

/** A small generation that needs the lock: a 409 would say another one still holds it. */
const generateOne = () => post({ bankroll: 1000, pickCount: 1, sport: 'nfl' });

describe(`the generation stream and POST /api/picks on ${testDatabaseMode}`, () => {
  it('streams one progress event per event analysed, then the stored picks, and uses the AI when it answers', async () => {
    fake.reset();
    fake.reply(
      ...Array.from({ length: 3 }, () => ({
        answer: {
          adjustedProbability: 0.99,
          warnings: ['Key player doubtful'],
          riskLevel: 'medium',
          confidence: 'medium',
          keyFactors: ['Form'],
        },
      })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/picks/stream?bankroll=1000&pickCount=3',
      headers: streamHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toContain(': generation started');
    const events = eventsOf(res.body);
    const progress = events.filter((e) => e.type === 'progress');
    const last = events.at(-1);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.map((e) => e.current)).toEqual(progress.map((_, i) => i + 1));
    expect(new Set(progress.map((e) => e.total)).size).toBe(1);
    // Each progress names its event's sport and teams: the overlay labels it in the app's match order.
    for (const e of progress) {
      if (e.type !== 'progress' || !e.event)
        throw new Error(`progress without its event: ${JSON.stringify(e)}`);
      expect(e.message).toBe(`${e.event.homeTeam} vs ${e.event.awayTeam}`);
    }
    if (last?.type !== 'complete') throw new Error(`the stream ended with ${JSON.stringify(last)}`);
    expect(last.picks.length).toBeGreaterThan(0);
    // The counts behind the message, for the interface to say it in the admin's language.
    expect(last.analysed).toBe(progress[0]?.total);
    expect(Object.values(last.rejections ?? {}).every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    for (const pick of last.picks) AdminPickSchema.parse(pick);
    const applied = last.picks.filter((p) => JSON.stringify(p.analysisLog).includes('"code":"ai_applied"'));
    expect(applied.length).toBeGreaterThan(0);
    const analyses = await t.database.db.select().from(aiPickAnalyses);
    expect(analyses.map((a) => a.pickId).sort()).toEqual(applied.map((p) => p.id).sort());
    expect(analyses.every((a) => a.tokensUsed === 500 && a.model === 'fake-model')).toBe(true);
    // The fake says 0.99; the stored pModel moved at most 3 points from the pooled forecast the
    // pick was priced on, which the log keeps beside the final probability.
    for (const pick of applied) {
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      const pooled = log.marketEvaluation?.pooledProbability as number;
      expect(pick.pModel - pooled).toBeCloseTo(0.03, 6);
      expect(log.finalDecision?.finalProbability).toBeCloseTo(pooled + 0.03, 12);
      expect(log.chronologicalLog.find((e) => e.code === 'ai_applied')?.values).toMatchObject({
        from: pooled,
        to: log.finalDecision?.finalProbability,
      });
    }
  });

  it('completes without the AI when it fails, saying why in the log', async () => {
    fake.reset(); // nothing scripted: the fake answers 500
    const res = await post({ bankroll: 1000, pickCount: 2 });
    expect(res.statusCode).toBe(200);
    const body = GenerateResponseSchema.parse(res.json());
    for (const pick of body.picks)
      expect(JSON.stringify(pick.analysisLog)).toContain('"reason":"provider_error"');
  });

  it('falls back to 10 for an invalid count and refuses bad input with a 400', async () => {
    fake.reset();
    expect((await post({ bankroll: 1000, pickCount: 'many', sport: 'nfl' })).statusCode).toBe(200);
    for (const bad of [
      { bankroll: -5 },
      { bankroll: 0 },
      { sport: 'cricket' },
      { strategy: 'magic' },
      { eventId: 'x' },
    ]) {
      const res = await post({ bankroll: 1000, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const stream = await t.app.inject({
      method: 'GET',
      url: '/api/picks/stream?bankroll=-1',
      headers: streamHeaders,
    });
    expect(stream.statusCode).toBe(400);
  });

  it('runs one generation at a time: a second gets a 409 while the first streams', async () => {
    fake.reset();
    fake.reply(...Array.from({ length: 20 }, () => ({ hang: true as const })));
    await closedStream(async () => {
      const second = await post({ bankroll: 1000 });
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe('CONFLICT');
      const parallelStream = await fetch(`${base}/api/picks/stream?bankroll=1000`, {
        headers: streamHeaders,
      });
      expect(parallelStream.status).toBe(409);
    });
    expect((await generateOne()).statusCode).toBe(200);
  });

  it('ends with an error event carrying a code and reason the interface translates', async () => {
    const [config] = await t.database.db.select().from(configSettings);
    if (!config) throw new Error('config_settings has no row');
    await t.database.db.update(configSettings).set({ pickFormula: 'edge >' });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/picks/stream?bankroll=1000&pickCount=1',
        headers: streamHeaders,
      });
      const last = eventsOf(res.body).at(-1);
      expect(last).toMatchObject({ type: 'error', code: 'VALIDATION_ERROR', reason: 'invalid_formula' });
    } finally {
      await t.database.db.update(configSettings).set({ pickFormula: config.pickFormula });
    }
  });

  it('cancels the work when the client closes the stream, storing nothing', async () => {
    await t.database.db.delete(picks);
    fake.reset();
    fake.reply(
      ...Array.from({ length: 20 }, () => ({
        delayMs: 2000,
        answer: {
          adjustedProbability: 0.6,
          warnings: [],
          riskLevel: 'low',
          confidence: 'low',
          keyFactors: [],
        },
      })),
    );
    await closedStream();
    expect((await generateOne()).statusCode).toBe(200);
    const stored = await t.database.db.select().from(picks);
    expect(stored.filter((p) => p.sport !== 'nfl')).toEqual([]);
  });
});

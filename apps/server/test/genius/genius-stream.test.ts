import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { type FakeOpenAi, startFakeOpenAi } from '../helpers/fake-openai';
import { FORMULA, promptOf, seedGeniusWorld, storedMessages, streamEvents } from './genius-world';

let t: TestApp;
let fake: FakeOpenAi;
let admin: { id: string; cookie: string };
let base: string;

const logWaiters: { msg: string; resolve: () => void }[] = [];
/** Settles once the app logs `msg`, from now on: what the route did, said by the route itself. */
const nextLog = (msg: string) => new Promise<void>((resolve) => logWaiters.push({ msg, resolve }));
const logStream = {
  write: (line: string) => {
    const { msg } = JSON.parse(line) as { msg?: string };
    for (const waiter of logWaiters) if (waiter.msg === msg) waiter.resolve();
  },
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp(
    {
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-genius',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '400',
      LOG_LEVEL: 'info',
    },
    { logStream },
  );
  await seedGeniusWorld(t.database.db);
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = { id: account.id, cookie: await loginAs(t.app, account.email, account.plainPassword) };
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(async () => {
  fake.reset();
  await t.app.inject({
    method: 'DELETE',
    url: '/api/admin/genius-chat/history',
    headers: { cookie: admin.cookie },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const askStream = (message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/genius-chat/stream',
    headers: { cookie: admin.cookie, accept: 'text/event-stream', 'accept-language': 'en' },
    payload: { message },
  });

describe(`the Genius chat as a stream on ${testDatabaseMode}`, () => {
  it('streams the answer sentence by sentence, in order, then the stored messages', async () => {
    fake.reply({
      chunks: [
        'Kelly at 0.3 ',
        'is moderate.',
        ' Your formula ',
        'filters on edge.\n',
        'Bet it all, it is a lock.',
        ' Mind the variance.',
      ],
    });
    const res = await askStream('Explain my setup');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = streamEvents(res.body);
    const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas).toEqual([
      'Kelly at 0.3 is moderate.',
      ' Your formula filters on edge.',
      '\nMind the variance.',
    ]);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(done.message).toMatchObject({ role: 'assistant', content: deltas.join('') });
    expect(done.userMessage).toMatchObject({ role: 'user', content: 'Explain my setup' });

    const { stream, messages } = promptOf(fake.requests[0]);
    expect(stream).toBe(true);
    expect(messages[0]?.content).toContain(`Pick formula: ${FORMULA}`);
    expect(messages[0]?.content).toContain('Kelly fraction: 0.3');
    expect(messages[0]?.content).toContain('Real Betis vs Sevilla');
    const rows = await storedMessages(t.database.db, admin.id);
    expect(rows.map((row) => row.id)).toEqual([done.userMessage.id, done.message.id]);
    expect(rows[1]?.content).toBe(
      'Kelly at 0.3 is moderate. Your formula filters on edge.\nMind the variance.',
    );
  });

  it('sends the deltas as they arrive, before the answer has ended', async () => {
    fake.reply({ chunks: ['First sentence. ', 'Second sentence. ', 'Third.'], chunkDelayMs: 150 });
    const res = await fetch(`${base}/api/admin/genius-chat/stream`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Go slowly' }),
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const arrivals: { at: number; events: number }[] = [];
    const started = Date.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      // Only the events whose blank line has arrived: a read may end in the middle of one.
      const complete = text.slice(0, text.lastIndexOf('\n\n') + 2);
      arrivals.push({ at: Date.now() - started, events: complete.split('data: ').length - 1 });
    }
    const events = streamEvents(text);
    expect(events.map((event) => event.type)).toEqual(['delta', 'delta', 'delta', 'done']);
    // The first sentence was on the wire well before the last one was written by the provider.
    const firstDelta = arrivals.find((arrival) => arrival.events >= 1);
    expect(firstDelta?.at).toBeLessThan((arrivals.at(-1)?.at ?? 0) - 100);
  });

  it('answers a refused request as a JSON error before any event: a provider error status is a 502', async () => {
    fake.reply({ status: 429, body: { error: { message: 'quota' } } });
    const res = await askStream('Hello?');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error).toMatchObject({ code: 'BAD_GATEWAY', reason: 'ai_provider_error' });
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('answers 504 when the provider does not even start in time', async () => {
    fake.reply({ hang: true });
    const res = await askStream('Hello?');
    expect(res.statusCode).toBe(504);
    expect(res.json().error.reason).toBe('ai_timeout');
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('ends with an error event and stores nothing when the provider stalls mid-answer', async () => {
    fake.reply({ chunks: ['Half an answer. ', 'and then'], stallAfter: 2 });
    const res = await askStream('Hello?');
    const events = streamEvents(res.body);
    expect(events[0]).toEqual({ type: 'delta', text: 'Half an answer.' });
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'GATEWAY_TIMEOUT', reason: 'ai_timeout' });
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('ends with an error event and stores nothing when the stream is cut before its end', async () => {
    fake.reply({ chunks: ['Cut short. ', 'Never'], omitDone: true });
    const events = streamEvents((await askStream('Hello?')).body);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'BAD_GATEWAY', reason: 'ai_provider_error' });
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('stores nothing when the admin closes the stream mid-answer', async () => {
    fake.reply({ chunks: ['One. ', 'Two. ', 'Three. ', 'Four.'], chunkDelayMs: 100 });
    const cancelled = nextLog('genius answer cancelled: the stream was closed');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/admin/genius-chat/stream`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Leaving soon' }),
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    // The route has given the answer up: past that point it stores nothing, so nothing may be stored.
    await cancelled;
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('answers a provider that ignores `stream` and sends one completion', async () => {
    fake.reply({
      status: 200,
      body: { choices: [{ message: { role: 'assistant', content: 'Whole. Answer.' } }] },
    });
    const events = streamEvents((await askStream('Hello?')).body);
    expect(events.map((event) => event.type)).toEqual(['delta', 'delta', 'done']);
    expect(events.at(-1)).toMatchObject({ message: { content: 'Whole. Answer.' } });
  });
});

import { GeniusChatResponseSchema, GeniusHistorySchema } from '@arcade/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { type FakeOpenAi, startFakeOpenAi } from '../helpers/fake-openai';
import { FORMULA, promptOf, seedGeniusWorld, storedMessages } from './genius-world';

let t: TestApp;
let fake: FakeOpenAi;
let admin: { id: string; cookie: string };
let otherAdmin: { id: string; cookie: string };
let userCookie: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-genius',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '400',
  });
  await seedGeniusWorld(t.database.db);
  const login = async (role: 'admin' | 'user') => {
    const account = await createAccount(t.database.db, { role });
    return { id: account.id, cookie: await loginAs(t.app, account.email, account.plainPassword) };
  };
  admin = await login('admin');
  otherAdmin = await login('admin');
  userCookie = (await login('user')).cookie;
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const ask = (message: unknown, cookie = admin.cookie, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/genius-chat',
    headers: { cookie, 'accept-language': language },
    payload: {
      message,
      context: { kellyFraction: 0.9, edgeThreshold: 0.5, bankroll: 99, pickFormula: 'odds > 1' },
    },
  });

const history = async (cookie = admin.cookie) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/genius-chat/history',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return GeniusHistorySchema.parse(res.json());
};

const clear = (cookie = admin.cookie) =>
  t.app.inject({ method: 'DELETE', url: '/api/admin/genius-chat/history', headers: { cookie } });

describe(`the Genius chat on ${testDatabaseMode}`, () => {
  it('answers with the stored context in the prompt, not the numbers the client sent, and stores the exchange', async () => {
    await clear();
    fake.reply({ content: 'Your Kelly fraction of 0.3 is moderate.\nThe Betis pick has a 6.1% edge.' });
    const res = await ask('  How aggressive is my staking?  ');
    expect(res.statusCode, res.body).toBe(200);
    const body = GeniusChatResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      configured: true,
      response: 'Your Kelly fraction of 0.3 is moderate.\nThe Betis pick has a 6.1% edge.',
      userMessage: { role: 'user', content: 'How aggressive is my staking?' },
      message: { role: 'assistant', content: body.response },
    });

    const { model, stream, messages } = promptOf(fake.requests[0]);
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-genius');
    expect(model).toBe('fake-model');
    expect(stream).toBeUndefined();
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    const system = messages[0]?.content ?? '';
    expect(system).toContain(`Pick formula: ${FORMULA}`);
    expect(system).toContain('Kelly fraction: 0.3');
    expect(system).toContain('Edge threshold: 0.025 (2.5%)');
    expect(system).toContain('Bankroll: 1000');
    expect(system).toContain(
      'soccer · Real Betis vs Sevilla · Real Betis ML · odds 2.50 · edge 6.1% · tier vip',
    );
    expect(system).not.toContain('Old Home');
    expect(system).toContain('W-L-P 1-0-0');
    expect(system).not.toContain('odds > 1');
    expect(messages[1]?.content).toBe('How aggressive is my staking?');

    const rows = await storedMessages(t.database.db, admin.id);
    expect(rows.map((row) => [row.role, row.content])).toEqual([
      ['user', 'How aggressive is my staking?'],
      ['assistant', body.response],
    ]);
    const stored = await history();
    expect(stored.configured).toBe(true);
    expect(stored.messages.map((m) => m.id)).toEqual([body.userMessage?.id, body.message?.id]);
    expect(stored.context).toMatchObject({
      kellyFraction: 0.3,
      edgeThreshold: 0.025,
      bankroll: 1000,
      pickFormula: FORMULA,
      picks: [
        {
          sport: 'soccer',
          match: 'Real Betis vs Sevilla',
          homeTeam: 'Real Betis',
          awayTeam: 'Sevilla',
          odds: 2.5,
          tier: 'vip',
        },
      ],
      record: { picks: 1, wins: 1, losses: 0, pushes: 0 },
    });
  });

  it('sends the stored conversation before the new question and answers in the asked language', async () => {
    await clear();
    fake.reply({ content: 'Primera respuesta.' }, { content: 'Segunda respuesta.' });
    expect((await ask('¿Primera?', admin.cookie, 'es')).statusCode).toBe(200);
    expect((await ask('¿Segunda?', admin.cookie, 'es')).statusCode).toBe(200);
    const { messages } = promptOf(fake.requests[1]);
    expect(messages.map((m) => [m.role, m.role === 'system' ? '' : m.content])).toEqual([
      ['system', ''],
      ['user', '¿Primera?'],
      ['assistant', 'Primera respuesta.'],
      ['user', '¿Segunda?'],
    ]);
    expect(messages[0]?.content).toContain('Responde en español.');
    expect((await history()).messages).toHaveLength(4);
  });

  it('drops the sentences that use hype, and refuses an answer that is nothing else', async () => {
    await clear();
    fake.reply(
      { content: 'The edge is 6.1%. This one is a lock! Variance still applies.' },
      { content: 'Guaranteed winner. Es seguro.' },
    );
    const filtered = await ask('Is Betis safe?');
    expect(filtered.json().response).toBe('The edge is 6.1%. Variance still applies.');
    const refused = await ask('And now?');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({ code: 'BAD_GATEWAY', reason: 'ai_invalid_response' });
    expect(await storedMessages(t.database.db, admin.id)).toHaveLength(2);
  });

  it('answers 504 when the provider does not answer in time, and stores nothing', async () => {
    await clear();
    fake.reply({ hang: true });
    const res = await ask('Anyone there?');
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toMatchObject({ code: 'GATEWAY_TIMEOUT', reason: 'ai_timeout' });
    expect(res.json().error.message).toMatch(/did not answer/);
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it.each([
    [401, { error: { message: 'Incorrect API key provided: sk-gen***ius' } }],
    [429, { error: { message: 'Rate limit reached' } }],
    [503, { error: { message: 'overloaded' } }],
  ])(
    'answers 502 without the provider’s words when it answers %i, and stores nothing',
    async (status, body) => {
      await clear();
      fake.reply({ status, body });
      const res = await ask('Hello?');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'BAD_GATEWAY',
        reason: 'ai_provider_error',
        message: 'The AI provider answered with an error; try again later',
      });
      expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
    },
  );

  it('answers 502 for a body that is not a completion, and stores nothing', async () => {
    await clear();
    fake.reply({ status: 200, body: '<html>gateway</html>' }, { status: 200, body: { choices: [] } });
    for (const _ of [1, 2]) {
      const res = await ask('Hello?');
      expect(res.statusCode).toBe(502);
      expect(res.json().error.reason).toBe('ai_invalid_response');
    }
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t  '],
    ['too long', 'x'.repeat(4001)],
    ['a NUL byte', 'hi\u0000there'],
    ['not text', 42],
  ])('refuses a message that is %s with 400, without asking the provider', async (_name, message) => {
    const res = await ask(message);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(fake.requests).toEqual([]);
  });

  it('keeps each admin’s conversation to that admin, and clears only the caller’s', async () => {
    await clear();
    await clear(otherAdmin.cookie);
    fake.reply({ content: 'Mine.' }, { content: 'Theirs.' });
    await ask('Mine?');
    await ask('Theirs?', otherAdmin.cookie);
    expect((await history()).messages.map((m) => m.content)).toEqual(['Mine?', 'Mine.']);
    expect((await history(otherAdmin.cookie)).messages.map((m) => m.content)).toEqual(['Theirs?', 'Theirs.']);

    const cleared = await clear();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 2 });
    expect((await history()).messages).toEqual([]);
    expect((await history(otherAdmin.cookie)).messages).toHaveLength(2);
  });

  it('is for admins only', async () => {
    expect((await ask('Hi', userCookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/genius-chat/history' });
    expect(anonymous.statusCode).toBe(401);
    expect(fake.requests).toEqual([]);
  });
});

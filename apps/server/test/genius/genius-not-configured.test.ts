import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { storedMessages, streamEvents } from './genius-world';

let t: TestApp;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = { id: account.id, cookie: await loginAs(t.app, account.email, account.plainPassword) };
});
afterAll(async () => t?.close());

const post = (url: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin.cookie, 'accept-language': language },
    payload: { message: 'Hello Genius' },
  });

describe(`the Genius chat without AI configured, on ${testDatabaseMode}`, () => {
  it('says clearly that AI is not configured, in the asked language, and stores nothing', async () => {
    const res = await post('/api/admin/genius-chat');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      configured: false,
      response: 'AI is not configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL to chat with the Genius.',
      message: null,
      userMessage: null,
    });
    expect((await post('/api/admin/genius-chat', 'es')).json().response).toMatch(
      /^La IA no está configurada/,
    );
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('ends the stream with a not_configured event', async () => {
    const res = await post('/api/admin/genius-chat/stream');
    expect(res.statusCode).toBe(200);
    expect(streamEvents(res.body)).toEqual([
      { type: 'not_configured', message: expect.stringMatching(/^AI is not configured/) },
    ]);
    expect(await storedMessages(t.database.db, admin.id)).toEqual([]);
  });

  it('reports it in the history, with the context the tab shows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/genius-chat/history',
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toMatchObject({
      configured: false,
      messages: [],
      context: { kellyFraction: 0.25, edgeThreshold: 0.02, bankroll: 1000, picks: [] },
    });
  });

  it('limits how often one admin can ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await post('/api/admin/genius-chat')).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(30);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/plugins/security';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

/** The headers every response carries whatever it is: the security headers and the request id. */
const EVERY_RESPONSE = [...Object.keys(securityHeaders({ isHttps: false })), 'x-request-id'];

function common(res: LightMyRequestResponse) {
  return Object.fromEntries(
    EVERY_RESPONSE.map((name) => [
      name,
      name === 'x-request-id' ? typeof res.headers[name] : res.headers[name],
    ]),
  );
}

describe(`the event streams' headers on ${testDatabaseMode}`, () => {
  it('sends the generation stream with the same security headers as any other response', async () => {
    const normal = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: adminCookie },
    });
    const stream = await t.app.inject({
      method: 'GET',
      url: '/api/picks/stream?bankroll=1000&pickCount=1',
      headers: { cookie: adminCookie, 'x-requested-with': 'fetch' },
    });
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(EVERY_RESPONSE.length).toBeGreaterThan(8);
    expect(common(stream)).toEqual(common(normal));
    expect(stream.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
  });

  it('sends the Genius chat stream with the same security headers as any other response', async () => {
    const normal = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: adminCookie },
    });
    const stream = await t.app.inject({
      method: 'POST',
      url: '/api/admin/genius-chat/stream',
      headers: { cookie: adminCookie },
      payload: { message: 'Hola' },
    });
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.body).toContain('not_configured');
    expect(common(stream)).toEqual(common(normal));
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
  });
});

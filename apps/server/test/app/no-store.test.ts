import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_PATHS } from '../../src/plugins/security';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { routeTableEntries } from '../helpers/route-table';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

const READS = new Set(['GET', 'HEAD']);
const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

describe(`Cache-Control on personal data on ${testDatabaseMode}`, { timeout: 120_000 }, () => {
  it('marks no-store every route under /api/account, /api/auth, /api/billing, /api/admin and /api/notifications', async () => {
    const routes = routeTableEntries(t.app).filter((route) =>
      ['/api/account', '/api/auth', '/api/billing', '/api/admin', '/api/notifications'].some((prefix) =>
        under(route.url, prefix),
      ),
    );
    expect(routes.length).toBeGreaterThan(40);
    const answered = new Set<number>();
    for (const route of routes) {
      if (route.method === 'OPTIONS') continue;
      // Reads as an admin, so that they answer with data; writes anonymously with a body that does
      // not parse, so that none changes anything (logout and sign-outs of this admin included).
      const isRead = READS.has(route.method);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.path,
        headers: isRead ? { cookie: adminCookie } : { 'content-type': 'application/json' },
        ...(isRead ? {} : { payload: '{not json' }),
      });
      answered.add(res.statusCode);
      expect(res.headers['cache-control'], `${route.method} ${route.url} (${res.statusCode})`).toBe(
        'no-store',
      );
    }
    // The data itself, not only refusals.
    expect(answered).toContain(200);
  });

  it('lists exactly those six trees', () => {
    expect([...PERSONAL_DATA_PATHS].sort()).toEqual([
      '/api/account',
      '/api/admin',
      '/api/auth',
      '/api/bets',
      '/api/billing',
      '/api/notifications',
    ]);
  });

  it('marks no-store the 404 of an unknown path in those trees', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/no-such-thing',
      headers: { cookie: adminCookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public prepared lists their revalidation (ETag and 304) as before', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/picks' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/picks',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

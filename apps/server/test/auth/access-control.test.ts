import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminPath, isAdminRoute } from '../../src/plugins/auth';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';

let t: TestApp;
let regularCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  // Routes added after the auth plugin, as every later module is: the guard must cover them too.
  t.app.get('/api/admin/probe', async () => ({ ok: true }));
  t.app.post('/api/lab/probe/:id', async () => ({ ok: true }));
  t.app.delete('/api/admin', async () => ({ ok: true }));
  const regular = await createAccount(t.database.db);
  const admin = await createAccount(t.database.db, { role: 'admin' });
  regularCookie = await loginAs(t.app, regular.email, regular.plainPassword);
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  await t.app.ready();
});
afterAll(async () => t?.close());

/** Every admin-only route of the server's own route table, with its path parameters filled in. */
function adminRoutes() {
  return t.app.routeTable
    .filter((route) => isAdminRoute(route.method, route.url) && route.method !== 'HEAD')
    .map((route) => ({ method: route.method, url: route.url.replace(/:(\w+)/g, 'x-$1') }));
}

describe('the admin guard over the whole route table', () => {
  it('finds the admin and laboratory routes, and pick generation, in the route table', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(3);
    const urls = adminRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/picks/stream', 'POST /api/picks']));
  });

  it('answers 401 to anonymous callers on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to regular users on every admin route, before reading the body', async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { cookie: regularCookie, 'content-type': 'application/json' },
        payload: route.method === 'GET' ? undefined : '{not json',
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets an admin through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not treat look-alike paths as admin routes', () => {
    expect(isAdminPath('/api/administrator')).toBe(false);
    expect(isAdminPath('/api/labs')).toBe(false);
    expect(isAdminPath('/api/admin')).toBe(true);
    expect(isAdminPath('/api/lab/evaluate-formula')).toBe(true);
    expect(isAdminRoute('GET', '/api/picks')).toBe(false);
    expect(isAdminRoute('POST', '/api/picks')).toBe(true);
  });
});

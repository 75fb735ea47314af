import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { appTables, installWriteCounter } from '../helpers/db-fingerprint';
import { fuzzRoute } from '../helpers/fuzz-runner';

// The whole route table is fuzzed by test/app/fuzz-routes.test.ts; this runs the same fuzzer on the
// Massey routes alone, as an admin, so that a multipart regression shows here first.
let t: TestApp;
let tables: string[];
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  await t.app.ready();
  tables = await appTables(t.database);
  await installWriteCounter(t.database, tables);
});
afterAll(async () => t?.close());

describe(`malformed input on the Massey routes, on ${testDatabaseMode}`, () => {
  it('answers an admin without a 5xx, a leak or a write', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/admin/massey'));
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    for (const key of [
      'DELETE /api/admin/massey/:sport',
      'GET /api/admin/massey/status',
      'POST /api/admin/massey/upload',
    ])
      expect(keys).toContain(key);
    for (const route of routes) {
      const result = await fuzzRoute(t, tables, route, { roleCookie: adminCookie, depth: 'full' });
      expect(result.problems, `${route.method} ${route.url}`).toEqual([]);
      expect(result.sent).toBeGreaterThan(5);
    }
  });
});

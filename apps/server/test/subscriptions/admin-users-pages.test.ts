import { AdminUsersResponseSchema, ApiErrorSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { adminCaller, type Caller, giveSubscription, headersOf } from '../helpers/subscribers';

let t: TestApp;
let admin: Caller;
/** Every account, newest first. */
const order: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = await adminCaller(t.app, db);
  // Two accounts share a creation time, so the id has to break the tie across a page boundary.
  await db.insert(users).values(
    [5, 4, 4, 3, 2].map((day, i) => ({
      email: `paged-${i}@example.com`,
      password: 'not a hash',
      name: `Paged ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, day)),
    })),
  );
  // With any account the app made itself, newest first.
  const rows = await db.select({ id: users.id, createdAt: users.createdAt }).from(users);
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  order.push(...rows.map((row) => row.id));
  await giveSubscription(db, order.at(-1) as string, 'diamond');
});
afterAll(async () => t?.close());

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: headersOf(admin) });

async function page(query: string) {
  const res = await get(query);
  expect(res.statusCode, query).toBe(200);
  return AdminUsersResponseSchema.parse(res.json());
}

describe(`the Usuarios list, paged on ${testDatabaseMode}`, () => {
  it('gives the first page, the next one through nextCursor, and a last page without one', async () => {
    const first = await page('?limit=4');
    expect(first.users.map((u) => u.id)).toEqual(order.slice(0, 4));
    expect(first.total).toBe(order.length);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?limit=4&cursor=${first.nextCursor}`);
    expect(second.users.map((u) => u.id)).toEqual(order.slice(4));
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(order.length);
    // Each page carries its accounts' plans.
    expect(second.users.at(-1)).toMatchObject({ plan: 'diamond', status: 'active' });
  });

  it('answers every account on one page of the default size, without a following page', async () => {
    const all = await page('');
    expect(all.users.map((u) => u.id)).toEqual(order);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give, a bad limit or a stray parameter with 400 and a reason', async () => {
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    for (const query of [
      '?cursor=not%20a%20cursor',
      `?cursor=${encode(`2026-01-01T00:00:00Z|${order[0]}`)}`,
      `?cursor=${encode('hello')}`,
      `?cursor=${'x'.repeat(201)}`,
      '?limit=0',
      '?limit=201',
      '?role=admin',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = ApiErrorSchema.parse(res.json());
      expect(error.reason, query).toEqual(expect.any(String));
    }
    const bad = ApiErrorSchema.parse((await get('?cursor=not%20a%20cursor')).json());
    expect(bad.error.reason).toBe('invalid_cursor');
  });
});

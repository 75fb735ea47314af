import { ApiErrorSchema, SubscriberPicksResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPick } from '../helpers/picks';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { adminCaller, anonymous, type Caller, headersOf, regularCaller } from '../helpers/subscribers';

let t: TestApp;
let admin: Caller;
let regular: Caller;
/** The pending picks, newest first. */
const pending: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  // Two picks share a time, so the id has to break the tie across a page boundary.
  const times = [5, 4, 4, 3, 2, 1].map((day) => new Date(Date.UTC(2026, 0, day)));
  const rows = [];
  for (const timestamp of times) rows.push(await createPick(db, { status: 'pending', timestamp }));
  await createPick(db, { status: 'approved' });
  rows.sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime() || (a.id < b.id ? 1 : -1));
  pending.push(...rows.map((row) => row.id));
  admin = await adminCaller(t.app, db);
  regular = await regularCaller(t.app, db, 'regular');
});
afterAll(async () => t?.close());

const get = (query: string, caller: Caller = admin) =>
  t.app.inject({ method: 'GET', url: `/api/picks${query}`, headers: headersOf(caller) });

async function page(query: string) {
  const res = await get(query);
  expect(res.statusCode, query).toBe(200);
  return SubscriberPicksResponseSchema.parse(res.json());
}

describe(`an admin's list of another status than published, paged on ${testDatabaseMode}`, () => {
  it('gives the first page, the next one through nextCursor, and a last page without one', async () => {
    const first = await page('?status=pending&limit=4');
    expect(first.picks.map((p) => p.id)).toEqual(pending.slice(0, 4));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?status=pending&limit=4&cursor=${first.nextCursor}`);
    expect(second.picks.map((p) => p.id)).toEqual(pending.slice(4));
    expect(second.nextCursor).toBeNull();
  });

  it('answers every pick of the status on one page when it holds them, without a following page', async () => {
    const all = await page('?status=pending');
    expect(all.picks.map((p) => p.id)).toEqual(pending);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give, or paging the published window, with 400 and a reason', async () => {
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    for (const query of [
      '?status=pending&cursor=not%20a%20cursor',
      `?status=pending&cursor=${encode(`2026-01-01T00:00:00Z|${pending[0]}`)}`,
      `?status=pending&cursor=${'x'.repeat(201)}`,
      '?status=pending&limit=0',
      '?status=pending&limit=201',
      '?cursor=abc',
      '?status=published&limit=10',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = ApiErrorSchema.parse(res.json());
      expect(error.reason, query).toEqual(expect.any(String));
      expect(error.issues?.[0]?.path, query).toMatch(/cursor|limit/);
    }
  });

  it('keeps the published window unpaged, and other statuses for admins only', async () => {
    const published = await page('');
    expect(published.nextCursor).toBeUndefined();
    for (const caller of [anonymous, regular]) {
      expect((await get('?status=pending&limit=2', caller)).statusCode, caller.name).toBe(403);
    }
  });
});

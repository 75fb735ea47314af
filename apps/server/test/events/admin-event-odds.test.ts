import { AdminEventOddsSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let admin: string;
let eventId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const demo = { ...createDemoProvider(11), sports: ['nba' as const] };
  const now = new Date('2026-11-22T12:00:00Z');
  await syncMarkets(t.database.db, [demo], new Date(now.getTime() - 6 * 3_600_000), t.app.log);
  await syncMarkets(t.database.db, [demo], now, t.app.log);
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = await loginAs(t.app, account.email, account.plainPassword);
  const upcoming = (await t.database.db.select().from(events)).filter(
    (e) => e.status === 'upcoming' && e.startTime > now,
  );
  eventId = (upcoming[0] as typeof events.$inferSelect).id;
});
afterAll(async () => t?.close());

const read = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/events/${id}/odds`, headers: cookie ? { cookie } : {} });

describe(`the admin's odds of an event on ${testDatabaseMode}`, () => {
  it('lists each book’s newest price per market and selection, the line moves and the snapshot count', async () => {
    const res = await read(eventId, admin);
    expect(res.statusCode).toBe(200);
    const body = AdminEventOddsSchema.parse(res.json());
    expect(body.event.id).toBe(eventId);
    const books = new Set(body.latest.map((q) => q.bookmaker));
    expect(books.size).toBe(6);
    const keys = body.latest.map((q) => `${q.bookmaker}|${q.market}|${q.selection}|${q.line}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(body.snapshots).toBeGreaterThan(body.latest.length);
    expect(body.movements.length).toBeGreaterThan(0);
    expect(body.closing).toEqual([]);
  });

  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    expect((await read(crypto.randomUUID(), admin)).statusCode).toBe(404);
    expect((await read('not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await read(eventId)).statusCode).toBe(401);
    const user = await createAccount(t.database.db, {});
    expect((await read(eventId, await loginAs(t.app, user.email, user.plainPassword))).statusCode).toBe(403);
  });
});

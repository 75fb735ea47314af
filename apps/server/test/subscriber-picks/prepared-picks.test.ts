import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { picks } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import {
  adminCaller,
  anonymous,
  type Caller,
  giveSubscription,
  headersOf,
  hoursFromNow,
  picksOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCaller(t.app, t.database.db);
});
afterAll(async () => t?.close());

const db = () => t.database.db;
/**
 * Moves the clock `ms` forward, only the clock (`Date`): the prepared lists' age limits, settling
 * windows and start times are read from it, so no timer and no wait is involved.
 */
function later(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}
afterEach(() => {
  vi.useRealTimers();
});
const ids = async (caller: Caller) => (await picksOf(t.app, caller)).map((p) => p.id);

describe(`the prepared pick lists on ${testDatabaseMode}`, () => {
  it('serve what was prepared until a change is announced, then the change', async () => {
    const pick = await publishedPick(db(), { tier: 'vip' });
    // Past the settling window of that announcement, so the list is kept for its full age.
    later(1_100);
    expect(await ids(anonymous)).toContain(pick.id);
    await db().update(picks).set({ status: 'approved' }).where(eq(picks.id, pick.id));
    expect(await ids(anonymous)).toContain(pick.id);
    picksChanged();
    expect(await ids(anonymous)).not.toContain(pick.id);
  });

  it('see a change nobody announced (an edit by hand in SQL) within ten seconds', async () => {
    const pick = await publishedPick(db(), { tier: 'vip' });
    later(1_100);
    expect(await ids(anonymous)).toContain(pick.id);
    await db().delete(picks).where(eq(picks.id, pick.id));
    expect(await ids(anonymous)).toContain(pick.id);
    // Only the clock moves: the prepared list's age limit, not a timer, makes it read again.
    later(9_000);
    expect(await ids(anonymous)).toContain(pick.id);
    later(1_100);
    expect(await ids(anonymous)).not.toContain(pick.id);
  });

  it('drop a pick from the visitors list when its event starts, without any announcement', async () => {
    const pick = await publishedPick(db(), { tier: 'vip', eventStartTime: new Date(Date.now() + 1_500) });
    expect(await ids(anonymous)).toContain(pick.id);
    later(1_600);
    expect(await ids(anonymous)).not.toContain(pick.id);
  });

  it('follow the admin routes at once: publishing and grading', async () => {
    const user = await regularCaller(t.app, db(), 'watcher');
    const draft = await createPick(db(), { tier: 'diamante', eventStartTime: hoursFromNow(-2) });
    await ids(user);
    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/picks/${draft.id}/status`,
      headers: headersOf(admin),
      payload: { status: 'published' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await picksOf(t.app, user)).find((p) => p.id === draft.id)?.locked).toBe(true);
    const grade = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/picks/${draft.id}/result`,
      headers: headersOf(admin),
      payload: { result: 'loss' },
    });
    expect(grade.statusCode, grade.body).toBe(200);
    expect((await picksOf(t.app, user)).find((p) => p.id === draft.id)).toMatchObject({
      locked: false,
      result: 'loss',
    });
  });

  it('read the plan again when it ends, without any announcement', async () => {
    const pick = await publishedPick(db(), { tier: 'exclusivo' });
    const user = await regularCaller(t.app, db(), 'ending');
    const end = Date.now() + 2_000;
    await giveSubscription(db(), user.userId as string, 'exclusivo', { currentPeriodEnd: new Date(end) });
    expect((await picksOf(t.app, user)).find((p) => p.id === pick.id)?.locked).toBe(false);
    later(end + 100 - Date.now());
    expect((await picksOf(t.app, user)).find((p) => p.id === pick.id)?.locked).toBe(true);
  });
});

describe(`the picks list's ETag on ${testDatabaseMode}`, () => {
  const get = (caller: Caller, ifNoneMatch?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/picks',
      headers: { ...headersOf(caller), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });

  it('answers 304 with no body while the list is unchanged, for this browser only', async () => {
    await publishedPick(db(), { tier: 'vip' });
    const first = await get(anonymous);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('cookie');
    const again = await get(anonymous, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
  });

  it.each([
    ['a weak form of the tag', (tag: string) => `W/${tag}`, 304],
    ['a list holding the tag', (tag: string) => `"other", ${tag}`, 304],
    ['any tag', () => '*', 304],
    ['another tag', () => '"not-this-one"', 200],
  ])('compares If-None-Match: %s', async (_, header, status) => {
    const tag = (await get(anonymous)).headers.etag as string;
    expect((await get(anonymous, header(tag))).statusCode).toBe(status);
  });

  it('gives each access class its own tag, and a new one when a publication changes the list', async () => {
    await publishedPick(db(), { tier: 'platinum' });
    const subscriber = await regularCaller(t.app, db(), 'etag-platinum');
    await giveSubscription(db(), subscriber.userId as string, 'platinum');
    const visitorTag = (await get(anonymous)).headers.etag as string;
    const subscriberTag = (await get(subscriber)).headers.etag as string;
    expect(subscriberTag).not.toBe(visitorTag);

    await publishedPick(db(), { tier: 'platinum' });
    picksChanged();
    const changed = await get(subscriber, subscriberTag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(subscriberTag);
  });
});

describe(`the record's and the KPIs' ETags on ${testDatabaseMode}`, () => {
  it.each([
    ['/api/kpis', 'public, no-cache'],
    ['/api/record', 'private, no-cache'],
  ])('%s answers 304 while unchanged and says how it may be cached', async (url, cacheControl) => {
    await publishedPick(db(), { tier: 'vip', eventStartTime: hoursFromNow(-3) });
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe(cacheControl);
    const tag = first.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

import { ApiErrorSchema, UnlockFreeResponseSchema } from '@arcade/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, users } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import {
  adminCaller,
  anonymous,
  type Caller,
  claim,
  hoursFromNow,
  picksOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://localhost:3000' });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const freePickRows = (userId: string) =>
  db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, 'free_pick')));
const hasUsed = async (userId: string) =>
  (await db().select().from(users).where(eq(users.id, userId)))[0]?.hasUsedFreePick;

async function expectRefused(
  res: Awaited<ReturnType<typeof claim>>,
  status: number,
  code: string,
  reason?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = ApiErrorSchema.parse(res.json());
  expect(error.code).toBe(code);
  if (reason) expect(error.reason).toBe(reason);
}

describe(`claiming the free pick on ${testDatabaseMode}`, () => {
  it('unlocks one upcoming published pick, spends the free pick and records a zero-amount transaction', async () => {
    const pick = await publishedPick(db(), { tier: 'diamante' });
    const user = await regularCaller(t.app, db(), 'claimer');
    const res = await claim(t.app, user, pick.id);
    expect(res.statusCode, res.body).toBe(200);
    const claimed = UnlockFreeResponseSchema.parse(res.json()).pick;
    expect(claimed).toMatchObject({ id: pick.id, locked: false, isFree: true, selection: pick.selection });
    expect(await hasUsed(user.userId as string)).toBe(true);
    expect(await freePickRows(user.userId as string)).toEqual([
      expect.objectContaining({ pickId: pick.id, amount: 0, currency: 'usd', status: 'completed' }),
    ]);
    const seen = (await picksOf(t.app, user)).find((p) => p.id === pick.id);
    expect(seen).toMatchObject({ locked: false, isFree: true, selection: pick.selection });
  });

  it('refuses a second claim, on another pick or the same, and changes nothing', async () => {
    const first = await publishedPick(db(), { tier: 'platinum' });
    const second = await publishedPick(db(), { tier: 'platinum' });
    const user = await regularCaller(t.app, db(), 'second claim');
    expect((await claim(t.app, user, first.id)).statusCode).toBe(200);
    await expectRefused(await claim(t.app, user, second.id), 409, 'CONFLICT', 'free_pick_used');
    await expectRefused(await claim(t.app, user, first.id), 409, 'CONFLICT', 'free_pick_used');
    expect((await freePickRows(user.userId as string)).map((r) => r.pickId)).toEqual([first.id]);
    expect((await picksOf(t.app, user)).find((p) => p.id === second.id)?.locked).toBe(true);
  });

  it('refuses picks that have started, are graded, or that the plan already shows, saying why and keeping the free pick', async () => {
    const startedPick = await publishedPick(db(), { eventStartTime: hoursFromNow(-1) });
    const gradedPick = await publishedPick(db(), {
      eventStartTime: hoursFromNow(-30),
      result: 'win',
      profit: 22,
      gradedAt: hoursFromNow(-27),
    });
    const vipPick = await publishedPick(db(), { tier: 'vip' });
    const user = await regularCaller(t.app, db(), 'vip subscriber', { plan: 'vip' });
    await expectRefused(await claim(t.app, user, startedPick.id), 409, 'CONFLICT', 'event_started');
    await expectRefused(await claim(t.app, user, gradedPick.id), 409, 'CONFLICT', 'pick_graded');
    await expectRefused(await claim(t.app, user, vipPick.id), 409, 'CONFLICT', 'already_visible');
    expect(await hasUsed(user.userId as string)).toBe(false);
    expect(await freePickRows(user.userId as string)).toEqual([]);
  });

  it('lets an expired or inactive subscriber claim a pick of the tier they no longer have', async () => {
    const pick = await publishedPick(db(), { tier: 'vip' });
    const expired = await regularCaller(t.app, db(), 'expired', {
      plan: 'vip',
      currentPeriodEnd: hoursFromNow(-1),
    });
    expect((await claim(t.app, expired, pick.id)).statusCode).toBe(200);
    const inactive = await regularCaller(t.app, db(), 'inactive', { plan: 'all_access', status: 'inactive' });
    expect((await claim(t.app, inactive, pick.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or unpublished pick and 400 for an id that is no uuid', async () => {
    const user = await regularCaller(t.app, db(), 'not found');
    const draft = await createPick(db(), { status: 'approved', eventStartTime: hoursFromNow(24) });
    await expectRefused(await claim(t.app, user, draft.id), 404, 'NOT_FOUND');
    await expectRefused(await claim(t.app, user, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    await expectRefused(await claim(t.app, user, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
    expect(await hasUsed(user.userId as string)).toBe(false);
  });

  it('needs a session, refuses admins, and refuses requests from another origin', async () => {
    const pick = await publishedPick(db());
    await expectRefused(await claim(t.app, anonymous, pick.id), 401, 'UNAUTHORIZED');
    const admin = await adminCaller(t.app, db());
    await expectRefused(await claim(t.app, admin, pick.id), 403, 'FORBIDDEN');
    expect(await freePickRows(admin.userId as string)).toEqual([]);
    const user = await regularCaller(t.app, db(), 'cross-site');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/picks/${pick.id}/unlock-free`,
      headers: { cookie: user.cookie as string, origin: 'https://evil.example' },
    });
    await expectRefused(res, 403, 'BAD_ORIGIN');
    expect(await hasUsed(user.userId as string)).toBe(false);
  });

  it('limits how often one user may try', async () => {
    const user = await regularCaller(t.app, db(), 'hammering');
    const startedPick = await publishedPick(db(), { eventStartTime: hoursFromNow(-1) });
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await claim(t.app, user, startedPick.id)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe(`concurrent free-pick claims on ${testDatabaseMode}`, () => {
  async function race(user: Caller, pickIds: [string, string]) {
    const answers = await Promise.all(pickIds.map((id) => claim(t.app, user, id)));
    return answers.map((res) => res.statusCode).sort();
  }

  it('unlock exactly one of two different picks', async () => {
    const a = await publishedPick(db(), { tier: 'diamante' });
    const b = await publishedPick(db(), { tier: 'diamante' });
    const user = await regularCaller(t.app, db(), 'racer on two picks');
    expect(await race(user, [a.id, b.id])).toEqual([200, 409]);
    expect(await freePickRows(user.userId as string)).toHaveLength(1);
    const unlocked = (await picksOf(t.app, user)).filter((p) => [a.id, b.id].includes(p.id) && !p.locked);
    expect(unlocked).toHaveLength(1);
  });

  it('unlock the same pick once', async () => {
    const pick = await publishedPick(db(), { tier: 'diamante' });
    const user = await regularCaller(t.app, db(), 'racer on one pick');
    expect(await race(user, [pick.id, pick.id])).toEqual([200, 409]);
    expect(await freePickRows(user.userId as string)).toHaveLength(1);
  });
});

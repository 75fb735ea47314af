import { AccountExportSchema, AdminUsersResponseSchema, MeResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountBreaks, users } from '../../src/db/schema/index';
import { breakEnd } from '../../src/modules/account/safer-play.service';
import { testDatabaseMode } from '../helpers/database';
import { giveSubscription, hoursFromNow, publishedPick } from '../helpers/subscribers';
import { as, person, refusalOf, useStripeApp } from './account-helpers';

const held = useStripeApp();

const userOf = (res: { body: string }) => MeResponseSchema.parse(JSON.parse(res.body)).user;
const rowOf = async (id: string) =>
  (await held.t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('breakEnd', () => {
  const now = new Date('2026-08-31T10:00:00Z');
  it.each([
    ['24h', '2026-09-01T10:00:00.000Z'],
    ['7d', '2026-09-07T10:00:00.000Z'],
    ['30d', '2026-09-30T10:00:00.000Z'],
    // Six calendar months from 31 August: 31 February does not exist, JavaScript's calendar rolls on.
    ['6m', '2027-03-03T10:00:00.000Z'],
  ] as const)('ends a %s break at %s', (period, end) => {
    expect(breakEnd(period, now)?.toISOString()).toBe(end);
  });
  it('never ends self-exclusion', () => {
    expect(breakEnd('permanent', now)).toBeNull();
  });
});

describe(`a break on ${testDatabaseMode}`, { timeout: 60_000 }, () => {
  it('closes picks, the free pick, checkout and hand grants until it ends, and stops the renewal at Stripe', async () => {
    const pick = await publishedPick(held.t.database.db, {
      tier: 'diamante',
      eventStartTime: hoursFromNow(30),
    });
    const someone = await person(held.t, { fake: held.fake, paid: true });
    const before = Date.now();
    const res = await as(held.t.app, someone.cookie, 'POST', '/api/account/break', { period: '24h' });
    expect(res.statusCode, res.body).toBe(200);
    const onBreak = userOf(res)?.onBreak;
    expect(onBreak?.permanent).toBe(false);
    const endsAt = new Date(onBreak?.endsAt ?? 0).getTime();
    expect(endsAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(endsAt - before).toBeLessThan(24 * 3_600_000 + 60_000);

    const picks = await as(held.t.app, someone.cookie, 'GET', '/api/picks');
    expect(refusalOf(picks)).toEqual({ status: 403, reason: 'on_break' });
    expect(JSON.parse(picks.body).error.details.endsAt).toBe(onBreak?.endsAt);
    expect(picks.body).not.toContain(pick.homeTeam);
    const firstScreen = await as(held.t.app, someone.cookie, 'GET', '/api/picks?perTier=3');
    expect(refusalOf(firstScreen)).toEqual({ status: 403, reason: 'on_break' });
    expect(
      refusalOf(await as(held.t.app, someone.cookie, 'POST', `/api/picks/${pick.id}/unlock-free`)),
    ).toEqual({
      status: 403,
      reason: 'on_break',
    });
    expect(
      refusalOf(await as(held.t.app, someone.cookie, 'POST', '/api/billing/checkout', { plan: 'platinum' })),
    ).toEqual({ status: 409, reason: 'on_break' });
    const analysis = await as(held.t.app, someone.cookie, 'POST', '/api/analyze-pick', {
      eventId: '00000000-0000-4000-8000-000000000001',
    });
    expect(refusalOf(analysis)).toEqual({ status: 403, reason: 'on_break' });

    // The paid plan stops renewing at Stripe, and the stored row says so.
    expect(held.fake.subscription(someone.subscriptionId ?? '')?.cancel_at_period_end).toBe(true);
    const updates = held.fake.callsTo('POST', `/v1/subscriptions/${someone.subscriptionId}`);
    expect(updates).toHaveLength(1);

    const admin = await person(held.t, { role: 'admin' });
    const grant = await as(held.t.app, admin.cookie, 'PATCH', `/api/admin/users/${someone.id}/subscription`, {
      tier: 'diamond',
      status: 'active',
    });
    expect(refusalOf(grant)).toEqual({ status: 409, reason: 'on_break' });

    // Usuarios shows who is on a break and until when.
    const listed = AdminUsersResponseSchema.parse(
      (await as(held.t.app, admin.cookie, 'GET', '/api/admin/users?limit=200')).json(),
    ).users.find((user) => user.id === someone.id);
    expect(listed?.onBreak).toEqual(onBreak);

    // Once it has ended (moved back in time here), everything opens again.
    await held.t.database.db
      .update(users)
      .set({ breakEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, someone.id));
    const { sessionUserChanged } = await import('../../src/modules/sessions');
    sessionUserChanged(held.t.database.db, someone.id);
    expect((await as(held.t.app, someone.cookie, 'GET', '/api/picks')).statusCode).toBe(200);
  });

  it('cannot be shortened or lifted, by the person or anyone; a longer one replaces it', async () => {
    const someone = await person(held.t);
    expect(
      (await as(held.t.app, someone.cookie, 'POST', '/api/account/break', { period: '7d' })).statusCode,
    ).toBe(200);
    const shorter = await as(held.t.app, someone.cookie, 'POST', '/api/account/break', { period: '24h' });
    expect(refusalOf(shorter)).toEqual({ status: 409, reason: 'break_cannot_end_early' });
    const lift = await as(held.t.app, someone.cookie, 'DELETE', '/api/account/break', undefined, 'en');
    expect(refusalOf(lift)).toEqual({ status: 409, reason: 'break_cannot_end_early' });
    const longer = await as(held.t.app, someone.cookie, 'POST', '/api/account/break', { period: '30d' });
    expect(longer.statusCode).toBe(200);
    const permanent = await as(held.t.app, someone.cookie, 'POST', '/api/account/break', {
      period: 'permanent',
    });
    expect(userOf(permanent)?.onBreak).toEqual({ endsAt: null, permanent: true });
    for (const period of ['6m', 'permanent'] as const) {
      const res = await as(held.t.app, someone.cookie, 'POST', '/api/account/break', { period });
      expect(refusalOf(res)).toEqual({ status: 409, reason: 'break_cannot_end_early' });
    }
    // Every break is kept, and the person's export lists them.
    const rows = await held.t.database.db
      .select()
      .from(accountBreaks)
      .where(eq(accountBreaks.userId, someone.id));
    expect(rows.map((row) => row.period).sort()).toEqual(['30d', '7d', 'permanent']);
    expect(rows.find((row) => row.period === 'permanent')?.endsAt).toBeNull();
    const exported = AccountExportSchema.parse(
      JSON.parse((await as(held.t.app, someone.cookie, 'GET', '/api/account/export')).body),
    );
    expect(exported.breaks.map((entry) => entry.period)).toEqual(['7d', '30d', 'permanent']);
    // Self-excluded, the person may still sign in to read, export or delete.
    expect((await as(held.t.app, someone.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await rowOf(someone.id))?.selfExcluded).toBe(true);
  });

  it('refuses an unknown period and a signed-out caller, and changes nothing', async () => {
    const someone = await person(held.t);
    const res = await as(held.t.app, someone.cookie, 'POST', '/api/account/break', { period: '1y' });
    expect(res.statusCode).toBe(400);
    expect((await rowOf(someone.id))?.breakEndsAt).toBeNull();
    expect((await as(held.t.app, null, 'POST', '/api/account/break', { period: '24h' })).statusCode).toBe(
      401,
    );
  });
});

describe(`confirming 18+ on ${testDatabaseMode}`, () => {
  it('keeps picks from an account made before signup asked, until it confirms once', async () => {
    const someone = await person(held.t, { ageConfirmed: false });
    const me = await as(held.t.app, someone.cookie, 'GET', '/api/auth/me');
    expect(userOf(me)?.ageConfirmed).toBe(false);
    expect(refusalOf(await as(held.t.app, someone.cookie, 'GET', '/api/picks'))).toEqual({
      status: 403,
      reason: 'age_not_confirmed',
    });
    const no = await as(held.t.app, someone.cookie, 'POST', '/api/account/age', { ageConfirmed: false });
    expect(refusalOf(no)).toEqual({ status: 400, reason: 'age_not_confirmed' });
    const yes = await as(held.t.app, someone.cookie, 'POST', '/api/account/age', { ageConfirmed: true });
    expect(userOf(yes)?.ageConfirmed).toBe(true);
    const first = (await rowOf(someone.id))?.ageConfirmedAt;
    expect(first).toBeInstanceOf(Date);
    await as(held.t.app, someone.cookie, 'POST', '/api/account/age', { ageConfirmed: true });
    expect((await rowOf(someone.id))?.ageConfirmedAt?.getTime()).toBe(first?.getTime());
    expect((await as(held.t.app, someone.cookie, 'GET', '/api/picks')).statusCode).toBe(200);
  });
});

describe(`the weekly stake limit on ${testDatabaseMode}`, () => {
  it('is set, changed and cleared by the person; nonsense is refused', async () => {
    const someone = await person(held.t);
    await giveSubscription(held.t.database.db, someone.id, 'vip');
    const set = await as(held.t.app, someone.cookie, 'PUT', '/api/account/limits', { weeklyStake: 150.5 });
    expect(userOf(set)?.weeklyStakeLimit).toBe(150.5);
    for (const weeklyStake of [0, -10, 'a lot']) {
      const res = await as(held.t.app, someone.cookie, 'PUT', '/api/account/limits', { weeklyStake });
      expect(res.statusCode).toBe(400);
    }
    expect((await rowOf(someone.id))?.weeklyStakeLimit).toBe(150.5);
    const cleared = await as(held.t.app, someone.cookie, 'PUT', '/api/account/limits', { weeklyStake: null });
    expect(userOf(cleared)?.weeklyStakeLimit).toBeNull();
  });
});

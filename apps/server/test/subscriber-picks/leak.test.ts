import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickRow } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { expectNoLeak, leaksIn, secretPick } from '../helpers/leak-search';
import {
  adminCaller,
  anonymous,
  type Caller,
  claim,
  headersOf,
  hoursFromNow,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';

let t: TestApp;
type SecretPick = PickRow & ReturnType<typeof secretPick>;
let lockedUpcoming: SecretPick;
let lockedStarted: SecretPick;
let unpublished: SecretPick;
let admin: Caller;
const callers: Caller[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = secretPick('A');
  const b = secretPick('B');
  const c = secretPick('C');
  lockedUpcoming = { ...(await publishedPick(db, { ...a.row, tier: 'diamante' })), ...a };
  lockedStarted = {
    ...(await publishedPick(db, { ...b.row, tier: 'diamante', eventStartTime: hoursFromNow(-1) })),
    ...b,
  };
  unpublished = {
    ...(await createPick(db, { ...c.row, tier: 'vip', status: 'approved', eventStartTime: hoursFromNow(5) })),
    ...c,
  };
  // Something every caller may see in full, so that the lists are not empty.
  await publishedPick(db, { tier: 'vip', eventStartTime: hoursFromNow(-30), result: 'win', profit: 22 });
  admin = await adminCaller(t.app, db);
  const claimer = await regularCaller(t.app, db, 'free pick claimed elsewhere');
  const elsewhere = await publishedPick(db, { tier: 'platinum' });
  expect((await claim(t.app, claimer, elsewhere.id)).statusCode).toBe(200);
  callers.push(
    anonymous,
    await regularCaller(t.app, db, 'regular'),
    claimer,
    await regularCaller(t.app, db, 'platinum', { plan: 'platinum' }),
    await regularCaller(t.app, db, 'expired all_access', {
      plan: 'all_access',
      currentPeriodEnd: hoursFromNow(-1),
    }),
    await regularCaller(t.app, db, 'inactive diamond', { plan: 'diamond', status: 'inactive' }),
  );
});
afterAll(async () => t?.close());

/** Every body a caller without access can reach that could carry a pick (lists, streams, refusals). */
function reachable(claimable: string[]) {
  return [
    { method: 'GET' as const, url: '/api/picks' },
    { method: 'GET' as const, url: '/api/picks?status=published' },
    { method: 'GET' as const, url: '/api/picks?status=approved' },
    { method: 'GET' as const, url: '/api/kpis' },
    { method: 'GET' as const, url: '/api/record' },
    // A price history answers graded picks only: a live or unpublished pick's would give its market away.
    ...[lockedUpcoming.id, lockedStarted.id, unpublished.id].map((id) => ({
      method: 'GET' as const,
      url: `/api/record/picks/${id}/prices`,
    })),
    { method: 'GET' as const, url: '/api/events' },
    { method: 'GET' as const, url: '/api/auth/me' },
    { method: 'GET' as const, url: '/api/picks/stream?bankroll=1000' },
    { method: 'GET' as const, url: '/api/admin/picks' },
    { method: 'GET' as const, url: '/api/admin/picks/audit' },
    { method: 'GET' as const, url: '/api/admin/transactions' },
    // Refused claims only: a caller with the free pick unspent would legitimately unlock an upcoming pick.
    ...[lockedStarted.id, unpublished.id, ...claimable].map((id) => ({
      method: 'POST' as const,
      url: `/api/picks/${id}/unlock-free`,
    })),
  ];
}

describe(`no locked pick leaves the server on ${testDatabaseMode}`, () => {
  it('finds the secrets where they are allowed (the search cannot miss)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/picks', headers: headersOf(admin) });
    for (const pick of [lockedUpcoming, lockedStarted]) {
      expect(leaksIn(res.body, pick.secrets).sort()).toEqual(
        pick.secrets.filter((secret) => !pick.adminOnly.includes(secret)).sort(),
      );
    }
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/picks?status=approved',
      headers: headersOf(admin),
    });
    expect(leaksIn(pending.body, unpublished.secrets)).toEqual(unpublished.secrets);
  });

  it('keeps the admin-only fields even from admins on GET /api/picks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/picks', headers: headersOf(admin) });
    for (const pick of [lockedUpcoming, lockedStarted]) expectNoLeak(res.body, pick.adminOnly, 'admin');
    expect(res.body).not.toContain('Zzyzx reason');
  });

  it('shows no caller without access any secret of a locked or unpublished pick, in any body', async () => {
    const secrets = [...lockedUpcoming.secrets, ...lockedStarted.secrets, ...unpublished.secrets];
    for (const caller of callers) {
      const canClaim = caller.name !== 'anonymous' && caller.name !== 'free pick claimed elsewhere';
      for (const route of reachable(canClaim ? [] : [lockedUpcoming.id])) {
        const res = await t.app.inject({ ...route, headers: headersOf(caller) });
        expectNoLeak(res.body, secrets, `${caller.name}: ${route.method} ${route.url} (${res.statusCode})`);
      }
    }
  });
});

import { PickResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick, readPick } from '../helpers/picks';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  cookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

const patch = (id: string, what: 'tier' | 'date', payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/picks/${id}/${what}`, headers: { cookie }, payload });

/** Sends each bad request and checks it is refused with 400 while the stored pick stays as it was. */
async function expectRefused(what: 'tier' | 'date', bodies: object[]) {
  const pick = await createPick(t.database.db);
  for (const payload of bodies) {
    const res = await patch(pick.id, what, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  }
  expect(await readPick(t.database.db, pick.id)).toEqual(pick);
}

describe(`editing a pick's tier on ${testDatabaseMode}`, () => {
  it('changes the tier, whatever the status (a published pick’s with a reason)', async () => {
    for (const status of ['pending', 'approved', 'published'] as const) {
      const pick = await createPick(t.database.db, { status, tier: 'vip' });
      const reason = status === 'published' ? { reason: 'Ranked against the week' } : {};
      const res = await patch(pick.id, 'tier', { tier: 'diamante', ...reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(PickResponseSchema.parse(res.json()).pick.tier).toBe('diamante');
      expect((await readPick(t.database.db, pick.id))?.tier).toBe('diamante');
    }
  });

  it('refuses an unknown tier, a bad id and an unknown id', async () => {
    await expectRefused('tier', [{ tier: 'gold' }, {}, { tier: null }]);
    expect((await patch('x', 'tier', { tier: 'vip' })).statusCode).toBe(400);
    expect((await patch(crypto.randomUUID(), 'tier', { tier: 'vip' })).statusCode).toBe(404);
  });
});

describe(`editing a pick's date on ${testDatabaseMode}`, () => {
  it('sets the timestamp from an ISO date-time', async () => {
    const pick = await createPick(t.database.db);
    const res = await patch(pick.id, 'date', { timestamp: '2026-03-04T18:30:00+01:00' });
    expect(res.statusCode).toBe(200);
    expect(PickResponseSchema.parse(res.json()).pick.timestamp).toBe('2026-03-04T17:30:00.000Z');
    expect((await readPick(t.database.db, pick.id))?.timestamp.toISOString()).toBe(
      '2026-03-04T17:30:00.000Z',
    );
  });

  it('refuses anything that is not an ISO date-time', async () => {
    await expectRefused('date', [
      { timestamp: 'tomorrow' },
      { timestamp: 1767225600000 },
      {},
      { date: '2026-03-04' },
    ]);
    const unknown = await patch(crypto.randomUUID(), 'date', { timestamp: '2026-03-04T18:30:00Z' });
    expect(unknown.statusCode).toBe(404);
  });
});

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

const patch = (id: string, what: 'tier' | 'odds' | 'date', payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/picks/${id}/${what}`, headers: { cookie }, payload });

/** Sends each bad request and checks it is refused with 400 while the stored pick stays as it was. */
async function expectRefused(what: 'tier' | 'odds' | 'date', bodies: object[]) {
  const pick = await createPick(t.database.db);
  for (const payload of bodies) {
    const res = await patch(pick.id, what, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  }
  expect(await readPick(t.database.db, pick.id)).toEqual(pick);
}

describe(`editing a pick's tier on ${testDatabaseMode}`, () => {
  it('changes the tier, whatever the status', async () => {
    const pick = await createPick(t.database.db, { status: 'published', tier: 'vip' });
    const res = await patch(pick.id, 'tier', { tier: 'diamante' });
    expect(res.statusCode).toBe(200);
    expect(PickResponseSchema.parse(res.json()).pick.tier).toBe('diamante');
    expect((await readPick(t.database.db, pick.id))?.tier).toBe('diamante');
  });

  it('refuses an unknown tier, a bad id and an unknown id', async () => {
    await expectRefused('tier', [{ tier: 'gold' }, {}, { tier: null }]);
    expect((await patch('x', 'tier', { tier: 'vip' })).statusCode).toBe(400);
    expect((await patch(crypto.randomUUID(), 'tier', { tier: 'vip' })).statusCode).toBe(404);
  });
});

describe(`editing a pick's odds on ${testDatabaseMode}`, () => {
  it('stores the new price and recomputes edge and expected value from pModel and stake', async () => {
    const pick = await createPick(t.database.db, { pModel: 0.52, stake: 20, odds: 2.1, oddsAmerican: 110 });
    const res = await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 120 });
    expect(res.statusCode, res.body).toBe(200);
    const body = PickResponseSchema.parse(res.json()).pick;
    expect(body).toMatchObject({ odds: 2.2, oddsAmerican: 120, expectedValue: 2.88 });
    expect(body.edge).toBeCloseTo(0.144, 6);
  });

  it('rounds the decimal odds to 4 places and accepts a gap of up to 0.01 to the American price', async () => {
    const pick = await createPick(t.database.db);
    const exact = await patch(pick.id, 'odds', { odds: 100 / 110 + 1, oddsAmerican: -110 });
    expect(PickResponseSchema.parse(exact.json()).pick.odds).toBe(1.9091);
    const near = await patch(pick.id, 'odds', { odds: 1.91, oddsAmerican: -110 });
    expect(near.statusCode).toBe(200);
    expect(PickResponseSchema.parse(near.json()).pick.odds).toBe(1.91);
  });

  it('recomputes the closing-line value when the pick has a closing price', async () => {
    const pick = await createPick(t.database.db, { closingOdds: 2, pMarketClose: 0.5, clv: 0.05 });
    const res = await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 120 });
    expect(PickResponseSchema.parse(res.json()).pick.clv).toBeCloseTo(0.1, 6);
  });

  it('refuses odds whose American form disagrees, saying why, and changes nothing', async () => {
    const pick = await createPick(t.database.db);
    const res = await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 110 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('more than 0.01 away from odds 2.2');
    expect(res.json().error.issues[0].path).toBe('body.oddsAmerican');
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });

  it('refuses impossible prices and malformed bodies', async () => {
    await expectRefused('odds', [
      { odds: 2, oddsAmerican: 50 },
      { odds: 1, oddsAmerican: -100000 },
      { odds: 2.5, oddsAmerican: 150.5 },
      { odds: '2.5', oddsAmerican: 150 },
      { odds: 2.5 },
      { odds: 5000, oddsAmerican: 499900 },
    ]);
    expect((await patch(crypto.randomUUID(), 'odds', { odds: 2.5, oddsAmerican: 150 })).statusCode).toBe(404);
  });

  it('refuses to reprice a graded pick with 409', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      result: 'win',
      profit: 22,
      gradedAt: new Date(),
    });
    const res = await patch(pick.id, 'odds', { odds: 2.5, oddsAmerican: 150 });
    expect(res.statusCode).toBe(409);
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
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

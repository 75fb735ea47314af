import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build-app';
import { testDatabaseMode } from '../../helpers/database';
import { createPick, readPick } from '../../helpers/picks';
import { createAccount, loginAs } from '../../helpers/accounts';
import {
  type Admin,
  adminOf,
  call,
  checkedEntries,
  entriesOf,
  publishedPick,
  readLedger,
  verify,
} from './ledger-world';

let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOf(t);
});
afterAll(async () => t?.close());

const withdraw = (id: string, body: object) =>
  call(t, admin, 'POST', `/api/admin/picks/${id}/withdraw`, body);
const setTier = (id: string, body: object) => call(t, admin, 'PATCH', `/api/admin/picks/${id}/tier`, body);

describe(`withdrawing a published pick on ${testDatabaseMode}`, () => {
  it('takes a pick back before its start only with a reason: a withdraw entry, gone from every list', async () => {
    const pick = await publishedPick(t, admin);
    for (const body of [{}, { reason: '  abc ' }]) {
      const res = await withdraw(pick.id, body);
      expect(res.statusCode).toBe(400);
      if ('reason' in body) expect(res.json().error).toMatchObject({ reason: 'withdraw_needs_reason' });
    }
    expect(await readPick(t.database.db, pick.id)).toBeDefined();

    const res = await withdraw(pick.id, { reason: 'Star player ruled out after publication' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await readPick(t.database.db, pick.id)).toBeUndefined();
    const entries = entriesOf(await checkedEntries(t), pick.id);
    expect(entries.map((e) => e.kind)).toEqual(['publish', 'withdraw']);
    expect(entries[1]).toMatchObject({ admin: admin.id, reason: 'Star player ruled out after publication' });

    const user = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, user.email, user.plainPassword);
    const list = await t.app.inject({ method: 'GET', url: '/api/picks', headers: { cookie } });
    expect(list.body).not.toContain(pick.id);
    expect(await verify(t)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('refuses to withdraw after the start, a graded pick and a draft, adding nothing to the ledger', async () => {
    const started = await publishedPick(t, admin, { eventStartTime: new Date(Date.now() - 60_000) }, 0);
    const graded = await publishedPick(t, admin, { eventStartTime: new Date(Date.now() - 60_000) }, 0);
    await call(t, admin, 'PATCH', `/api/admin/picks/${graded.id}/result`, { result: 'win' });
    const draft = await createPick(t.database.db, { status: 'approved' });
    const head = (await readLedger(t)).page.head;
    const reason = { reason: 'Changed my mind' };
    expect((await withdraw(started.id, reason)).json().error).toMatchObject({ reason: 'event_started' });
    expect((await withdraw(graded.id, reason)).json().error).toMatchObject({ reason: 'pick_graded' });
    expect((await withdraw(draft.id, reason)).json().error).toMatchObject({ reason: 'not_published' });
    expect((await withdraw(crypto.randomUUID(), reason)).statusCode).toBe(404);
    expect((await readLedger(t)).page.head).toEqual(head);
    expect(await readPick(t.database.db, started.id)).toBeDefined();
  });
});

describe(`changing a pick's tier on ${testDatabaseMode}`, () => {
  it('changes a pending or approved pick’s tier without a ledger entry (it has no public life yet)', async () => {
    const head = (await readLedger(t)).page.head;
    for (const status of ['pending', 'approved'] as const) {
      const pick = await createPick(t.database.db, { status, tier: 'vip' });
      const res = await setTier(pick.id, { tier: 'exclusivo' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await readPick(t.database.db, pick.id))?.tier).toBe('exclusivo');
    }
    expect((await readLedger(t)).page.head).toEqual(head);
  });

  it('records a published pick’s new tier as a plain correction, only with a reason', async () => {
    const pick = await publishedPick(t, admin, { tier: 'vip' });
    const head = (await readLedger(t)).page.head;
    for (const body of [
      { tier: 'platinum' },
      { tier: 'platinum', reason: '   ' },
      { tier: 'platinum', reason: 'abc' },
    ]) {
      const refused = await setTier(pick.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toMatchObject({ reason: 'correction_needs_reason' });
    }
    // Refused: nothing changed, nothing written.
    expect((await readPick(t.database.db, pick.id))?.tier).toBe('vip');
    expect((await readLedger(t)).page.head).toEqual(head);

    const reasons = ['Moved up after the line moved', 'Ranked against the month'];
    expect((await setTier(pick.id, { tier: 'platinum', reason: reasons[0] })).statusCode).toBe(200);
    expect((await setTier(pick.id, { tier: 'diamante', reason: reasons[1] })).statusCode).toBe(200);
    const corrections = entriesOf(await checkedEntries(t), pick.id).filter((e) => e.kind === 'correction');
    expect(corrections.map((e) => [e.field, e.from, e.to, e.reason, e.commitment])).toEqual([
      ['tier', 'vip', 'platinum', reasons[0], null],
      ['tier', 'platinum', 'diamante', reasons[1], null],
    ]);
    const audit = await call(t, admin, 'GET', `/api/admin/picks/audit?pickId=${pick.id}`);
    expect(
      audit.json().entries.map((e: { action: string; reason: string | null }) => [e.action, e.reason]),
    ).toEqual([
      ['tier_changed', reasons[1]],
      ['tier_changed', reasons[0]],
    ]);
    expect(await verify(t)).toMatchObject({ ok: true });
  });

  it('writes nothing for the tier a published pick already has, reason or not', async () => {
    const pick = await publishedPick(t, admin, { tier: 'vip' });
    const head = (await readLedger(t)).page.head;
    for (const body of [{ tier: 'vip' }, { tier: 'vip', reason: 'Saved the dialog again' }]) {
      const res = await setTier(pick.id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pick).toMatchObject({ id: pick.id, tier: 'vip' });
    }
    expect((await readLedger(t)).page.head).toEqual(head);
    const audit = await call(t, admin, 'GET', `/api/admin/picks/audit?pickId=${pick.id}`);
    expect(audit.json().entries).toEqual([]);
  });

  it('refuses to change a graded pick’s tier with 409 pick_graded', async () => {
    const pick = await publishedPick(t, admin, { eventStartTime: new Date(Date.now() - 60_000) }, 0);
    await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/result`, { result: 'loss' });
    const res = await setTier(pick.id, { tier: 'vip' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ reason: 'pick_graded' });
  });

  it('writes a manual pick created published into the ledger in its own transaction', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/picks/manual', {
      tier: 'vip',
      sport: 'soccer',
      league: 'Premier League',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      eventStartTime: new Date(Date.now() + 86_400_000).toISOString(),
      selection: 'Arsenal',
      market: 'h2h',
      odds: 2.1,
      oddsAmerican: 110,
      edge: 0.05,
      stake: 10,
      bankroll: 1000,
      bookmaker: 'Bet365',
      status: 'published',
    });
    expect(res.statusCode, res.body).toBe(201);
    const entries = entriesOf(await checkedEntries(t), res.json().pick.id);
    expect(entries.map((e) => [e.kind, e.tier, e.sport])).toEqual([['publish', 'vip', 'soccer']]);
  });
});

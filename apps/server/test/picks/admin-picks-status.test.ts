import { PickResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, pickAuditLog } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick, readPick } from '../helpers/picks';

let t: TestApp;
let admin: { id: string; email: string; cookie: string };
let otherAdmin: { id: string; email: string; cookie: string };

async function loggedInAdmin() {
  const account = await createAccount(t.database.db, { role: 'admin' });
  return {
    id: account.id,
    email: account.email,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
}

const auditOf = (pickId: string) =>
  t.database.db.select().from(pickAuditLog).where(eq(pickAuditLog.pickId, pickId));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loggedInAdmin();
  otherAdmin = await loggedInAdmin();
});
afterAll(async () => t?.close());

const patch = (id: string, what: 'status' | 'result', payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/picks/${id}/${what}`, headers: { cookie }, payload });

describe(`pick status changes on ${testDatabaseMode}`, () => {
  it('approves a pending pick, recording who and when', async () => {
    const pick = await createPick(t.database.db);
    const started = Date.now();
    const res = await patch(pick.id, 'status', { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const body = PickResponseSchema.parse(res.json()).pick;
    expect(body.status).toBe('approved');
    expect(body.approvedBy).toBe(admin.id);
    expect(Date.parse(body.approvedAt ?? '')).toBeGreaterThanOrEqual(started - 1000);
    const stored = await readPick(t.database.db, pick.id);
    expect(stored?.status).toBe('approved');
    expect(stored?.approvedBy).toBe(admin.id);
  });

  it('publishes an approved pick, keeping the first approver and time', async () => {
    const approvedAt = new Date('2026-02-01T09:00:00Z');
    const pick = await createPick(t.database.db, { status: 'approved', approvedBy: admin.id, approvedAt });
    const res = await patch(pick.id, 'status', { status: 'published' }, otherAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const body = PickResponseSchema.parse(res.json()).pick;
    expect(body.status).toBe('published');
    expect(body.approvedBy).toBe(admin.id);
    expect(body.approvedAt).toBe(approvedAt.toISOString());
  });

  it('publishes a pending pick directly, recording the publisher', async () => {
    const pick = await createPick(t.database.db);
    const res = await patch(pick.id, 'status', { status: 'published' }, otherAdmin.cookie);
    expect(res.statusCode).toBe(200);
    const body = PickResponseSchema.parse(res.json()).pick;
    expect(body.status).toBe('published');
    expect(body.approvedBy).toBe(otherAdmin.id);
    expect(body.approvedAt).not.toBeNull();
  });

  it('refuses any other transition with 409, changing nothing', async () => {
    const cases = [
      { from: 'published', to: 'approved' },
      { from: 'published', to: 'published' },
      { from: 'approved', to: 'approved' },
    ] as const;
    for (const { from, to } of cases) {
      const pick = await createPick(t.database.db, { status: from });
      const res = await patch(pick.id, 'status', { status: to });
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'invalid_transition' });
      expect(res.json().error.message).toContain(`A ${from} pick cannot become ${to}`);
      expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    }
  });

  it('refuses to publish a pick whose edge is below the threshold (bulk Publicar sends one such request per pick), changing nothing', async () => {
    const low = await createPick(t.database.db, { edge: 0.019 });
    const negative = await createPick(t.database.db, { status: 'approved', edge: -0.16 });
    for (const pick of [low, negative]) {
      const res = await patch(pick.id, 'status', { status: 'published' });
      expect(res.statusCode, String(pick.edge)).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'below_edge_threshold' });
      expect(res.json().error.message).toContain('below the edge threshold (2.0%)');
      expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    }
    // Approving is no publication: the draft may still be repriced.
    expect((await patch(low.id, 'status', { status: 'approved' })).statusCode).toBe(200);
    const atThreshold = await createPick(t.database.db, { edge: 0.02 });
    expect((await patch(atThreshold.id, 'status', { status: 'published' })).statusCode).toBe(200);
  });

  it('reads the threshold from the configuration', async () => {
    const pick = await createPick(t.database.db, { edge: 0.092 });
    await t.database.db.update(configSettings).set({ edgeThreshold: 0.1 });
    try {
      const res = await patch(pick.id, 'status', { status: 'published' });
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'below_edge_threshold' });
      expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    } finally {
      await t.database.db.update(configSettings).set({ edgeThreshold: 0.02 });
    }
    expect((await patch(pick.id, 'status', { status: 'published' })).statusCode).toBe(200);
  });

  it('applies the same rule to a manual pick, whose edge is the admin’s', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/picks/manual',
      headers: { cookie: admin.cookie },
      payload: {
        tier: 'vip',
        sport: 'nba',
        league: 'NBA',
        eventStartTime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        homeTeam: 'A',
        awayTeam: 'B',
        selection: 'A',
        odds: 2.5,
        oddsAmerican: 150,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().pick.id as string;
    const before = await readPick(t.database.db, id);
    const res = await patch(id, 'status', { status: 'published' });
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'below_edge_threshold' });
    expect(await readPick(t.database.db, id)).toEqual(before);
  });

  it('lets only one of two simultaneous approvals through', async () => {
    const pick = await createPick(t.database.db);
    const answers = await Promise.all([
      patch(pick.id, 'status', { status: 'approved' }),
      patch(pick.id, 'status', { status: 'approved' }, otherAdmin.cookie),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a bad body, a bad id and an unknown id, changing nothing', async () => {
    const pick = await createPick(t.database.db);
    for (const payload of [{ status: 'pending' }, { status: 'done' }, {}, { state: 'approved' }]) {
      expect((await patch(pick.id, 'status', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch('not-a-uuid', 'status', { status: 'approved' })).statusCode).toBe(400);
    const unknown = await patch(crypto.randomUUID(), 'status', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });
});

describe(`grading a pick by hand on ${testDatabaseMode}`, () => {
  it('computes the profit of a win, a loss and a push from stake and odds', async () => {
    const expected = { win: 22, loss: -20, push: 0 } as const;
    for (const result of ['win', 'loss', 'push'] as const) {
      const pick = await createPick(t.database.db, { status: 'published', stake: 20, odds: 2.1 });
      const res = await patch(pick.id, 'result', { result });
      expect(res.statusCode, res.body).toBe(200);
      const body = PickResponseSchema.parse(res.json()).pick;
      expect(body.result).toBe(result);
      expect(body.profit).toBe(expected[result]);
      expect(body.gradedAt).not.toBeNull();
    }
  });

  it('keeps an explicit profit', async () => {
    const pick = await createPick(t.database.db, { status: 'published' });
    const res = await patch(pick.id, 'result', { result: 'win', profit: 15.5 });
    expect(res.statusCode).toBe(200);
    expect(PickResponseSchema.parse(res.json()).pick.profit).toBe(15.5);
    expect((await readPick(t.database.db, pick.id))?.profit).toBe(15.5);
  });

  it('lets an admin change an earlier result explicitly, with a reason of at least 5 characters', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      result: 'win',
      profit: 22,
      gradedAt: new Date('2026-01-01T00:00:00Z'),
    });
    for (const body of [{ result: 'loss' }, { result: 'loss', reason: ' typo ' }]) {
      const refused = await patch(pick.id, 'result', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        reason: 'correction_needs_reason',
      });
      expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    }
    const res = await patch(pick.id, 'result', { result: 'loss', reason: 'Wrong score read' });
    expect(res.statusCode).toBe(200);
    const stored = await readPick(t.database.db, pick.id);
    expect(stored).toMatchObject({ result: 'loss', profit: -20 });
    expect(stored?.gradedAt?.getTime()).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));
  });

  it('logs every hand-written result and each correction: who, the pick before, and from → to', async () => {
    const pick = await createPick(t.database.db, { status: 'published', stake: 20, odds: 2.1 });
    expect((await patch(pick.id, 'result', { result: 'win' })).statusCode).toBe(200);
    const graded = await readPick(t.database.db, pick.id);
    const correction = { result: 'loss', reason: 'Final score corrected' };
    expect((await patch(pick.id, 'result', correction, otherAdmin.cookie)).statusCode).toBe(200);

    const entries = (await auditOf(pick.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(entries.map((e) => [e.action, e.actorId, e.actorEmail])).toEqual([
      ['result_changed', admin.id, admin.email],
      ['result_changed', otherAdmin.id, otherAdmin.email],
    ]);
    expect(entries[0]?.changes).toMatchObject({
      result: { from: null, to: 'win' },
      profit: { from: null, to: 22 },
    });
    expect(entries[0]?.pick).toMatchObject({ id: pick.id, result: null });
    expect(entries[1]?.changes).toMatchObject({
      result: { from: 'win', to: 'loss' },
      profit: { from: 22, to: -20 },
      gradedAt: { from: graded?.gradedAt?.toISOString() },
    });
    expect(entries[1]?.pick).toMatchObject({ id: pick.id, result: 'win', profit: 22 });
    expect(entries.map((e) => e.reason)).toEqual([null, 'Final score corrected']);
  });

  it('refuses a result on a pick that is not published with 409, changing nothing', async () => {
    for (const status of ['pending', 'approved'] as const) {
      const pick = await createPick(t.database.db, { status });
      const res = await patch(pick.id, 'result', { result: 'win' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'not_published' });
      expect(res.json().error.message).toContain('Only a published pick');
      expect(await readPick(t.database.db, pick.id)).toEqual(pick);
      expect(await auditOf(pick.id)).toEqual([]);
    }
  });

  it('refuses a result before the event starts with 409, changing and logging nothing', async () => {
    const eventStartTime = new Date(Date.now() + 3_600_000);
    const pick = await createPick(t.database.db, { status: 'published', eventStartTime });
    for (const result of ['win', 'loss', 'push'] as const) {
      const res = await patch(pick.id, 'result', { result });
      expect(res.statusCode, result).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'event_not_started' });
      expect(res.json().error.message).toContain(eventStartTime.toISOString());
    }
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    expect(await auditOf(pick.id)).toEqual([]);
  });

  it('records a result once the event has started', async () => {
    const eventStartTime = new Date(Date.now() - 60_000);
    const pick = await createPick(t.database.db, { status: 'published', eventStartTime });
    const res = await patch(pick.id, 'result', { result: 'push' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readPick(t.database.db, pick.id)).toMatchObject({ result: 'push', profit: 0 });
  });

  it('records a result on a manual pick, which has no event and no start time, at any moment', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      eventId: null,
      eventStartTime: null,
      strategy: 'manual',
    });
    const res = await patch(pick.id, 'result', { result: 'loss' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readPick(t.database.db, pick.id)).toMatchObject({ result: 'loss', profit: -20 });
  });

  it('refuses a bad result or profit, a bad id and an unknown id, changing nothing', async () => {
    const pick = await createPick(t.database.db, { status: 'published' });
    const bodies = [{ result: 'draw' }, {}, { result: 'win', profit: '10' }, { result: 'win', profit: 1e13 }];
    for (const payload of bodies) {
      expect((await patch(pick.id, 'result', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch('123', 'result', { result: 'win' })).statusCode).toBe(400);
    expect((await patch(crypto.randomUUID(), 'result', { result: 'win' })).statusCode).toBe(404);
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });
});

import {
  ClearPicksResponseSchema,
  DeleteSelectedResponseSchema,
  PickAuditResponseSchema,
} from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAuditLog, picks } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick, readPick } from '../helpers/picks';

let t: TestApp;
let admin: { id: string; email: string; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t.database.db, { role: 'admin' });
  admin = {
    id: account.id,
    email: account.email,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const countPicks = async () => (await t.database.db.select().from(picks)).length;
const auditOf = (pickId: string) =>
  t.database.db.select().from(pickAuditLog).where(eq(pickAuditLog.pickId, pickId));
const graded = { status: 'published', result: 'win', profit: 22, gradedAt: new Date() } as const;

describe(`deleting one pick on ${testDatabaseMode}`, () => {
  it('deletes a pending or approved pick with 204, unlogged, then answers 404 for it', async () => {
    for (const status of ['pending', 'approved'] as const) {
      const pick = await createPick(t.database.db, { status });
      const res = await inject('DELETE', `/api/admin/picks/${pick.id}`);
      expect(res.statusCode, status).toBe(204);
      expect(res.body).toBe('');
      expect(await readPick(t.database.db, pick.id)).toBeUndefined();
      expect(await auditOf(pick.id)).toEqual([]);
      expect((await inject('DELETE', `/api/admin/picks/${pick.id}`)).statusCode).toBe(404);
    }
  });

  it('answers 400 for an id that is not a uuid or an unknown confirmation, deleting nothing', async () => {
    const pick = await createPick(t.database.db, { status: 'published' });
    const before = await countPicks();
    expect((await inject('DELETE', '/api/admin/picks/not-a-uuid')).statusCode).toBe(400);
    for (const query of ['?confirm=yes', '?confirm=true', '?force=1']) {
      const res = await inject('DELETE', `/api/admin/picks/${pick.id}${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect(await countPicks()).toBe(before);
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });

  it('refuses a published pick without the confirmation, changing and logging nothing', async () => {
    const pick = await createPick(t.database.db, { status: 'published' });
    const res = await inject('DELETE', `/api/admin/picks/${pick.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'confirmation_required' });
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    expect(await auditOf(pick.id)).toEqual([]);
  });

  it('never deletes a published pick, even confirmed: it is withdrawn with a reason instead', async () => {
    const pick = await createPick(t.database.db, { status: 'published' });
    const res = await inject('DELETE', `/api/admin/picks/${pick.id}?confirm=published`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'withdraw_required' });
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    expect(await auditOf(pick.id)).toEqual([]);
  });

  it('withdraws a published pick before its start and logs who, when, why and the pick as it was', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      odds: 2.35,
      oddsAmerican: 135,
      eventStartTime: new Date(Date.now() + 3_600_000),
    });
    const started = Date.now();
    const res = await inject('POST', `/api/admin/picks/${pick.id}/withdraw`, { reason: 'Lineup news' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await readPick(t.database.db, pick.id)).toBeUndefined();

    const [entry, ...more] = await auditOf(pick.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'deleted',
      actorId: admin.id,
      actorEmail: admin.email,
      changes: null,
      reason: 'Lineup news',
    });
    expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(entry?.pick).toMatchObject({
      id: pick.id,
      status: 'published',
      selection: pick.selection,
      odds: 2.35,
      oddsAmerican: 135,
      stake: pick.stake,
      tier: pick.tier,
    });

    const listed = await inject('GET', `/api/admin/picks/audit?pickId=${pick.id}`);
    expect(listed.statusCode).toBe(200);
    const { entries } = PickAuditResponseSchema.parse(listed.json());
    expect(entries.map((e) => [e.pickId, e.action, e.actorEmail])).toEqual([
      [pick.id, 'deleted', admin.email],
    ]);
  });

  it('never deletes a graded pick, even confirmed: it stays in the record', async () => {
    const pick = await createPick(t.database.db, graded);
    for (const query of ['', '?confirm=published']) {
      const res = await inject('DELETE', `/api/admin/picks/${pick.id}${query}`);
      expect(res.statusCode, query).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'pick_graded' });
    }
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    expect(await auditOf(pick.id)).toEqual([]);
  });
});

describe(`deleting the selected picks on ${testDatabaseMode}`, () => {
  it('deletes pending and approved picks only and says which ids it kept and why', async () => {
    const pending = await createPick(t.database.db);
    const approved = await createPick(t.database.db, { status: 'approved' });
    const published = await createPick(t.database.db, { status: 'published' });
    const gradedPick = await createPick(t.database.db, graded);
    const unknown = crypto.randomUUID();
    const res = await inject('POST', '/api/admin/picks/delete-selected', {
      pickIds: [pending.id, approved.id, published.id, gradedPick.id, unknown, pending.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(DeleteSelectedResponseSchema.parse(res.json())).toEqual({
      count: 2,
      kept: [
        { id: published.id, reason: 'published' },
        { id: gradedPick.id, reason: 'graded' },
        { id: unknown, reason: 'not_found' },
      ],
    });
    expect(await readPick(t.database.db, pending.id)).toBeUndefined();
    expect(await readPick(t.database.db, approved.id)).toBeUndefined();
    expect(await readPick(t.database.db, published.id)).toEqual(published);
    expect(await readPick(t.database.db, gradedPick.id)).toEqual(gradedPick);
  });

  it('refuses an empty selection, a non-uuid id or a missing list with 400, deleting nothing', async () => {
    const pick = await createPick(t.database.db);
    const before = await countPicks();
    for (const payload of [{ pickIds: [] }, { pickIds: [pick.id, 'nope'] }, {}, { pickIds: pick.id }]) {
      const res = await inject('POST', '/api/admin/picks/delete-selected', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await countPicks()).toBe(before);
  });
});

describe(`Limpiar (clear) on ${testDatabaseMode}`, () => {
  it('removes pending and approved picks, keeps published and graded ones untouched, and counts both', async () => {
    await t.database.db.delete(picks);
    await createPick(t.database.db);
    await createPick(t.database.db);
    await createPick(t.database.db, { status: 'approved' });
    const published = await createPick(t.database.db, { status: 'published' });
    const lost = await createPick(t.database.db, { ...graded, result: 'loss', profit: -20 });

    const res = await inject('DELETE', '/api/admin/picks/clear');
    expect(res.statusCode, res.body).toBe(200);
    expect(ClearPicksResponseSchema.parse(res.json())).toEqual({ count: 3, keptPublished: 1, keptGraded: 1 });
    const left = await t.database.db.select().from(picks);
    expect(left.map((p) => p.id).sort()).toEqual([published.id, lost.id].sort());
    expect(await readPick(t.database.db, published.id)).toEqual(published);
    expect(await readPick(t.database.db, lost.id)).toEqual(lost);

    const again = await inject('DELETE', '/api/admin/picks/clear');
    expect(ClearPicksResponseSchema.parse(again.json())).toEqual({
      count: 0,
      keptPublished: 1,
      keptGraded: 1,
    });
  });
});

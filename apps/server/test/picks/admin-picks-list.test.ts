import { AdminPicksResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  cookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

const inject = (method: 'GET', url: string) => t.app.inject({ method, url, headers: { cookie } });

const list = async (query = '') => {
  const res = await inject('GET', `/api/admin/picks${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPicksResponseSchema.parse(res.json()).picks;
};

describe(`the admin pick list on ${testDatabaseMode}`, () => {
  it('lists picks of every status, newest first, with ISO dates', async () => {
    await t.database.db.delete(picks);
    const old = await createPick(t.database.db, { timestamp: new Date('2026-01-01T10:00:00Z') });
    const middle = await createPick(t.database.db, {
      status: 'approved',
      timestamp: new Date('2026-01-02T10:00:00Z'),
    });
    const newest = await createPick(t.database.db, {
      status: 'published',
      timestamp: new Date('2026-01-03T10:00:00Z'),
    });
    const listed = await list();
    expect(listed.map((p) => p.id)).toEqual([newest.id, middle.id, old.id]);
    expect(listed[0]?.timestamp).toBe('2026-01-03T10:00:00.000Z');
    expect(listed[0]?.odds).toBe(2.1);
  });

  it('filters by status, sport, tier and whether a result exists', async () => {
    await t.database.db.delete(picks);
    const pendingSoccer = await createPick(t.database.db, { sport: 'soccer', tier: 'vip' });
    const graded = await createPick(t.database.db, {
      status: 'published',
      tier: 'diamante',
      result: 'loss',
      profit: -20,
      gradedAt: new Date(),
    });
    const open = await createPick(t.database.db, { status: 'published', tier: 'diamante' });
    const ids = async (query: string) => (await list(query)).map((p) => p.id).sort();

    expect(await ids('?status=pending')).toEqual([pendingSoccer.id]);
    expect(await ids('?sport=soccer')).toEqual([pendingSoccer.id]);
    expect(await ids('?tier=diamante')).toEqual([graded.id, open.id].sort());
    expect(await ids('?hasResult=true')).toEqual([graded.id]);
    expect(await ids('?status=published&hasResult=false')).toEqual([open.id]);
  });

  it('refuses unknown filter values and unknown filters with 400', async () => {
    for (const query of ['?status=won', '?sport=cricket', '?tier=gold', '?hasResult=yes', '?statu=pending']) {
      const res = await inject('GET', `/api/admin/picks${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ApiErrorSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/modules/backup';
import { tarEntryNames } from '../../src/modules/backup/backup-archive';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let adminCookie: string;
let regularCookie: string;
const root = mkdtempSync(join(tmpdir(), 'arcade-backup-routes-'));

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  const regular = await createAccount(t.database.db);
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  regularCookie = await loginAs(t.app, regular.email, regular.plainPassword);
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: '/api/admin/backup', headers: cookie ? { cookie } : {} });

const reasonOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body)).error.reason;

describe(`GET /api/admin/backup on ${testDatabaseMode}`, () => {
  it('is for admins only: 401 without a session, 403 for a regular user, HEAD included', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(undefined, 'HEAD')).statusCode).toBe(401);
    const regular = await get(regularCookie);
    expect(regular.statusCode).toBe(403);
    expect(reasonOf(regular.body)).toBe('admin_only');
    expect((await get(regularCookie, 'HEAD')).statusCode).toBe(403);
  });

  it('refuses an admin’s HEAD with 405: it would copy the whole database to send nothing', async () => {
    const res = await get(adminCookie, 'HEAD');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });

  it.runIf(testDatabaseMode === 'pglite')(
    'answers an admin a gzip of the running database, named by the moment, that restores into an empty directory',
    async () => {
      const before = new Date();
      const res = await get(adminCookie);
      const after = new Date();
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['cache-control']).toBe('no-store');
      const disposition = String(res.headers['content-disposition']);
      const stamp = /^attachment; filename="arcade-valuebets-(\d{8})-(\d{6})\.tar\.gz"$/.exec(disposition);
      expect(stamp, disposition).not.toBeNull();
      const [, day = '', time = ''] = stamp ?? [];
      const taken = Date.parse(
        `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4)}Z`,
      );
      expect(taken).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000) * 1000);
      expect(taken).toBeLessThanOrEqual(after.getTime());

      const file = res.rawPayload;
      expect(Number(res.headers['content-length'])).toBe(file.length);
      const names = tarEntryNames(gunzipSync(file));
      expect(names?.has('PG_VERSION')).toBe(true);
      expect(names?.has('global/pg_control')).toBe(true);

      const { rows } = await t.database.query<{ n: number }>('select count(*)::int as n from users');
      const summary = await restoreBackup({ file, dataDir: join(root, 'restored') });
      expect(summary.users).toBe(rows[0]?.n);
      expect(summary.users).toBeGreaterThanOrEqual(2);
      expect(summary.ledger.ok).toBe(true);
    },
    120_000,
  );

  it.runIf(testDatabaseMode === 'postgres')(
    'refuses on PostgreSQL with 409 backup_embedded_only, which points to pg_dump',
    async () => {
      const res = await get(adminCookie);
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-disposition']).toBeUndefined();
      const body = ApiErrorSchema.parse(res.json());
      expect(body.error).toMatchObject({ code: 'CONFLICT', reason: 'backup_embedded_only' });
      expect(body.error.message).toContain('pg_dump');
    },
  );
});

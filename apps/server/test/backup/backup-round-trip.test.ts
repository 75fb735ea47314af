// The whole way a backup travels, on the embedded database whatever TEST_DATABASE_URL says: the
// download from a listening server while it works, `restore` into an empty directory, and a server
// started on what was restored.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { LedgerPageSchema, LedgerVerifySchema } from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { RestoreRefusedError, restoreBackup } from '../../src/modules/backup';
import { checkChain } from '../../src/modules/record';
import { createAccount } from '../helpers/accounts';
import { type TestApp, testConfig } from '../helpers/build-app';
import { createPick } from '../helpers/picks';
import { type Admin, adminOf, call, publishedPick, settle } from '../record/ledger/ledger-world';

const root = mkdtempSync(join(tmpdir(), 'arcade-backup-'));
const repoRoot = new URL('../../../..', import.meta.url).pathname;
let live: TestApp;
let admin: Admin;
let url: string;
const liveDir = join(root, 'live');

beforeAll(async () => {
  // A data directory on disk, as a real install has, made from the migrated template.
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir: liveDir,
    archive: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
  });
  const app = await buildApp(testConfig({ DATA_DIR: liveDir }), { database });
  live = {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  admin = await adminOf(live);
  await createAccount(database.db);
  // A graded pick (published, result, revealed), a live one, one edited after publication, a pending one.
  const graded = await publishedPick(live, admin, { eventStartTime: new Date(Date.now() - 60_000) }, 0);
  expect(
    (await call(live, admin, 'PATCH', `/api/admin/picks/${graded.id}/result`, { result: 'win' })).statusCode,
  ).toBe(200);
  const edited = await publishedPick(live, admin);
  const edit = { odds: 2.3, oddsAmerican: 130, bookmaker: 'Bet365', reason: 'Better price' };
  expect((await call(live, admin, 'PATCH', `/api/admin/picks/${edited.id}/odds`, edit)).statusCode).toBe(200);
  await publishedPick(live, admin, {}, 30);
  await createPick(database.db, { status: 'pending' });
  await settle(live, new Date());
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await live?.close();
  rmSync(root, { recursive: true, force: true });
});

/** What a database holds, read with SQL of its own: the figures a restore must keep. */
async function contents(database: DatabaseHandle) {
  const n = async (table: string) =>
    Number((await database.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n);
  const { rows } = await database.query<{ seq: number; hash: string }>(
    'select seq, hash from record_ledger order by seq desc limit 1',
  );
  return {
    users: await n('users'),
    picks: await n('picks'),
    ledger: await n('record_ledger'),
    head: rows[0],
  };
}

/** The backup as a browser downloads it from the listening server, with the admin's session. */
async function download(): Promise<Buffer> {
  const res = await fetch(`${url}/api/admin/backup`, { headers: { cookie: admin.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/gzip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="arcade-valuebets-\d{8}-\d{6}\.tar\.gz"$/,
  );
  return Buffer.from(await res.arrayBuffer());
}

/** A one-file ustar archive, as `tar` writes it. */
function tarOf(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  const data = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  data.write(content);
  return Buffer.concat([header, data, Buffer.alloc(1024)]);
}

/** A real PGlite backup of the migrated template after `statement`: a database, but not the right one. */
async function templateDump(statement: string): Promise<Buffer> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
  try {
    await client.exec(statement);
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

let restoreCount = 0;
const newDir = () => join(root, `restored-${++restoreCount}`);

/** A server started on a restored directory: its ledger as the public reads it, and its own verify. */
async function startedOn(dataDir: string) {
  const app: FastifyInstance = await buildApp(testConfig({ DATA_DIR: dataDir }));
  try {
    const page = LedgerPageSchema.parse((await app.inject('/api/record/ledger?limit=1000')).json());
    const verify = LedgerVerifySchema.parse((await app.inject('/api/record/ledger/verify')).json());
    return { page, verify };
  } finally {
    await app.close();
  }
}

describe('a backup of a running server on the embedded database', () => {
  it('restores into an empty directory with the same accounts, picks and ledger, and the ledger verifies', async () => {
    const before = await contents(live.database);
    expect(before.ledger).toBeGreaterThanOrEqual(5);
    const file = await download();

    const dataDir = newDir();
    const summary = await restoreBackup({ file, dataDir });
    expect(summary).toMatchObject({
      dataDir,
      users: before.users,
      picks: before.picks,
      ledgerEntries: before.ledger,
      ledger: { seq: before.head?.seq, hash: before.head?.hash, ok: true },
      migrationsApplied: [],
    });

    const restored = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await contents(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    // A server started on it serves the same ledger, which checks as `npm run verify-ledger` checks it.
    const { page, verify } = await startedOn(dataDir);
    expect(page.head).toEqual(before.head);
    const report = checkChain(page.entries);
    expect(report.firstBadSeq).toBeNull();
    expect(report.head).toEqual(before.head);
    expect(verify).toMatchObject({ ok: true, head: before.head, mismatches: [] });
    // The server it was taken from runs on.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('is a consistent copy while admins publish: the restored ledger is one the server had, and verifies', async () => {
    const start = (await contents(live.database)).head?.seq ?? 0;
    const publishing = (async () => {
      for (let i = 0; i < 3; i++) await publishedPick(live, admin, {}, 40 + i);
    })();
    const [file] = await Promise.all([download(), publishing]);
    const after = await contents(live.database);

    const summary = await restoreBackup({ file, dataDir: newDir() });
    expect(summary.ledger.ok).toBe(true);
    expect(summary.ledger.seq).toBeGreaterThanOrEqual(start);
    expect(summary.ledger.seq).toBeLessThanOrEqual(after.head?.seq ?? 0);
    const { rows } = await live.database.query<{ hash: string }>(
      'select hash from record_ledger where seq = $1',
      [summary.ledger.seq],
    );
    expect(summary.ledger.hash).toBe(rows[0]?.hash);
  }, 120_000);

  it('refuses, touching nothing, a directory a server holds, a directory that is not empty, and a file that is not a backup', async () => {
    const file = await download();
    await expect(restoreBackup({ file, dataDir: liveDir })).rejects.toThrow(
      `is in use by process ${process.pid}`,
    );

    const notEmpty = newDir();
    mkdirSync(notEmpty);
    writeFileSync(join(notEmpty, 'notes.txt'), 'keep me');
    const refusal = restoreBackup({ file, dataDir: notEmpty });
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow('is not empty');
    expect(readdirSync(notEmpty)).toEqual(['notes.txt']);

    await expect(
      restoreBackup({ file, dataDir: liveDir, databaseUrl: 'postgres://x@127.0.0.1/y' }),
    ).rejects.toThrow('pg_restore');

    const empty = newDir();
    mkdirSync(empty);
    const refusals: [Uint8Array, string][] = [
      [Buffer.from('not a backup at all'), 'it is not a gzip-compressed file'],
      [gzipSync('plain text, compressed'), 'it is compressed, but not a tar archive'],
      [gzipSync(tarOf('notes/readme.txt', 'hello')), 'it holds no PostgreSQL data directory'],
      [
        await templateDump('drop table schema_migrations'),
        'it holds a PostgreSQL database, but not one of this app',
      ],
      [
        await templateDump("insert into schema_migrations (tag, hash) values ('9999_from_the_future', 'x')"),
        'it was made by a newer version of the app (migrations 9999_from_the_future)',
      ],
    ];
    for (const [bytes, why] of refusals) {
      const refused = restoreBackup({ file: bytes, dataDir: empty });
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(
        `The file is not a backup of this app's embedded database: ${why}`,
      );
      expect(readdirSync(empty)).toEqual([]);
    }
    // A data directory that did not exist is not left behind either.
    const missing = newDir();
    await expect(restoreBackup({ file: refusals[3]?.[0] ?? file, dataDir: missing })).rejects.toThrow(
      'but not one of this app',
    );
    expect(existsSync(missing)).toBe(false);
  }, 120_000);
});

/** `npm run restore -- <file>` as an operator runs it, DATA_DIR from the environment. */
function restoreCli(file: string, dataDir: string): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'restore', '--', file], { cwd: repoRoot, env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run restore', () => {
  it('restores the file into an empty DATA_DIR and prints what it holds; refuses a non-empty one with exit 1', async () => {
    const file = join(root, 'backup.tar.gz');
    writeFileSync(file, await download());
    const expected = await contents(live.database);

    const dataDir = newDir();
    const restored = await restoreCli(file, dataDir);
    expect(restored.out).toContain(`Restored backup.tar.gz into ${dataDir}`);
    expect(restored.out).toContain(
      `${expected.users} users, ${expected.picks} picks, ${expected.ledger} ledger entries`,
    );
    expect(restored.out).toContain(
      `ledger head #${expected.head?.seq} ${expected.head?.hash.slice(0, 12)}: verified`,
    );
    expect(restored.code, restored.out).toBe(0);

    const again = await restoreCli(file, dataDir);
    expect(again.out).toContain('is not empty: a backup is restored only into an empty DATA_DIR');
    expect(again.out).not.toMatch(/^\s+at /m);
    expect(again.code).toBe(1);
  }, 180_000);
});

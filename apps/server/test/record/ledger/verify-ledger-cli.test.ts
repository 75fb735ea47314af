import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build-app';
import { testDatabaseMode } from '../../helpers/database';
import { type Admin, adminOf, call, publishedPick, rawSql, readLedger, settle } from './ledger-world';

let t: TestApp;
let admin: Admin;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOf(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const root = new URL('../../../../..', import.meta.url).pathname;

/** `npm run verify-ledger -- <url>` as a separate process against the listening server. */
function verifyLedgerCli(target: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '-s', 'verify-ledger', '--', target],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}

describe(`npm run verify-ledger against a running server on ${testDatabaseMode}`, () => {
  it('checks the chain and every commitment itself and prints OK with the head', async () => {
    const graded = await publishedPick(t, admin, { eventStartTime: new Date(Date.now() - 60_000) }, 0);
    await call(t, admin, 'PATCH', `/api/admin/picks/${graded.id}/result`, { result: 'win' });
    const live = await publishedPick(t, admin);
    const edit = { odds: 2.3, oddsAmerican: 130, bookmaker: 'Bet365', reason: 'Better price' };
    expect((await call(t, admin, 'PATCH', `/api/admin/picks/${live.id}/odds`, edit)).statusCode).toBe(200);
    await settle(t, new Date(Date.now() + 3 * 3_600_000));
    const { page } = await readLedger(t);

    const { code, out } = await verifyLedgerCli(url);
    expect(out).toContain(
      `OK #${page.head.seq} ${page.head.hash.slice(0, 12)}: ${page.head.seq} entries chain`,
    );
    expect(out).toMatch(/ [2-9]\d* commitments opened/);
    expect(code, out).toBe(0);
  }, 90_000);

  it('exits non-zero naming the first bad seq of an entry rewritten in the database', async () => {
    const { page } = await readLedger(t);
    const target = page.entries[0];
    if (!target) throw new Error('expected entries');
    const forged = target.entry.replace('"sport":"nba"', '"sport":"nfl"');
    await rawSql(t, 'alter table record_ledger disable trigger record_ledger_no_rewrite');
    await rawSql(t, `update record_ledger set entry = '${forged}' where seq = ${target.seq}`);
    await rawSql(t, 'alter table record_ledger enable trigger record_ledger_no_rewrite');

    const { code, out } = await verifyLedgerCli(url);
    expect(out).toContain(`BAD #${target.seq}: the hash does not chain`);
    expect(code).toBe(1);
  }, 90_000);

  it('exits non-zero when the server cannot be read', async () => {
    const { code, out } = await verifyLedgerCli('http://127.0.0.1:1');
    expect(out).toContain('verify-ledger:');
    expect(code).toBe(1);
  }, 90_000);
});

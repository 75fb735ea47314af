// (d) The embedded database (PGlite, the default without DATABASE_URL) killed with kill -9 while
// sign-ups are being written, then started again on the same DATA_DIR: the stale lock file does not
// block the start and every sign-up the server acknowledged (201) is there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts';
import { expectStatus } from './support/admin-api';
import { HttpClient, clientAddress } from './support/http';
import { byMode, sleep } from './support/mode';
import { type ServerProcess, restartServer, startServer } from './support/server-process';
import { newSignupTally, signUpUntil } from './support/signups';

const ADMIN = { email: 'embedded-admin@example.com', password: 'embedded-admin-pass' };
const CYCLES = byMode(1, 3);
const WRITE_MS = byMode(2_000, 5_000);
const WRITERS = 6;

const dataDir = mkdtempSync(join(tmpdir(), 'arcade-resilience-pglite-'));
let server: ServerProcess | undefined;

const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Sign-ups come from many addresses, named in X-Forwarded-For (per-address limits).
  TRUST_PROXY: 'loopback',
};

afterAll(async () => {
  await server?.stop('SIGKILL').catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

async function emailsInDatabase(http: HttpClient): Promise<Set<string>> {
  const cookie = await logIn(
    http,
    ADMIN.email,
    ADMIN.password,
    clientAddress(Math.floor(Math.random() * 60_000)),
  );
  const res = expectStatus(
    await http.send({ path: '/api/admin/users', headers: { cookie } }),
    'admin users',
    200,
  );
  return new Set(res.json<{ users: { email: string }[] }>().users.map((user) => user.email));
}

describe('the embedded database killed with kill -9 mid-write', () => {
  it(`keeps every acknowledged sign-up across ${CYCLES} kill${CYCLES > 1 ? 's' : ''} and restarts`, async () => {
    server = await startServer({ env });
    const acknowledged: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const running = server;
      const http = new HttpClient(running.url);
      const tally = newSignupTally();
      let stop = false;
      const writing = signUpUntil(http, {
        prefix: `kill${cycle}`,
        writers: WRITERS,
        stop: () => stop,
        tally,
      });
      await sleep(WRITE_MS);
      const lockHolder = readFileSync(join(dataDir, 'db.lock'), 'utf8');
      running.child.kill('SIGKILL');
      await running.exited;
      stop = true;
      await writing;
      http.close();
      acknowledged.push(...tally.acknowledged);

      // The lock file still names the dead process: the next start must take it over.
      expect(readFileSync(join(dataDir, 'db.lock'), 'utf8')).toBe(lockHolder);
      const restartedAt = Date.now();
      server = await restartServer(running, { env });
      const restartMs = Date.now() - restartedAt;
      const check = new HttpClient(server.url);
      const present = await emailsInDatabase(check);
      check.close();
      const missing = acknowledged.filter((email) => !present.has(email));
      console.log(
        `\nkill -9 #${cycle}: ${tally.acknowledged.length} sign-ups acknowledged in ${WRITE_MS} ms (answers ${JSON.stringify(Object.fromEntries(tally.statuses))}); restarted on the same DATA_DIR in ${restartMs} ms; ${acknowledged.length} acknowledged so far, ${missing.length} missing`,
      );
      expect(tally.acknowledged.length).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    }
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});

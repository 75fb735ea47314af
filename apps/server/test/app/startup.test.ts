import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, openDatabase } from '../../src/db/client';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
/** Loopback port 1: nothing listens there, so the connection is refused at once. */
const UNREACHABLE = 'postgres://postgres:hunter2@127.0.0.1:1/x';

describe('a database that cannot be reached at start', () => {
  it('is reported by openDatabase, naming DATABASE_URL without its password', async () => {
    const opening = openDatabase({ databaseUrl: UNREACHABLE, dataDir: 'unused' });
    await expect(opening).rejects.toThrow(DatabaseUnreachableError);
    await expect(opening).rejects.toThrow(
      /DATABASE_URL=postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/x: .*ECONNREFUSED/,
    );
  });

  it('stops the server with exit code 1 and one line on stderr, not a stack trace', () => {
    const run = spawnSync('npx', ['tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 50_000,
      env: { ...process.env, DATABASE_URL: UNREACHABLE, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to the database at DATABASE_URL=.*ECONNREFUSED 127\.0\.0\.1:1/);
    expect(run.stderr).not.toContain('hunter2');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});

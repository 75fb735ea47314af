import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError, acquireDataDirLock } from '../../src/db/data-dir-lock';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the first stdout line of `child` that matches, or rejects when it exits first. */
function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(pattern);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${out}${err}`)));
  });
}

const embedded = (dataDir: string) => openDatabase({ databaseUrl: undefined, dataDir });

describe('one process per embedded data directory', () => {
  it('refuses a directory a running process holds, and opens it once that process has closed it', async () => {
    const dir = tempDir();
    const holder = spawn('npx', ['tsx', 'test/helpers/hold-data-dir.ts', dir], { cwd: serverRoot });
    try {
      const [, pid] = await waitForLine(holder, /open (\d+)/);
      const refused = embedded(dir);
      await expect(refused).rejects.toThrow(DataDirLockedError);
      await expect(refused).rejects.toThrow(`in use by process ${pid}`);

      const exited = new Promise<number | null>((resolve) => holder.once('exit', resolve));
      holder.stdin.end('close\n');
      await waitForLine(holder, /closed/);
      expect(await exited).toBe(0);
      expect(existsSync(join(dir, 'db.lock'))).toBe(false);
    } finally {
      holder.kill();
    }

    const reopened = await embedded(dir);
    try {
      await reopened.ping();
      // A second handle in this same process is refused too while the first is open.
      await expect(embedded(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      await reopened.close();
    }
    const again = await embedded(dir);
    await again.close();
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  }, 120_000);

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'db.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'db.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  });
});

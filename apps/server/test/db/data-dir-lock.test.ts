import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('is taken and released by its owner', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'db.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  });

  it('refuses a data directory that another live process holds', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, 'db.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'db.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    release();
  });
});

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Lock files this process holds: a second opener in the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dataDir/db.lock`, if any (this one included); a stale lock names none. */
export function dataDirHolder(dataDir: string): number | undefined {
  const lockPath = join(dataDir, 'db.lock');
  if (heldByThisProcess.has(lockPath)) return process.pid;
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return Number.isInteger(holder) && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

/**
 * Takes `dataDir/db.lock` for this process, refusing when a live process holds it (a stale lock from a
 * crashed process is taken over). Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      // Our own pid in a lock we do not hold is a leftover of an earlier run (containers reuse pids).
      const isOurs = holder === process.pid;
      if (heldByThisProcess.has(lockPath) || (Number.isInteger(holder) && !isOurs && isAlive(holder))) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATABASE_URL.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${lockPath}`);
}

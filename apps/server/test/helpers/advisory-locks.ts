import type { DatabaseHandle } from '../../src/db/client';

/**
 * Watches the advisory-lock sections a database handle runs, so a test waits on them rather than on
 * the clock: `refused(key)` settles once a try for `key` has found the lock taken, `released()` once
 * every section entered since the watch began has ended and let its lock go. `stop()` ends the watch.
 */
export function watchAdvisoryLocks(handle: DatabaseHandle) {
  const original = handle.withAdvisoryLock;
  const sections: Promise<unknown>[] = [];
  const waiting: { key: number; resolve: () => void }[] = [];
  handle.withAdvisoryLock = (key, work) => {
    const outcome = original(key, work);
    sections.push(outcome);
    outcome.then(
      (result) => {
        if (!result.ran) for (const waiter of waiting) if (waiter.key === key) waiter.resolve();
      },
      () => {},
    );
    return outcome;
  };
  return {
    refused: (key: number) => new Promise<void>((resolve) => waiting.push({ key, resolve })),
    released: async () => {
      await Promise.allSettled(sections);
    },
    stop: () => {
      handle.withAdvisoryLock = original;
    },
  };
}

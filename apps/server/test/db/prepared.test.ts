import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { announce, setFeedHearing } from '../../src/lib/changes';
import { type PreparedOptions, preparedRead } from '../../src/db/prepared';

/** A prepared read whose reads count up, each waiting until `release` is called. */
function counter(options: Partial<PreparedOptions<number>> = {}) {
  let reads = 0;
  const pending: (() => void)[] = [];
  const prepared = preparedRead('events', {
    read: () =>
      new Promise<number>((resolve) => {
        reads += 1;
        const value = reads;
        pending.push(() => resolve(value));
      }),
    ...options,
  });
  const db = {} as Database;
  return {
    get: () => prepared.get(db).then((snapshot) => snapshot.value),
    release: () => {
      for (const resolve of pending.splice(0)) resolve();
    },
    reads: () => reads,
  };
}

/** The value `get` answers, letting every read it starts finish. */
async function settled(read: ReturnType<typeof counter>): Promise<number> {
  const value = read.get();
  read.release();
  return value;
}

const feed = {};

afterEach(() => {
  setFeedHearing(feed, true);
  vi.useRealTimers();
});

describe('a prepared read revalidated in the background', () => {
  it('answers the previous value while one read runs once only its age has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = counter({ revalidateInBackground: true });
    expect(await settled(read)).toBe(1);
    vi.setSystemTime(Date.now() + 10_100);
    // Served at once, without waiting for the read it starts (left unfinished here).
    expect(await read.get()).toBe(1);
    expect(await read.get()).toBe(1);
    expect(read.reads()).toBe(2);
    read.release();
    await vi.waitFor(async () => expect(await read.get()).toBe(2));
  });

  it('never answers the previous value after a change: the request waits for the read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = counter({ revalidateInBackground: true });
    expect(await settled(read)).toBe(1);
    vi.setSystemTime(Date.now() + 10_100);
    announce('events');
    expect(await settled(read)).toBe(2);
  });

  it('waits past twice the age, when the value goes stale by itself, or while other instances are not heard', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const old = counter({ revalidateInBackground: true });
    expect(await settled(old)).toBe(1);
    vi.setSystemTime(Date.now() + 20_100);
    expect(await settled(old)).toBe(2);

    const stale = counter({ revalidateInBackground: true, staleAt: (_value, builtAt) => builtAt + 5_000 });
    expect(await settled(stale)).toBe(1);
    vi.setSystemTime(Date.now() + 5_100);
    expect(await settled(stale)).toBe(2);

    const deaf = counter({ revalidateInBackground: true });
    expect(await settled(deaf)).toBe(1);
    vi.setSystemTime(Date.now() + 10_100);
    setFeedHearing(feed, false);
    expect(await settled(deaf)).toBe(2);
  });

  it('is not the default: a read past its age waits for the next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = counter();
    expect(await settled(read)).toBe(1);
    vi.setSystemTime(Date.now() + 10_100);
    expect(await settled(read)).toBe(2);
  });
});

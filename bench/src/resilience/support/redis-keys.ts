// The server's rate-limit counters live in Redis under one fixed prefix (rate-limit.store.ts). A
// suite gives its servers a Redis database index of its own (the path of REDIS_URL) and deletes only
// the counters there, before and after, so it neither inherits nor leaves spent limits.
import { Redis } from 'ioredis';

export const RATE_LIMIT_PREFIX = 'arcade:rl:';

export interface RateLimitKeys {
  /** The counters currently stored, without the prefix. */
  list(): Promise<string[]>;
  /** Deletes every counter (only keys under the prefix, only in this database index). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export async function rateLimitKeys(url: string): Promise<RateLimitKeys> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  const list = async () => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${RATE_LIMIT_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    return keys.map((key) => key.slice(RATE_LIMIT_PREFIX.length));
  };
  return {
    list,
    async clear() {
      const keys = await list();
      if (keys.length > 0) await redis.del(...keys.map((key) => RATE_LIMIT_PREFIX + key));
    },
    async close() {
      await redis.quit();
    },
  };
}

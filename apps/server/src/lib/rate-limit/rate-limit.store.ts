import { Redis } from 'ioredis';

interface WindowCount {
  count: number;
  /** Epoch ms at which the window ends. */
  resetAt: number;
}

/** Fixed-window counters shared by every instance that uses the same store. */
export interface RateLimitStore {
  increment(key: string, windowMs: number, now: number): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();

  async increment(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const current = this.windows.get(key);
    const next =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    if (this.windows.size > 50_000) this.evictExpired(now);
    return next;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR plus PEXPIRE NX in one round trip, so every instance behind a load balancer counts together. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'arcade:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableOfflineQueue: true });
  }

  async increment(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const fullKey = this.prefix + key;
    const results = await this.redis
      .multi()
      .incr(fullKey)
      .pexpire(fullKey, windowMs, 'NX')
      .pttl(fullKey)
      .exec();
    if (!results) throw new Error('Redis transaction aborted');
    const [incr, , ttl] = results;
    if (incr?.[0] || ttl?.[0]) throw incr?.[0] ?? ttl?.[0];
    return { count: Number(incr?.[1]), resetAt: now + Math.max(0, Number(ttl?.[1])) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

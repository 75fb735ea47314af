import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { MemoryRateLimitStore, RedisRateLimitStore } from '../../src/lib/rate-limit/rate-limit.store';
import { RateLimiter } from '../../src/lib/rate-limit/rate-limiter';

const rule = { name: 'test', max: 2, windowMs: 60_000 };

describe('the rate limiter with the memory store', () => {
  it('allows max hits per window, then refuses with Retry-After, then opens a new window', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => now);
    await limiter.consume(rule, 'k');
    await limiter.consume(rule, 'k');
    now += 15_000;
    const refused = await limiter.consume(rule, 'k').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).headers).toEqual({ 'retry-after': '45' });
    now += 45_000;
    await expect(limiter.consume(rule, 'k')).resolves.toBeUndefined();
  });

  it('counts keys and rules apart, and reset clears one key', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    await limiter.consume(rule, 'a');
    await limiter.consume(rule, 'a');
    await expect(limiter.consume(rule, 'b')).resolves.toBeUndefined();
    await expect(limiter.consume({ ...rule, name: 'other' }, 'a')).resolves.toBeUndefined();
    await limiter.reset(rule, 'a');
    await expect(limiter.consume(rule, 'a')).resolves.toBeUndefined();
  });
});

const redisUrl = 'redis://127.0.0.1:6379';
async function redisIsUp(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.runIf(await redisIsUp())('the rate limiter with the Redis store (shared by instances)', () => {
  const prefix = `arcade:test:${process.pid}:${Date.now()}:`;
  const stores = [new RedisRateLimitStore(redisUrl, prefix), new RedisRateLimitStore(redisUrl, prefix)];
  const redis = new Redis(redisUrl);
  afterAll(async () => {
    for (const store of stores) await store.close();
    await redis.quit();
  });

  it('counts hits from two instances together, in a window Redis ends after windowMs', async () => {
    const [one, two] = stores.map((store) => new RateLimiter(store));
    const shortRule = { name: 'shared', max: 2, windowMs: 300 };
    await one?.consume(shortRule, 'k');
    await two?.consume(shortRule, 'k');
    await expect(one?.consume(shortRule, 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // The window ends when its key expires. Redis runs that clock, not ours: rather than wait for it,
    // check the key expires within windowMs, then expire it at once.
    const key = `${prefix}shared:k`;
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(shortRule.windowMs);
    await redis.pexpire(key, 0);
    await expect(two?.consume(shortRule, 'k')).resolves.toBeUndefined();
    await expect(one?.consume(shortRule, 'k')).resolves.toBeUndefined();
    await expect(two?.consume(shortRule, 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

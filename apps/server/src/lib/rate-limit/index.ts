// Rate limits on codes, logins and other costly calls: one limiter over a memory or a Redis store.
export { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit.store';
export { RateLimiter, type RateLimitRule } from './rate-limiter';

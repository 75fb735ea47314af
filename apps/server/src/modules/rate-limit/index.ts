// What the rate-limit module offers the rest of the server; its other files are its own.
export { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit.store';
export { RateLimiter, type RateLimitRule } from './rate-limiter';

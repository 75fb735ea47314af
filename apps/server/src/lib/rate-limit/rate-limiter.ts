import { AppError } from '../app-error';
import type { RateLimitStore } from './rate-limit.store';

export interface RateLimitRule {
  /** Namespace of the counter, e.g. `login:ip`. */
  name: string;
  max: number;
  windowMs: number;
}

/** Counts hits per rule and key and refuses with 429 and Retry-After once a window is full. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(rule: RateLimitRule, key: string): Promise<void> {
    const now = this.now();
    const window = await this.store.increment(`${rule.name}:${key}`, rule.windowMs, now);
    if (window.count <= rule.max) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        reason: 'rate_limited',
        details: { retryAfterSeconds },
        headers: { 'retry-after': String(retryAfterSeconds) },
      },
    );
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.store.reset(`${rule.name}:${key}`);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

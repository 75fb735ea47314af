import type { RateLimitRule } from '../../lib/rate-limit';

/**
 * Guesses at the current password from a session left open: a person retyping it needs a few. One
 * count for every route that checks the password (changing it, deleting the account).
 */
export const passwordLimit: RateLimitRule = { name: 'account:password', max: 10, windowMs: 15 * 60_000 };

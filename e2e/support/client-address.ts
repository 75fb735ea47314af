import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** 198.18.0.0/15, the range set aside for tests (RFC 2544): no real client has one of these addresses. */
const RANGE_SIZE = 2 ** 17;

let next = 1;

/**
 * A client address no other browser or API session of this run has had: the server believes the
 * X-Forwarded-For of a client on loopback (TRUST_PROXY in global-setup.ts), so each client the journeys
 * open counts against the per-client rate limits (sign-ups, logins, codes) on its own, as different
 * people behind the product's proxy do. Spec files run in processes of their own, so the numbers are
 * handed out through a directory they share: creating an entry either succeeds for one of them or fails.
 */
export function nextClientAddress(): string {
  const dir = inject('clientAddressDir');
  for (; next < RANGE_SIZE - 1; next += 1) {
    try {
      mkdirSync(join(dir, String(next)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    const n = next;
    next += 1;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  }
  throw new Error('no client address left in 198.18.0.0/15');
}

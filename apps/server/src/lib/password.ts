import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * Passwords: scrypt at OWASP's recommended cost. OWASP's minimum is N=2^17, r=8, p=1 (128 MiB a hash)
 * "or an equivalent"; N=2^15, r=8, p=3 is its listed equivalent with a quarter of the memory, which keeps
 * a burst of logins on a small machine from needing gigabytes. About 220 ms a hash on a 2-core box.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

/**
 * One-time codes live 15 minutes and allow a few attempts; scrypt only slows a brute force of the
 * 10^6 codes from a leaked table, so one pass (about 90 ms) is enough.
 */
export const CODE_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), self-describing so the cost can be raised later. */
export async function hashSecret(secret: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function storedCost(stored: string): ScryptCost | null {
  const [scheme, n, r, p] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0);
  return scheme === 'scrypt' && valid ? cost : null;
}

/** Constant-time check of a secret against a stored hash; false for anything malformed. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const cost = storedCost(stored);
  const [, , , , salt, hash] = stored.split('$');
  if (!cost || !salt || !hash) return false;
  // A tampered row must not make one login allocate gigabytes: a cost above the maximum fails in scrypt.
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), cost).catch(() => null);
  const expected = Buffer.from(hash, 'base64url');
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made at another cost than `cost`: hash again on the next successful login. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const current = storedCost(stored);
  return !current || current.N !== cost.N || current.r !== cost.r || current.p !== cost.p;
}

/** A hash of nothing in particular at `cost`, verified for unknown accounts so both paths cost the same. */
const decoys = new Map<ScryptCost, Promise<string>>();
export function decoyHash(cost: ScryptCost): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashSecret(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}

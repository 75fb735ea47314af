import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable opaque token (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random 6-digit code, leading zeros kept ("004217"). */
export function randomSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

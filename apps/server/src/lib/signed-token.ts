import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mac = (secret: string, purpose: string, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');

/**
 * A token that names a user for one purpose (`{userId}.{HMAC-SHA256(secret, purpose:userId)}`):
 * it cannot be made without the secret, nor used for another purpose. It does not expire.
 */
export function signUserToken(secret: string, purpose: string, userId: string): string {
  if (!UUID.test(userId)) throw new Error(`not a user id: ${userId}`);
  return `${userId}.${mac(secret, purpose, userId.toLowerCase())}`;
}

/** The user id a token signed for `purpose` names, or null when it is malformed or forged. */
export function verifyUserToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot).toLowerCase();
  if (!UUID.test(userId)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, userId));
  // Equal lengths first (timingSafeEqual demands it); the length of a valid MAC is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}

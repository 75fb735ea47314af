import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account holds an entry signed for that account, and with it is a known device
 * of the account: the limits strangers share (per address, per account) do not apply to it, only its
 * own. The cookie names no account: each entry is `{nonce}.{HMAC(secret, nonce:email)}`, checked
 * against the address a request names. One browser keeps the entries of its last few accounts.
 */
export const DEVICE_COOKIE = 'device';
/** The accounts one browser is a known device of (the most recently signed in first). */
export const MAX_DEVICE_ENTRIES = 5;
/** A known device stays known for a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const SEPARATOR = '~';
const NONCE = /^[A-Za-z0-9_-]{22}$/;

const mac = (secret: string, nonce: string, email: string) =>
  createHmac('sha256', secret).update(`device:${nonce}:${email}`).digest('base64url');

function entries(cookie: string | undefined): { nonce: string; tag: string }[] {
  if (!cookie) return [];
  return cookie
    .split(SEPARATOR)
    .slice(0, MAX_DEVICE_ENTRIES)
    .flatMap((entry) => {
      const [nonce = '', tag = '', ...rest] = entry.split('.');
      return NONCE.test(nonce) && rest.length === 0 ? [{ nonce, tag }] : [];
    });
}

function signedFor(secret: string, entry: { nonce: string; tag: string }, email: string): boolean {
  const given = Buffer.from(entry.tag);
  const expected = Buffer.from(mac(secret, entry.nonce, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The device's id (its entry's nonce) when `cookie` holds an entry signed for `email`; else null. */
export function knownDevice(secret: string, cookie: string | undefined, email: string): string | null {
  return entries(cookie).find((entry) => signedFor(secret, entry, email))?.nonce ?? null;
}

/**
 * The cookie after a sign-in to `email`: that account's entry first (the one it had, or a new one),
 * then the others it held, at most MAX_DEVICE_ENTRIES.
 */
export function deviceCookieAfterSignIn(secret: string, cookie: string | undefined, email: string): string {
  const held = entries(cookie);
  const own = held.find((entry) => signedFor(secret, entry, email));
  const nonce = own?.nonce ?? randomBytes(16).toString('base64url');
  const others = held.filter((entry) => entry !== own);
  return [{ nonce, tag: mac(secret, nonce, email) }, ...others]
    .slice(0, MAX_DEVICE_ENTRIES)
    .map((entry) => `${entry.nonce}.${entry.tag}`)
    .join(SEPARATOR);
}

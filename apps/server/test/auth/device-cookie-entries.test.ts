import { describe, expect, it } from 'vitest';
import {
  MAX_DEVICE_ENTRIES,
  deviceCookieAfterSignIn,
  knownDevice,
} from '../../src/modules/auth/device-cookie';

const SECRET = 'device-cookie-test-secret';

describe('device cookie entries', () => {
  it('makes a browser a known device of the account it signed in to, and of no other', () => {
    const cookie = deviceCookieAfterSignIn(SECRET, undefined, 'ana@example.com');
    const device = knownDevice(SECRET, cookie, 'ana@example.com');
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(cookie).not.toContain('ana');
    expect(knownDevice(SECRET, cookie, 'bea@example.com')).toBeNull();
    expect(knownDevice('another-secret', cookie, 'ana@example.com')).toBeNull();
  });

  it('keeps the device id across sign-ins, and the other accounts it holds', () => {
    const ana = deviceCookieAfterSignIn(SECRET, undefined, 'ana@example.com');
    const both = deviceCookieAfterSignIn(SECRET, ana, 'bea@example.com');
    const again = deviceCookieAfterSignIn(SECRET, both, 'ana@example.com');
    expect(knownDevice(SECRET, again, 'ana@example.com')).toBe(knownDevice(SECRET, ana, 'ana@example.com'));
    expect(knownDevice(SECRET, again, 'bea@example.com')).toBe(knownDevice(SECRET, both, 'bea@example.com'));
    expect(again.startsWith(ana)).toBe(true);
  });

  it(`holds at most ${MAX_DEVICE_ENTRIES} accounts, dropping the least recent`, () => {
    let cookie: string | undefined;
    for (let i = 0; i <= MAX_DEVICE_ENTRIES; i++)
      cookie = deviceCookieAfterSignIn(SECRET, cookie, `p${i}@example.com`);
    expect(cookie?.split('~')).toHaveLength(MAX_DEVICE_ENTRIES);
    expect(knownDevice(SECRET, cookie, 'p0@example.com')).toBeNull();
    expect(knownDevice(SECRET, cookie, `p${MAX_DEVICE_ENTRIES}@example.com`)).not.toBeNull();
  });

  it.each([
    ['no cookie', undefined],
    ['empty', ''],
    ['no tag', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a tag of another length', 'AAAAAAAAAAAAAAAAAAAAAA.abc'],
    ['a forged tag', `AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`],
    ['extra dots', 'AAAAAAAAAAAAAAAAAAAAAA.b.c'],
    ['a short nonce', 'AAAA.AAAA'],
  ])('refuses %s', (_name, cookie) => {
    expect(knownDevice(SECRET, cookie, 'ana@example.com')).toBeNull();
  });
});

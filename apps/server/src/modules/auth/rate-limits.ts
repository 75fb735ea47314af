import { clientAddressKey } from '../../lib/client-address';
import type { RateLimitRule } from '../../lib/rate-limit';

const minutes = (n: number) => n * 60_000;

/**
 * Limits on the account endpoints (docs/decisions/003-accounts-and-sessions.md). A stranger's requests
 * are counted per client (an IPv4 address or an IPv6 /64), per (account address, client), and
 * against a per-account ceiling above what one client may send, which still caps an attack spread
 * over many clients: once it is full, unknown clients are refused for that account. A known device
 * of the account (device-cookie.ts) is counted only by its own limit, so strangers filling the
 * ceiling never lock its owner out. Check a client's own limits first: a refused client adds nothing
 * to the ceiling.
 */
export const authLimits = {
  loginIp: { name: 'login:ip', max: 30, windowMs: minutes(15) },
  loginEmailIp: { name: 'login:email-ip', max: 10, windowMs: minutes(15) },
  loginEmail: { name: 'login:email', max: 50, windowMs: minutes(15) },
  loginDevice: { name: 'login:device', max: 10, windowMs: minutes(15) },
  signupIp: { name: 'signup:ip', max: 10, windowMs: minutes(60) },
  // Each granted request mails a code: the ceiling also bounds the mail one inbox can be sent.
  forgotIp: { name: 'forgot:ip', max: 10, windowMs: minutes(60) },
  forgotEmailIp: { name: 'forgot:email-ip', max: 3, windowMs: minutes(15) },
  forgotEmail: { name: 'forgot:email', max: 10, windowMs: minutes(15) },
  forgotDevice: { name: 'forgot:device', max: 3, windowMs: minutes(15) },
  resetIp: { name: 'reset:ip', max: 20, windowMs: minutes(15) },
  resetEmailIp: { name: 'reset:email-ip', max: 5, windowMs: minutes(15) },
  // Guesses at an address's codes from every client together: 20 in 15 minutes at 1 in 10^6 each.
  resetEmail: { name: 'reset:email', max: 20, windowMs: minutes(15) },
  resetDevice: { name: 'reset:device', max: 5, windowMs: minutes(15) },
  verifyIp: { name: 'verify:ip', max: 20, windowMs: minutes(15) },
  verifyEmailIp: { name: 'verify:email-ip', max: 5, windowMs: minutes(15) },
  verifyEmail: { name: 'verify:email', max: 20, windowMs: minutes(15) },
  verifyDevice: { name: 'verify:device', max: 5, windowMs: minutes(15) },
  resendIp: { name: 'resend:ip', max: 10, windowMs: minutes(60) },
  resendEmailIp: { name: 'resend:email-ip', max: 3, windowMs: minutes(15) },
  resendEmail: { name: 'resend:email', max: 10, windowMs: minutes(15) },
  resendDevice: { name: 'resend:device', max: 3, windowMs: minutes(15) },
} satisfies Record<string, RateLimitRule>;

type PairedLimits = 'login' | 'forgot' | 'reset' | 'verify' | 'resend';

/** Who is asking: the client's address, and the device's id when it is a known device of the account. */
export interface AuthClient {
  ip: string;
  device: string | null;
}

/**
 * A known device consumes its own limit only. Anyone else consumes the client's limit, then the
 * (address, client) pair's, then the account's ceiling, in that order; throws RATE_LIMITED at the
 * first that is full.
 */
export async function consumeAddressLimits(
  limiter: { consume(rule: RateLimitRule, key: string): Promise<void> },
  action: PairedLimits,
  email: string,
  client: AuthClient,
): Promise<void> {
  if (client.device !== null) {
    await limiter.consume(authLimits[`${action}Device`], client.device);
    return;
  }
  await limiter.consume(authLimits[`${action}Ip`], clientAddressKey(client.ip));
  await limiter.consume(authLimits[`${action}EmailIp`], pairKey(email, client.ip));
  await limiter.consume(authLimits[`${action}Email`], email);
}

export function pairKey(email: string, ip: string): string {
  return `${email}|${clientAddressKey(ip)}`;
}

import type { RateLimitRule } from '../rate-limit/rate-limiter';

const minutes = (n: number) => n * 60_000;

/** Limits on the account endpoints, per IP and per address (product decisions §6, decision 003). */
export const authLimits = {
  loginIp: { name: 'login:ip', max: 30, windowMs: minutes(15) },
  // Guesses at one account are counted per source, so a stranger's failures never lock the owner out...
  loginEmailIp: { name: 'login:email-ip', max: 10, windowMs: minutes(15) },
  // ...and a generous ceiling per account still caps guessing spread over many addresses (decision 003).
  loginEmail: { name: 'login:email', max: 50, windowMs: minutes(15) },
  signupIp: { name: 'signup:ip', max: 10, windowMs: minutes(60) },
  forgotIp: { name: 'forgot:ip', max: 10, windowMs: minutes(60) },
  forgotEmail: { name: 'forgot:email', max: 3, windowMs: minutes(15) },
  resetIp: { name: 'reset:ip', max: 20, windowMs: minutes(15) },
  resetEmail: { name: 'reset:email', max: 10, windowMs: minutes(15) },
  verifyIp: { name: 'verify:ip', max: 20, windowMs: minutes(15) },
  verifyEmail: { name: 'verify:email', max: 10, windowMs: minutes(15) },
  resendIp: { name: 'resend:ip', max: 10, windowMs: minutes(60) },
  resendEmail: { name: 'resend:email', max: 3, windowMs: minutes(15) },
} satisfies Record<string, RateLimitRule>;

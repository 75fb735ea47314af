// Sign-ups as the acknowledged writes of the fault scenarios: each 201 is a promise that the account
// exists; the scenario later checks every promised account is in the database.
import type { DatabaseHandle } from '../../../../apps/server/src/db/client';
import { type HttpAnswer, type HttpClient, clientAddress } from './http';
import type { Recorder } from './recorder';
import { sleep } from './mode';

export interface SignupTally {
  /** Emails the server answered 201 for. */
  acknowledged: string[];
  /** Answers that were neither 201 nor an expected refusal, by status (0: no answer). */
  statuses: Map<number, number>;
}

let nextSignup = 0;

/**
 * `writers` loops signing up new accounts (each from its own address) until `stop()` is true; any
 * answer but 201 is an error for `recorder`, unless `judge` decides (e.g. 503 while the database is down).
 */
export async function signUpUntil(
  http: HttpClient,
  options: {
    prefix: string;
    writers: number;
    stop: () => boolean;
    tally: SignupTally;
    recorder?: Recorder;
    pauseMs?: number;
    /** Judges each answer instead of the 201-or-error rule (a scenario with phases). */
    judge?: (res: HttpAnswer) => void;
  },
): Promise<void> {
  const { tally } = options;
  const writer = async () => {
    while (!options.stop()) {
      nextSignup += 1;
      const n = nextSignup;
      const email = `${options.prefix}-${process.pid}-${n}@example.com`;
      const began = performance.now();
      try {
        const res = await http.send({
          method: 'POST',
          path: '/api/auth/signup',
          body: {
            name: `Writer ${n}`,
            email,
            password: 'resilience-pass',
            language: 'en',
            ageConfirmed: true,
          },
          headers: { 'x-forwarded-for': clientAddress(100_000 + n) },
          timeoutMs: 15_000,
        });
        tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) tally.acknowledged.push(email);
        if (options.judge) {
          options.judge(res);
        } else if (res.status === 201) {
          options.recorder?.ok('POST /api/auth/signup', res.ms);
        } else {
          options.recorder?.error(
            'POST /api/auth/signup',
            res.ms,
            `${res.status} ${res.text().slice(0, 160)}`,
          );
        }
      } catch (error) {
        tally.statuses.set(0, (tally.statuses.get(0) ?? 0) + 1);
        options.recorder?.error('POST /api/auth/signup', performance.now() - began, (error as Error).message);
        await sleep(50);
      }
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
}

export const newSignupTally = (): SignupTally => ({ acknowledged: [], statuses: new Map() });

/**
 * The acknowledged writes the database does not hold: sign-ups answered 201 whose account is missing,
 * and VIP plans granted whose subscription is not active.
 */
export async function lostWrites(
  db: Pick<DatabaseHandle, 'query'>,
  acknowledgedEmails: readonly string[],
  grantedUserIds: readonly string[],
): Promise<{ lostSignups: string[]; lostGrants: string[] }> {
  const { rows: users } = await db.query<{ email: string }>('select email from users');
  const present = new Set(users.map((row) => row.email));
  const { rows: subs } = await db.query<{ user_id: string }>(
    `select user_id from subscriptions where status = 'active' and plan = 'vip'`,
  );
  const subscribed = new Set(subs.map((row) => row.user_id));
  return {
    lostSignups: acknowledgedEmails.filter((email) => !present.has(email)),
    lostGrants: grantedUserIds.filter((id) => !subscribed.has(id)),
  };
}

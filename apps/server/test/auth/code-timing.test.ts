import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../../src/modules/auth/codes.repository';
import { createAccount, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const SAMPLES = 9;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Milliseconds one request takes, from a fresh client so no limit is in the way. */
async function timed(url: string, payload: Record<string, unknown>, expectedStatus: number): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });
  const elapsed = performance.now() - started;
  expect(res.statusCode, res.body).toBe(expectedStatus);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type Case = 'live code' | 'no live code' | 'unknown address';

/**
 * The three kinds of address interleaved (so the machine's load weighs on each alike), a wrong code
 * each time: the answer is the same 400, and so should the time be.
 */
async function medians(
  kind: 'reset' | 'verify',
  url: string,
  body: (email: string, code: string) => Record<string, unknown>,
): Promise<Record<Case, number>> {
  const times: Record<Case, number[]> = { 'live code': [], 'no live code': [], 'unknown address': [] };
  for (let i = 0; i < SAMPLES; i++) {
    const withCode = await createAccount(t.database.db);
    const code = await issueCode(
      t.database.db,
      kind === 'reset' ? { kind, userId: withCode.id } : { kind, email: withCode.email, userId: withCode.id },
      new Date(),
    );
    const withoutCode = await createAccount(t.database.db);
    times['live code'].push(await timed(url, body(withCode.email, wrongCode(code)), 400));
    times['no live code'].push(await timed(url, body(withoutCode.email, '123456'), 400));
    times['unknown address'].push(await timed(url, body(uniqueEmail('ghost'), '123456'), 400));
  }
  return {
    'live code': median(times['live code']),
    'no live code': median(times['no live code']),
    'unknown address': median(times['unknown address']),
  };
}

function expectAlike(result: Record<Case, number>) {
  const live = result['live code'];
  console.info(
    `medians: ${Object.entries(result)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`)
      .join(
        ', ',
      )}; ratios ${(live / result['unknown address']).toFixed(2)}, ${(live / result['no live code']).toFixed(2)}`,
  );
  // A ratio, not an absolute time: the machine's speed and load change both sides alike.
  for (const other of [result['no live code'], result['unknown address']]) {
    expect(live / other).toBeGreaterThan(0.5);
    expect(live / other).toBeLessThan(2);
  }
}

// Each sample hashes three codes and creates two accounts (~60 ms a hash idle, more under load).
describe(
  `code checks take the same time whatever the address on ${testDatabaseMode}`,
  { timeout: 180_000 },
  () => {
    it('answers a wrong reset code as slowly for an unknown address or one without a code as for a live code', async () => {
      expectAlike(
        await medians('reset', '/api/auth/reset-password', (email, code) => ({
          email,
          code,
          newPassword: 'unused-pass-9',
        })),
      );
    });

    it('answers a wrong verification code as slowly for an unknown address or one without a code as for a live code', async () => {
      expectAlike(await medians('verify', '/api/auth/verify-email', (email, code) => ({ email, code })));
    });
  },
);

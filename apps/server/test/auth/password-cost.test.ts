import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import {
  CODE_COST,
  PASSWORD_COST,
  type ScryptCost,
  hashSecret,
  needsRehash,
  verifySecret,
} from '../../src/lib/password';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';

// OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1, or one of its listed equivalents.
const OWASP_SCRYPT: ScryptCost[] = [
  { N: 2 ** 17, r: 8, p: 1 },
  { N: 2 ** 16, r: 8, p: 2 },
  { N: 2 ** 15, r: 8, p: 3 },
  { N: 2 ** 14, r: 8, p: 5 },
  { N: 2 ** 13, r: 8, p: 10 },
];

const costOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

describe('password hashing cost', () => {
  it("is one of OWASP's recommended scrypt settings", () => {
    expect(OWASP_SCRYPT).toContainEqual(PASSWORD_COST);
  });

  it('writes the cost into the hash and verifies only the right secret', async () => {
    const stored = await hashSecret('kestrel-71', PASSWORD_COST);
    expect(costOf(stored)).toEqual([PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p]);
    expect(await verifySecret('kestrel-71', stored)).toBe(true);
    expect(await verifySecret('kestrel-72', stored)).toBe(false);
  });

  it.each([
    ['not scrypt', 'argon2$1$2$3$salt$hash'],
    ['missing parts', 'scrypt$32768$8$3'],
    ['a cost that is not a number', 'scrypt$abc$8$3$c2FsdA$aGFzaA'],
    ['a cost too large to compute (tampered row)', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA'],
  ])('answers false, never throws, for a malformed hash: %s', async (_name, stored) => {
    expect(await verifySecret('anything', stored)).toBe(false);
  });

  it('asks for a new hash when the stored one was made at another cost', async () => {
    expect(needsRehash(await hashSecret('x', CODE_COST), PASSWORD_COST)).toBe(true);
    expect(needsRehash(await hashSecret('x', PASSWORD_COST), PASSWORD_COST)).toBe(false);
    expect(needsRehash('garbage', PASSWORD_COST)).toBe(true);
  });
});

describe('login with a hash made at an older cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('logs in and stores the password again at the current cost', async () => {
    const email = uniqueEmail('old-hash');
    const account = await createAccount(t.database.db, { email, password: 'old-cost-pass' });
    const oldHash = await hashSecret('old-cost-pass', CODE_COST);
    await t.database.db.update(users).set({ password: oldHash }).where(eq(users.id, account.id));

    await loginAs(t.app, email, 'old-cost-pass');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.password).not.toBe(oldHash);
    expect(costOf(row?.password ?? '')).toEqual([PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p]);
    // The new hash is of the same password: the next login still works.
    await loginAs(t.app, email, 'old-cost-pass');
  });

  it('leaves the stored hash alone when the password is wrong', async () => {
    const email = uniqueEmail('old-hash-wrong');
    const account = await createAccount(t.database.db, { email, password: 'right-pass-1' });
    const oldHash = await hashSecret('right-pass-1', CODE_COST);
    await t.database.db.update(users).set({ password: oldHash }).where(eq(users.id, account.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-pass-1' },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.password).toBe(oldHash);
  });
});

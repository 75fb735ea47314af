import { ApiErrorSchema, UnlockFreeResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, users } from '../../src/db/schema/index';
import { createAccount, loginAs, sessionCookie, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { codeIn, startSmtpServer } from '../helpers/smtp-server';
import { type Caller, claim, picksOf, publishedPick } from '../helpers/subscribers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_QUEUE_POLL_MS: '100' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const freePickRows = (userId: string) =>
  db().select().from(transactions).where(eq(transactions.userId, userId));

function expectUnverified(res: Awaited<ReturnType<typeof claim>>) {
  expect(res.statusCode, res.body).toBe(403);
  expect(ApiErrorSchema.parse(res.json()).error).toMatchObject({
    code: 'FORBIDDEN',
    reason: 'email_not_verified',
  });
}

/** Signs up through the API, as a visitor does, and answers the logged-in caller. */
async function signUp(email: string): Promise<Caller> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Nueva', email, password: 'kestrel-71', language: 'es', ageConfirmed: true },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const userId = (res.json() as { user: { id: string } }).user.id;
  return { name: email, userId, cookie: sessionCookie(res) };
}

const post = (url: string, caller: Caller, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: caller.cookie as string },
    remoteAddress: uniqueIp(),
  });

describe(`the free pick needs a verified email, on ${testDatabaseMode}`, () => {
  it('refuses a new account with 403 email_not_verified and spends nothing', async () => {
    const pick = await publishedPick(db(), { tier: 'diamante' });
    const account = await createAccount(db());
    const caller = {
      name: 'unverified',
      userId: account.id,
      cookie: await loginAs(t.app, account.email, account.plainPassword),
    };
    expectUnverified(await claim(t.app, caller, pick.id));
    expect((await userRow(account.id))?.hasUsedFreePick).toBe(false);
    expect(await freePickRows(account.id)).toEqual([]);
    expect((await picksOf(t.app, caller)).find((p) => p.id === pick.id)?.locked).toBe(true);
  });

  it('still says why a pick cannot be claimed at all before asking for verification', async () => {
    const graded = await publishedPick(db(), { result: 'win', profit: 10, gradedAt: new Date() });
    const caller = await signUp(uniqueEmail('graded'));
    const res = await claim(t.app, caller, graded.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('pick_graded');
  });

  it('lets a new account claim once it has verified with the code mailed at signup', async () => {
    const pick = await publishedPick(db(), { tier: 'platinum' });
    const email = uniqueEmail('signup-code');
    const caller = await signUp(email);
    expectUnverified(await claim(t.app, caller, pick.id));
    const mail = await smtp.waitForMail(email);
    expect(
      (await post('/api/auth/verify-email', caller, { email, code: codeIn(mail.text) })).statusCode,
    ).toBe(200);
    const res = await claim(t.app, caller, pick.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(UnlockFreeResponseSchema.parse(res.json()).pick).toMatchObject({ id: pick.id, isFree: true });
  });

  it('lets a refused account ask for a new code, verify with it in place, and then claim', async () => {
    const pick = await publishedPick(db(), { tier: 'exclusivo' });
    const email = uniqueEmail('resend-code');
    const caller = await signUp(email);
    await smtp.waitForMail(email);
    expectUnverified(await claim(t.app, caller, pick.id));
    expect((await post('/api/auth/resend-verification', caller, { email })).statusCode).toBe(200);
    await smtp.waitForMail(email, () => smtp.mailsTo(email).length >= 2);
    const [first, second] = smtp.mailsTo(email).map((mail) => codeIn(mail.text));
    // Only the newest code is live: the one sent at signup no longer verifies.
    if (first !== second) {
      const stale = await post('/api/auth/verify-email', caller, { email, code: first as string });
      expect(stale.statusCode).toBe(400);
    }
    const verified = await post('/api/auth/verify-email', caller, { email, code: second as string });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await userRow(caller.userId as string))?.emailVerified).toBe(true);
    const res = await claim(t.app, caller, pick.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await freePickRows(caller.userId as string)).toEqual([
      expect.objectContaining({ pickId: pick.id, type: 'free_pick', amount: 0 }),
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { startSmtpServer } from '../helpers/smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let regularCookie: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_QUEUE_POLL_MS: '100' });
  const regular = await createAccount(t.database.db, { language: 'es' });
  regularCookie = await loginAs(t.app, regular.email, regular.plainPassword);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe(`the admin's test email on ${testDatabaseMode}`, () => {
  it('sends the admin a test email (POST /api/admin/test-email)', async () => {
    const admin = await createAccount(t.database.db, { role: 'admin', language: 'es' });
    const cookie = await loginAs(t.app, admin.email, admin.plainPassword);
    const own = await t.app.inject({ method: 'POST', url: '/api/admin/test-email', headers: { cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ message: `Email de prueba enviado a ${admin.email}.` });
    const mail = await smtp.waitForMail(admin.email);
    expect(mail.subject).toBe('Email de prueba de Arcade ValueBets');

    const other = uniqueEmail('inbox');
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-email',
      headers: { cookie },
      payload: { email: other },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await smtp.waitForMail(other);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-email',
      headers: { cookie },
      payload: { email: 'not an address' },
    });
    expect(invalid.statusCode).toBe(400);
    const regular = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-email',
      headers: { cookie: regularCookie },
    });
    expect(regular.statusCode).toBe(403);
  });
});

describe(`the test email without a working SMTP server on ${testDatabaseMode}`, () => {
  it('answers 503 and keeps it queued with the SMTP error, or says it went to the outbox', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_RETRY_BASE_MS: '60000' });
    const outbox = await buildTestApp();
    try {
      for (const [target, expected] of [
        [down, 503],
        [outbox, 200],
      ] as const) {
        const admin = await createAccount(target.database.db, { role: 'admin', language: 'en' });
        const cookie = await loginAs(target.app, admin.email, admin.plainPassword);
        const res = await target.app.inject({
          method: 'POST',
          url: '/api/admin/test-email',
          headers: { cookie },
        });
        expect(res.statusCode, res.body).toBe(expected);
        const [row] = await target.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, admin.email));
        if (expected === 503) {
          expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
          // The admin reads why, translated from the reason; the mail server's words travel as a detail.
          // Still queued after the first failed try: it will be retried.
          expect(res.json().error).toMatchObject({
            reason: 'test_email_queued',
            details: { to: admin.email, failure: expect.stringMatching(/ECONNREFUSED/) },
          });
          expect(row).toMatchObject({ status: 'pending', attempts: 1 });
          expect(row?.error).toMatch(/ECONNREFUSED/);
        } else {
          expect(res.json().message).toMatch(/No SMTP_URL/);
          expect(row?.status).toBe('logged');
        }
      }
    } finally {
      await down.close();
      await outbox.close();
    }
  });
});

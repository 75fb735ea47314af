import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { codeIn, startSmtpServer } from '../helpers/smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Arcade ValueBets <picks@example.com>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });

describe('mail over a real SMTP server', () => {
  it('delivers the verification code in the language chosen at signup', async () => {
    const spanish = uniqueEmail('es');
    const english = uniqueEmail('en');
    await post('/api/auth/signup', {
      name: 'Lucía',
      email: spanish,
      password: 'kestrel-71',
      language: 'es',
      ageConfirmed: true,
    });
    await post('/api/auth/signup', {
      name: 'Lucy',
      email: english,
      password: 'kestrel-71',
      language: 'en',
      ageConfirmed: true,
    });
    const es = await smtp.waitForMail(spanish);
    const en = await smtp.waitForMail(english);
    expect(es.subject).toBe('Tu código de verificación de Arcade ValueBets');
    expect(es.text).toContain('Hola, Lucía:');
    expect(en.subject).toBe('Your Arcade ValueBets verification code');
    const res = await post('/api/auth/verify-email', { email: english, code: codeIn(en.text) });
    expect(res.statusCode).toBe(200);
  });

  it('resets a password with the code read from the mail that arrives', async () => {
    const email = uniqueEmail('reset');
    await post('/api/auth/signup', {
      name: 'Rosa',
      email,
      password: 'old-password',
      language: 'es',
      ageConfirmed: true,
    });
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = await smtp.waitForMail(email, (m) => m.subject.includes('restablecer'));
    const reset = await post('/api/auth/reset-password', {
      email,
      code: codeIn(mail.text),
      newPassword: 'new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'old-password' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'new-password' })).statusCode).toBe(200);
  });

  it('still creates the account when the SMTP server is down', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Dora', email: uniqueEmail(), password: 'kestrel-71', ageConfirmed: true },
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await down.close();
    }
  });
});

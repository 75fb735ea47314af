import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/index';
import { retryDelayMs } from '../../src/modules/mail/backoff';
import { type OutgoingMail, enqueueMail } from '../../src/modules/mail';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { testConfig } from '../helpers/build-app';
import { createTestDatabase, openSecondInstance, testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { startSmtpServer } from '../helpers/smtp-server';
import { giveSubscription } from '../helpers/subscribers';

const mail = (to: string, subject = 'Queued mail'): OutgoingMail => ({
  to,
  subject,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
  language: 'en',
});

const rowOf = async (database: DatabaseHandle, to: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row;
};

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port nothing listens on (a server was there a moment ago), for an SMTP server that is down. */
async function downPort(): Promise<number> {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}

const fast = { MAIL_QUEUE_POLL_MS: '100' };

let database: DatabaseHandle;
const running = new Set<FastifyInstance>();

/** An instance of the app on the test's database (or another pool on it), ready: its worker runs. */
async function start(env: Record<string, string>, handle: DatabaseHandle = database) {
  const app = await buildApp(testConfig({ ...fast, ...env }), { database: handle });
  running.add(app);
  await app.ready();
  return app;
}

/**
 * Stops an instance as a shutdown would (its worker finishes the mail in hand first); the database
 * stays. Once every instance is stopped, nothing more can be sent: what the SMTP server holds is final.
 */
async function stop(app: FastifyInstance) {
  if (!running.delete(app)) return;
  await app.close();
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of running) await stop(app);
  await database?.close();
});

describe(`the durable mail queue on ${testDatabaseMode}`, () => {
  it('delivers a queued mail at once and marks it sent', async () => {
    const smtp = await startSmtpServer();
    // A poll far longer than the test: only the wake-up of `send` can deliver in time.
    const app = await start({ SMTP_URL: smtp.url, MAIL_QUEUE_POLL_MS: '600000' });
    try {
      const to = uniqueEmail('prompt');
      const started = Date.now();
      await app.mailer.send(mail(to));
      await smtp.waitForMail(to);
      expect(Date.now() - started).toBeLessThan(5_000);
      const row = await until(
        'sent',
        () => rowOf(database, to),
        (r) => r?.status === 'sent',
      );
      expect(row).toMatchObject({ status: 'sent', attempts: 0, error: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await stop(app);
      await smtp.close();
    }
  });

  it('loses nothing across a restart: mail and publications queued while no worker runs go out once after', async () => {
    const smtp = await startSmtpServer();
    // An instance whose publication batch cannot close before it stops.
    const before = await start({ SMTP_URL: smtp.url, MAIL_BATCH_WINDOW_MS: '60000' });
    const admin = await createAccount(database.db, { role: 'admin' });
    const cookie = await loginAs(before, admin.email, admin.plainPassword);
    const subscriber = await createAccount(database.db, { language: 'en' });
    await giveSubscription(database.db, subscriber.id, 'vip');
    const pick = await createPick(database.db, { tier: 'vip', homeTeam: 'Sharks', awayTeam: 'Kings' });
    const res = await before.inject({
      method: 'PATCH',
      url: `/api/admin/picks/${pick.id}/status`,
      headers: { cookie },
      payload: { status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await stop(before);
    // Queued with the worker stopped: nobody is there to send it.
    const waiting = uniqueEmail('waiting');
    await enqueueMail(database.db, mail(waiting));
    expect(await rowOf(database, waiting)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.received).toEqual([]);

    const after = await start({ SMTP_URL: smtp.url, MAIL_BATCH_WINDOW_MS: '100' });
    try {
      await smtp.waitForMail(waiting);
      const published = await smtp.waitForMail(subscriber.email);
      expect(published.text).toContain('Kings @ Sharks (H)');
      await stop(after);
      expect(smtp.mailsTo(waiting)).toHaveLength(1);
      expect(smtp.mailsTo(subscriber.email)).toHaveLength(1);
    } finally {
      await stop(after);
      await smtp.close();
    }
  });

  it('retries a server that refuses (4xx, then 5xx) with growing waits, then sends once', async () => {
    const refusals = [
      { code: 451, message: 'Try again later' },
      { code: 550, message: 'Mailbox unavailable' },
      { code: 421, message: 'Service not available' },
    ];
    const smtp = await startSmtpServer({ refuse: (attempt) => refusals[attempt - 1] });
    const base = 150;
    const app = await start({
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: String(base),
      MAIL_RETRY_MAX_MS: '5000',
      MAIL_MAX_ATTEMPTS: '6',
    });
    try {
      const to = uniqueEmail('refused');
      await app.mailer.send(mail(to));
      await smtp.waitForMail(to);
      expect(smtp.attempts).toHaveLength(4);
      const gaps = smtp.attempts.slice(1).map((at, index) => at - (smtp.attempts[index] ?? 0));
      // 150, 300, 600 ms: each wait at least its backoff, and each longer than the one before.
      gaps.forEach((gap, index) =>
        expect(gap).toBeGreaterThanOrEqual(retryDelayMs(index + 1, base, 5000) - 20),
      );
      expect(gaps[2]).toBeGreaterThan(gaps[0] ?? 0);
      const row = await until(
        'sent',
        () => rowOf(database, to),
        (r) => r?.status === 'sent',
      );
      expect(row?.attempts).toBe(3);
      expect(row?.error).toMatch(/421/);
      await stop(app);
      expect(smtp.mailsTo(to)).toHaveLength(1);
    } finally {
      await stop(app);
      await smtp.close();
    }
  });

  it('retries a server that is down until it comes back, and sends once', async () => {
    const port = await downPort();
    const app = await start({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '400',
      MAIL_MAX_ATTEMPTS: '50',
    });
    const to = uniqueEmail('down');
    await app.mailer.send(mail(to));
    const failing = await until(
      'two failed attempts',
      () => rowOf(database, to),
      (r) => (r?.attempts ?? 0) >= 2,
    );
    expect(failing).toMatchObject({ status: 'pending' });
    expect(failing?.error).toMatch(/ECONNREFUSED/);
    const smtp = await startSmtpServer({ port });
    try {
      await smtp.waitForMail(to);
      const row = await until(
        'sent',
        () => rowOf(database, to),
        (r) => r?.status === 'sent',
      );
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      await stop(app);
      expect(smtp.mailsTo(to)).toHaveLength(1);
    } finally {
      await stop(app);
      await smtp.close();
    }
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS failures and tries it no more', async () => {
    const smtp = await startSmtpServer({ refuse: () => ({ code: 550, message: 'No such user' }) });
    const app = await start({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '50', MAIL_MAX_ATTEMPTS: '3' });
    try {
      const to = uniqueEmail('refused-for-good');
      await app.mailer.send(mail(to));
      const row = await until(
        'failed',
        () => rowOf(database, to),
        (r) => r?.status === 'failed',
      );
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row?.error).toMatch(/550/);
      await stop(app);
      expect(smtp.attempts).toHaveLength(3);
      expect(smtp.received).toEqual([]);
    } finally {
      await stop(app);
      await smtp.close();
    }
  });

  it('sends each mail once with two instances draining one queue, and one takes over when the other stops', async () => {
    const smtp = await startSmtpServer({ delayMs: 20 });
    const second = openSecondInstance(database);
    try {
      const one = await start({ SMTP_URL: smtp.url });
      const two = await start({ SMTP_URL: smtp.url }, second);
      const addresses = Array.from({ length: 30 }, () => uniqueEmail('both'));
      for (const to of addresses) await enqueueMail(database.db, mail(to));
      one.mailer.kick();
      two.mailer.kick();
      await until(
        'a few mails',
        async () => smtp.received.length,
        (count) => count >= 5,
      );
      // The instance holding the lock stops between two mails and lets go: the other finishes.
      await stop(one);
      for (const to of addresses) await smtp.waitForMail(to);
      await stop(two);
      for (const to of addresses) expect(smtp.mailsTo(to), to).toHaveLength(1);
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.filter((row) => addresses.includes(row.to)).every((row) => row.status === 'sent')).toBe(
        true,
      );
      await stop(two);
    } finally {
      if (second !== database) await second.close();
      await smtp.close();
    }
  });
});

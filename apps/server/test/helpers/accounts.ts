import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { mailOutbox, users } from '../../src/db/schema/index';
import { PASSWORD_COST, hashSecret } from '../../src/lib/password';
import { desc, eq } from 'drizzle-orm';

let counter = 0;
/** A distinct address per call, so rate limits and unique emails never collide between tests. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}@example.com`;
}

/** A distinct client IP per call, so per-IP limits only bite in the tests that aim for them. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Inserts an account directly (faster than signing up) and returns it. */
export async function createAccount(
  db: Database,
  options: {
    email?: string;
    password?: string;
    role?: 'user' | 'admin';
    language?: 'es' | 'en';
    emailVerified?: boolean;
    /** False for an account made before signup asked "I am 18 or older" (it asks once on the dashboard). */
    ageConfirmed?: boolean;
  } = {},
) {
  const password = options.password ?? 'secret-pass';
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? uniqueEmail(options.role ?? 'user'),
      name: 'Test Person',
      password: await hashSecret(password, PASSWORD_COST),
      role: options.role ?? 'user',
      language: options.language ?? 'es',
      emailVerified: options.emailVerified ?? false,
      ageConfirmedAt: options.ageConfirmed === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('insert failed');
  return { ...user, plainPassword: password };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no sid cookie in ${res.statusCode} ${res.body}`);
  return `sid=${cookie.value}`;
}

/** Logs in through the API and answers the Cookie header for later requests. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
  return sessionCookie(res);
}

/** The newest mail kept in the outbox for an address (no SMTP configured). */
export async function lastOutboxMail(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/**
 * Every mail the outbox holds for an address, sent or not. A mail is queued in the transaction of
 * the change that causes it, so once that request has answered this is all it will ever send.
 */
export function outboxMailsTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

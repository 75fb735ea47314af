// Accounts for the load and fault scenarios, made directly in the database (one password hash for
// all, sessions through the product's own repository) so that setting up 200 users costs no logins.
import pg from 'pg';
import { type DatabaseHandle, fromPool } from '../../../../apps/server/src/db/client';
import { subscriptions, users } from '../../../../apps/server/src/db/schema/index';
import type { Plan } from '../../../../apps/server/src/db/schema/enums';
import { PASSWORD_COST, hashSecret } from '../../../../apps/server/src/lib/password';
import { createSession } from '../../../../apps/server/src/modules/sessions';
import { type HttpClient, clientAddress, sessionCookie } from './http';

export const PASSWORD = 'resilience-pass';

export interface SeededAccount {
  id: string;
  email: string;
  plan: Plan | null;
  /** `sid=…` of a session made in the database, ready to use. */
  cookie: string;
}

/** A handle on the server's PostgreSQL database for seeding and checks; close it after. */
export function openSeedDatabase(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // The scenario may stop PostgreSQL under this pool too.
  pool.on('error', () => undefined);
  return fromPool(pool);
}

const PLANS_IN_USE: (Plan | null)[] = [null, 'vip', 'platinum', 'diamante', 'all_access'];
const WEEK_MS = 7 * 86_400_000;

/**
 * `count` accounts `<prefix>-<n>@example.com` with PASSWORD: every fifth has no plan, the others an
 * active plan among vip, platinum, diamante and all_access (none at all with `withPlans: false`);
 * each with a live session.
 */
export async function seedAccounts(
  database: DatabaseHandle,
  options: { count: number; prefix: string; role?: 'user' | 'admin'; withPlans?: boolean },
): Promise<SeededAccount[]> {
  const hash = await hashSecret(PASSWORD, PASSWORD_COST);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, n) => ({
        email: `${options.prefix}-${n}@example.com`,
        name: `Load ${options.prefix} ${n}`,
        password: hash,
        role: options.role ?? 'user',
        emailVerified: true,
        ageConfirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const now = new Date();
  const accounts: SeededAccount[] = [];
  for (const [n, row] of rows.entries()) {
    const plan = options.withPlans === false ? null : (PLANS_IN_USE[n % PLANS_IN_USE.length] ?? null);
    const token = await createSession(database.db, {
      userId: row.id,
      userAgent: 'arcade-resilience',
      ip: clientAddress(n),
      now,
    });
    accounts.push({ id: row.id, email: row.email, plan, cookie: `sid=${token}` });
  }
  const paying = accounts.filter((account) => account.plan !== null);
  if (paying.length > 0) {
    await database.db.insert(subscriptions).values(
      paying.map((account) => ({
        userId: account.id,
        plan: account.plan as Plan,
        status: 'active' as const,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + WEEK_MS),
      })),
    );
  }
  return accounts;
}

/** Logs in through the API from address `ip`; answers the Cookie header. */
export async function logIn(http: HttpClient, email: string, password: string, ip: string): Promise<string> {
  const res = await http.send({
    method: 'POST',
    path: '/api/auth/login',
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${res.text()}`);
  return sessionCookie(res);
}

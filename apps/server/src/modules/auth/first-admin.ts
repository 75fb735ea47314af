import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseMode } from '../../db/client';
import { PASSWORD_COST, hashSecret } from '../../lib/password';
import { createUser, hasAnyUser, makeAdmin, userByEmail } from '../users';

export const DEMO_ADMIN_EMAIL = 'admin@arcade-valuebets.local';

/** Makes an existing account an admin; false when there is no such account. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const user = await userByEmail(db, email);
  if (!user) return false;
  if (user.role !== 'admin') await makeAdmin(db, user.id);
  return true;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin, or promote the existing account (its password is
 * left as it is). With neither, the very first start of the embedded database creates an admin with
 * a random password and prints it once: there is no other way in to a fresh demo.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { admin: { email: string; password: string } | undefined; mode: DatabaseMode },
  log: FastifyBaseLogger,
): Promise<void> {
  if (options.admin) {
    const { email, password } = options.admin;
    if (await promoteToAdmin(db, email)) {
      log.info({ email }, 'ADMIN_EMAIL account is an admin (password unchanged)');
      return;
    }
    await createUser(db, {
      email,
      name: 'Admin',
      password: await hashSecret(password, PASSWORD_COST),
      role: 'admin',
      emailVerified: true,
    });
    log.info({ email }, 'created the ADMIN_EMAIL admin account');
    return;
  }
  if (options.mode !== 'pglite' || (await hasAnyUser(db))) return;
  const password = randomBytes(12).toString('base64url');
  await createUser(db, {
    email: DEMO_ADMIN_EMAIL,
    name: 'Admin',
    password: await hashSecret(password, PASSWORD_COST),
    role: 'admin',
    emailVerified: true,
  });
  log.warn(
    { email: DEMO_ADMIN_EMAIL, password },
    `First start: created admin ${DEMO_ADMIN_EMAIL} with password ${password} (shown once; change it or set ADMIN_EMAIL/ADMIN_PASSWORD)`,
  );
}

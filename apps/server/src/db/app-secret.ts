import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './schema/index';

const NAME = 'app';

/**
 * The server's signing secret: APP_SECRET when set, otherwise one made at the first start and kept in
 * the database (server_secrets), so every instance and every restart signs alike. Two instances
 * starting together both insert; the first row wins and both read it.
 */
export async function loadAppSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return loadStoredSecret(db, NAME);
}

/**
 * A secret made at the first start (random, unless `make` says how) and kept in server_secrets under
 * `name`: the same on every instance and after every restart, whatever the environment says. This is
 * the only writer of server_secrets.
 */
export async function loadStoredSecret(
  db: Database,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: make() })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server_secrets has no ${name} secret`);
  return row.value;
}

/**
 * loadAppSecret read once and kept: the first call reads (or makes) it, later ones share that read.
 * A failed read is forgotten, so the next call tries again (a database down at start stops nothing).
 */
export function appSecretLoader(db: Database, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () =>
    (secret ??= loadAppSecret(db, configured).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
}

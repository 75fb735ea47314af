import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadStoredSecret } from '../../db/app-secret';
import type { Database } from '../../db/client';
import { spentFreePickAddresses } from '../../db/schema/index';
import { normalizeEmail } from './email-address';

/** The key of the hashes: a server secret of its own, so rotating APP_SECRET does not forget them. */
const KEY_NAME = 'spent-free-pick-addresses';

/**
 * A deleted account's address, as a keyed hash: the same address always gives the same hash, and
 * without the key the hash names nobody (an unkeyed hash of an address is guessed from a list).
 */
async function addressHash(db: Database, email: string): Promise<string> {
  const key = await loadStoredSecret(db, KEY_NAME);
  return createHmac('sha256', key).update(normalizeEmail(email)).digest('base64url');
}

/** Remembers that this address spent its free pick, as its account is deleted. */
export async function rememberSpentFreePick(db: Database, email: string): Promise<void> {
  await db
    .insert(spentFreePickAddresses)
    .values({ addressHash: await addressHash(db, email) })
    .onConflictDoNothing();
}

/** Whether a deleted account with this address had spent its free pick (a new one then gets none). */
export async function spentFreePickBefore(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: spentFreePickAddresses.addressHash })
    .from(spentFreePickAddresses)
    .where(eq(spentFreePickAddresses.addressHash, await addressHash(db, email)));
  return row !== undefined;
}

import { withoutControlCharacters } from '@arcade/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { randomToken, sha256Hex } from '../../lib/tokens';

export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 3_600_000;

/** Creates a session; only the token's hash is stored, so a database leak does not leak sessions. */
export async function createSession(
  db: Database,
  input: { userId: string; userAgent: string | undefined; ip: string; now: Date },
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: sha256Hex(token),
    userId: input.userId,
    // A NUL cannot even be stored in text: the header's control characters are dropped.
    userAgent: input.userAgent === undefined ? null : withoutControlCharacters(input.userAgent).slice(0, 300),
    ip: input.ip,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The live session of a token with its user, or null; refreshes lastSeenAt now and then. */
export async function findSession(db: Database, token: string, now: Date) {
  const id = sha256Hex(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
}

export async function deleteUserSessions(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

import { withoutControlCharacters } from '@arcade/contracts';
import { and, desc, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { randomToken, sha256Hex } from '../../lib/tokens';

const DAY_MS = 24 * 3_600_000;
/** A session ends this long after it began, however much it is used. */
export const SESSION_TTL_MS = 60 * DAY_MS;
/** A session unused this long is over, before its TTL. */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/**
 * lastSeenAt is refreshed at most this often, so reads do not turn into writes; a session in use is
 * therefore judged idle up to this much early (14 days less an hour, at worst).
 */
const TOUCH_INTERVAL_MS = 3_600_000;

/** When a session seen at `lastSeenAt` and expiring at `expiresAt` stops working. */
export function sessionEndsAt(session: { lastSeenAt: Date; expiresAt: Date }): Date {
  return new Date(Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + SESSION_IDLE_MS));
}

/** The rows of sessions that still work at `now`: not expired, and used within SESSION_IDLE_MS. */
function live(now: Date) {
  return and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}

/** Creates a session; only the token's hash is stored, so a database leak does not leak sessions. */
export async function insertSession(
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
    .where(and(eq(sessions.id, id), live(now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    row.session.lastSeenAt = now;
  }
  return row;
}

/** A user's live sessions, the most recently used first. */
export function listLiveSessions(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Deletes a user's sessions that no longer work (nothing else removes them). */
export async function deleteDeadSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
      ),
    );
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
}

/** Deletes one of the user's sessions by its public id; the deleted row's id, or null when none was theirs. */
export async function deleteUserSessionByPublicId(
  db: Database,
  userId: string,
  publicId: string,
): Promise<string | null> {
  const [deleted] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return deleted?.id ?? null;
}

/** Deletes every session of the user but one (by its id); the ids deleted. */
export async function deleteOtherUserSessions(
  db: Database,
  userId: string,
  keepId: string,
): Promise<string[]> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return deleted.map((row) => row.id);
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

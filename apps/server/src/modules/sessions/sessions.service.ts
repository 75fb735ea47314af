import type { Session } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import { sessionIdsEnded } from './session-cache';
import {
  deleteDeadSessions,
  deleteOtherUserSessions,
  deleteSessionByToken,
  deleteSessionsOfUser,
  deleteUserSessionByPublicId,
  insertSession,
  listLiveSessions,
} from './sessions.repository';
import { describeUserAgent } from './user-agent';

/** The outcome of signing sessions out: how many ended, and whether the caller's own did. */
interface EndedSessions {
  ended: number;
  endedCurrent: boolean;
}

/**
 * Starts a session for the user (a login, a signup) and answers its token; only the token's hash is
 * stored, so a database leak does not leak sessions.
 */
export function createSession(
  db: Database,
  input: { userId: string; userAgent: string | undefined; ip: string; now: Date },
): Promise<string> {
  return insertSession(db, input);
}

/** Ends the session of a token (a logout, a login replacing it); the caller tells the session cache. */
export function deleteSession(db: Database, token: string): Promise<void> {
  return deleteSessionByToken(db, token);
}

/**
 * Ends every session of the user (a password reset, a deleted account), inside the caller's
 * transaction; answers how many ended. The caller tells the session cache once it has committed.
 */
export function deleteUserSessions(db: Database, userId: string): Promise<number> {
  return deleteSessionsOfUser(db, userId);
}

/** The user's live sessions as they may see them: the public id, never the token's hash. */
export async function listSessions(
  db: Database,
  userId: string,
  currentToken: string,
  now: Date,
): Promise<Session[]> {
  await deleteDeadSessions(db, userId, now);
  const currentId = sha256Hex(currentToken);
  const rows = await listLiveSessions(db, userId, now);
  return rows.map((row) => ({
    id: row.publicId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    device: describeUserAgent(row.userAgent),
    current: row.id === currentId,
  }));
}

/**
 * Signs one of the user's sessions out, at once on every instance. NOT_FOUND when the id is not one
 * of theirs, whether or not it exists.
 */
export async function endSession(
  db: Database,
  userId: string,
  currentToken: string,
  publicId: string,
): Promise<EndedSessions> {
  const deletedId = await deleteUserSessionByPublicId(db, userId, publicId);
  if (!deletedId) throw new AppError('NOT_FOUND', 'No such session', { reason: 'session_not_found' });
  sessionIdsEnded(db, [deletedId]);
  return { ended: 1, endedCurrent: deletedId === sha256Hex(currentToken) };
}

/** Signs out every session of the user but the caller's, at once on every instance. */
export async function endOtherSessions(
  db: Database,
  userId: string,
  currentToken: string,
): Promise<EndedSessions> {
  const deletedIds = await deleteOtherUserSessions(db, userId, sha256Hex(currentToken));
  sessionIdsEnded(db, deletedIds);
  return { ended: deletedIds.length, endedCurrent: false };
}

import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { findSession } from './sessions.repository';

/** The session's user as a request sees it: never the password hash. */
export type CachedSessionUser = Omit<UserRow, 'password'>;

/**
 * How long a session read from the database is trusted. A change made through this process
 * (logout, password reset, any update of the user, a plan or free-pick change) is seen at once;
 * one made on another instance within this.
 */
const TTL_MS = 5_000;
/** Sessions kept at most; beyond this the expired ones go, then the oldest. */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: CachedSessionUser;
  expiresAt: number;
}

/** token → user for a few seconds, so that a logged-in request does not cost a database round trip. */
class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Bumped by every invalidation: a read that began before one may hold what it invalidated, so
   * its answer serves its own request but is not kept.
   */
  private generation = 0;

  constructor(private readonly db: Database) {}

  async userOf(token: string, now: Date): Promise<CachedSessionUser | null> {
    const hit = this.entries.get(token);
    if (hit && hit.expiresAt > now.getTime()) return { ...hit.user };
    if (hit) this.entries.delete(token);
    const generation = this.generation;
    const found = await findSession(this.db, token, now);
    if (!found) return null;
    const { password: _password, ...user } = found.user;
    if (generation === this.generation) {
      const expiresAt = Math.min(now.getTime() + TTL_MS, found.session.expiresAt.getTime());
      this.remember(token, { user, expiresAt }, now.getTime());
    }
    return { ...user };
  }

  forgetToken(token: string): void {
    this.generation += 1;
    this.entries.delete(token);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [token, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(token);
  }

  private remember(token: string, entry: Entry, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [key, old] of this.entries) if (old.expiresAt <= now) this.entries.delete(key);
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (this.entries.size >= MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, entry);
  }
}

const caches = new WeakMap<Database, SessionCache>();

function cacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** The live session's user for a token, or null; read from the database at most every few seconds. */
export function sessionUserOf(db: Database, token: string, now: Date): Promise<CachedSessionUser | null> {
  return cacheOf(db).userOf(token, now);
}

/** Call once a session is deleted (logout, a login replacing it): its token stops working at once. */
export function sessionEnded(db: Database, token: string): void {
  cacheOf(db).forgetToken(token);
}

/**
 * Call once a user's row, sessions, plan or free pick has changed (password, role, verification,
 * every session ended): their next request reads the session again.
 */
export function sessionUserChanged(db: Database, userId: string): void {
  cacheOf(db).forgetUser(userId);
}

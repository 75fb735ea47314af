import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { announce, hearsEveryChange, onChange } from '../../lib/changes';
import { sha256Hex } from '../../lib/tokens';
import { findSession, sessionEndsAt } from './sessions.repository';

/** The session's user as a request sees it: never the password hash. */
type CachedSessionUser = Omit<UserRow, 'password'>;

/**
 * How long a session read from the database is trusted. A change announced anywhere (logout,
 * password reset, any update of the user, a plan or free-pick change), in this process or through
 * the change feed in another instance, is seen at once; one nobody announced within this.
 */
const TTL_MS = 5_000;
/** While the change feed cannot hear the other instances, a session read is trusted this long. */
const DEAF_TTL_MS = 1_000;
/** Sessions kept at most; beyond this the expired ones go, then the oldest. */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: CachedSessionUser;
  expiresAt: number;
}

/**
 * session id (the token's hash, as stored) → user for a few seconds, so that a logged-in request
 * does not cost a database round trip.
 */
class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Bumped by every invalidation: a read that began before one may hold what it invalidated, so
   * its answer serves its own request but is not kept.
   */
  private generation = 0;

  constructor(private readonly db: Database) {}

  /** Reads in flight by session id: a page's parallel requests of a cold session share one. */
  private readonly reading = new Map<
    string,
    { generation: number; read: Promise<CachedSessionUser | null> }
  >();

  async userOf(token: string, now: Date): Promise<CachedSessionUser | null> {
    const sessionId = sha256Hex(token);
    const hit = this.entries.get(sessionId);
    if (hit && hit.expiresAt > now.getTime()) return { ...hit.user };
    if (hit) this.entries.delete(sessionId);
    const pending = this.reading.get(sessionId);
    // Shared only while no invalidation came after it began.
    if (pending && pending.generation === this.generation) {
      const user = await pending.read;
      return user && { ...user };
    }
    const generation = this.generation;
    const read = this.read(token, sessionId, now, generation);
    this.reading.set(sessionId, { generation, read });
    try {
      const user = await read;
      return user && { ...user };
    } finally {
      if (this.reading.get(sessionId)?.read === read) this.reading.delete(sessionId);
    }
  }

  private async read(
    token: string,
    sessionId: string,
    now: Date,
    generation: number,
  ): Promise<CachedSessionUser | null> {
    const found = await findSession(this.db, token, now);
    if (!found) return null;
    const { password: _password, ...user } = found.user;
    if (generation === this.generation) {
      const trust = hearsEveryChange() ? TTL_MS : DEAF_TTL_MS;
      const expiresAt = Math.min(now.getTime() + trust, sessionEndsAt(found.session).getTime());
      this.remember(sessionId, { user, expiresAt }, now.getTime());
    }
    return user;
  }

  /** Forgets one session, or every session when no id is given. */
  forgetSession(sessionId: string | undefined): void {
    this.generation += 1;
    if (sessionId === undefined) this.entries.clear();
    else this.entries.delete(sessionId);
  }

  /** Forgets one user's sessions, or everyone's when no id is given. */
  forgetUser(userId: string | undefined): void {
    this.generation += 1;
    if (userId === undefined) {
      this.entries.clear();
      return;
    }
    for (const [id, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(id);
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
// Weak, so a closed database's cache goes with it.
const live = new Set<WeakRef<SessionCache>>();

// Announcements from this process and, through the change feed, from every other instance.
onChange((change) => {
  if (change.topic !== 'session' && change.topic !== 'user') return;
  for (const ref of live) {
    const cache = ref.deref();
    if (!cache) live.delete(ref);
    else if (change.topic === 'session') cache.forgetSession(change.key);
    else cache.forgetUser(change.key);
  }
});

function cacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache(db);
    caches.set(db, cache);
    live.add(new WeakRef(cache));
  }
  return cache;
}

/** The live session's user for a token, or null; read from the database at most every few seconds. */
export function sessionUserOf(db: Database, token: string, now: Date): Promise<CachedSessionUser | null> {
  return cacheOf(db).userOf(token, now);
}

/**
 * Call once a session is deleted (logout, a login replacing it): its token stops working at once,
 * on every instance.
 */
export function sessionEnded(_db: Database, token: string): void {
  announce('session', sha256Hex(token));
}

/** Call once sessions are deleted by their ids (the tokens' hashes): the same as sessionEnded. */
export function sessionIdsEnded(_db: Database, sessionIds: readonly string[]): void {
  for (const sessionId of sessionIds) announce('session', sessionId);
}

/**
 * Call once a user's row, sessions, plan or free pick has changed (password, role, verification,
 * every session ended): their next request, on any instance, reads the session again.
 */
export function sessionUserChanged(_db: Database, userId: string): void {
  announce('user', userId);
}

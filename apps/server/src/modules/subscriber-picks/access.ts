import { type Tier, TierSchema } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../sessions';
import { onChange } from '../../lib/changes';
import { grantedTiers, nextGrantChange, subscriptionsOf } from '../subscriptions';
import { findFreePickId } from './subscriber-picks.repository';

/** What one caller may see: the tiers their plan grants and the pick they claimed as their free pick. */
export type CallerAccess =
  { kind: 'anonymous' } | { kind: 'user' | 'admin'; tiers: readonly Tier[]; freePickId: string | null };

/**
 * How long a user's plan is trusted without reading it again. A change announced anywhere (PATCH
 * subscription, a webhook, a free-pick claim; other instances' through the change feed) is seen at
 * once; one nobody announced within this.
 */
const ACCESS_TTL_MS = 10_000;
/** Entries kept at most; beyond this the expired ones go, then all (they are cheap to read again). */
const MAX_ENTRIES = 10_000;

interface Entry {
  tiers: readonly Tier[];
  freePickId: string | null;
  /** The session's hasUsedFreePick when the entry was read: a claim elsewhere flips it. */
  hasUsedFreePick: boolean;
  expiresAt: number;
}

class AccessCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads in flight by user: a page's parallel requests of a cold user share one. */
  private readonly reading = new Map<
    string,
    { generation: number; hasUsedFreePick: boolean; read: Promise<Entry> }
  >();
  /** Bumped by every invalidation: a read that began before one answers its waiters but is not kept. */
  private generation = 0;

  constructor(private readonly db: Database) {}

  async of(user: SessionUser, now: Date): Promise<Entry> {
    const cached = this.entries.get(user.id);
    if (cached && cached.expiresAt > now.getTime() && cached.hasUsedFreePick === user.hasUsedFreePick) {
      return cached;
    }
    const pending = this.reading.get(user.id);
    if (
      pending &&
      pending.generation === this.generation &&
      pending.hasUsedFreePick === user.hasUsedFreePick
    ) {
      return pending.read;
    }
    const generation = this.generation;
    const read = this.read(user, now, generation);
    this.reading.set(user.id, { generation, hasUsedFreePick: user.hasUsedFreePick, read });
    try {
      return await read;
    } finally {
      if (this.reading.get(user.id)?.read === read) this.reading.delete(user.id);
    }
  }

  private async read(user: SessionUser, now: Date, generation: number): Promise<Entry> {
    const subscriptions = await subscriptionsOf(this.db, user.id);
    const freePickId = user.hasUsedFreePick ? await findFreePickId(this.db, user.id) : null;
    const ends = nextGrantChange(subscriptions, now)?.getTime() ?? Number.POSITIVE_INFINITY;
    const entry: Entry = {
      tiers: grantedTiers(subscriptions, now),
      freePickId,
      hasUsedFreePick: user.hasUsedFreePick,
      expiresAt: Math.min(now.getTime() + ACCESS_TTL_MS, ends),
    };
    if (generation === this.generation) this.remember(user.id, entry, now.getTime());
    return entry;
  }

  /** Forgets one user's access, or everyone's when no id is given. */
  forget(userId: string | undefined): void {
    this.generation += 1;
    if (userId === undefined) this.entries.clear();
    else this.entries.delete(userId);
  }

  private remember(userId: string, entry: Entry, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [id, old] of this.entries) if (old.expiresAt <= now) this.entries.delete(id);
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    }
    this.entries.set(userId, entry);
  }
}

const caches = new WeakMap<Database, AccessCache>();
const live = new Set<WeakRef<AccessCache>>();

// A user's change announced here or, through the change feed, on another instance.
onChange((change) => {
  if (change.topic !== 'user') return;
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) cache.forget(change.key);
    else live.delete(ref);
  }
});

function cacheOf(db: Database): AccessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AccessCache(db);
    caches.set(db, cache);
    live.add(new WeakRef(cache));
  }
  return cache;
}

/** The caller's access now: admins see every tier; a regular user what their plan grants. */
export async function callerAccess(db: Database, user: SessionUser | null, now: Date): Promise<CallerAccess> {
  if (!user) return { kind: 'anonymous' };
  if (user.role === 'admin') return { kind: 'admin', tiers: TierSchema.options, freePickId: null };
  const { tiers, freePickId } = await cacheOf(db).of(user, now);
  return { kind: 'user', tiers, freePickId };
}

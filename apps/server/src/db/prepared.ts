import type { Database } from './client';
import { type ChangeTopic, hearsEveryChange, onChange } from '../lib/changes';

/** While every other instance's change is heard, a prepared read is still read again this often. */
const MAX_AGE_MS = 10_000;
/** While they are not (the change feed is reconnecting), a prepared read is trusted this long. */
const DEAF_MAX_AGE_MS = 1_000;
/**
 * A change may be announced inside the transaction that writes it (or heard from another instance
 * before that commits): a read made this soon after an announcement is read again once it settles.
 */
const SETTLE_MS = 1_000;

/** A prepared value and the time it was read. */
export interface Snapshot<T> {
  value: T;
  builtAt: Date;
}

export interface PreparedOptions<T> {
  /** Reads the value from the database; `builtAt` is when the read began. */
  read: (db: Database, builtAt: Date) => Promise<T>;
  /** When the value goes stale by itself (an event in it starts), if before the age limit. */
  staleAt?: (value: T, builtAt: number) => number | undefined;
  /**
   * When only the age limit has passed (no change announced since the read, no `staleAt`, not read
   * while a change settled, every other instance heard), the value is still served while one read
   * runs, for at most another age limit: a slow read costs no request. A change is never served stale.
   */
  revalidateInBackground?: boolean;
}

/** One database's prepared read: read once per change, shared by every request until then. */
class PreparedRead<T> {
  private version = 0;
  private lastChangeAt = Number.NEGATIVE_INFINITY;
  private current: {
    snapshot: Snapshot<T>;
    version: number;
    expiresAt: number;
    /** Until when it may be served while a read runs (expiresAt when it may not). */
    servableUntil: number;
  } | null = null;
  private building: { version: number; promise: Promise<Snapshot<T>> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: PreparedOptions<T>,
  ) {}

  changed(): void {
    this.version += 1;
    this.lastChangeAt = Date.now();
  }

  /** The prepared value if it is current, without waiting: the hot path of every read. */
  peek(): Snapshot<T> | undefined {
    const current = this.current;
    if (!current || current.version !== this.version) return undefined;
    const now = Date.now();
    if (now < current.expiresAt) return current.snapshot;
    if (now < current.servableUntil && hearsEveryChange()) {
      this.read().catch(() => undefined);
      return current.snapshot;
    }
    return undefined;
  }

  get(): Promise<Snapshot<T>> {
    const ready = this.peek();
    if (ready) return Promise.resolve(ready);
    return this.read();
  }

  /** The read under way for the current version, or a new one. */
  private read(): Promise<Snapshot<T>> {
    // Requests arriving during a read share it, unless a change was announced after it began.
    if (this.building?.version === this.version) return this.building.promise;
    const building = { version: this.version, promise: this.build(this.version) };
    this.building = building;
    const done = () => {
      if (this.building === building) this.building = null;
    };
    building.promise.then(done, done);
    return building.promise;
  }

  private async build(startVersion: number): Promise<Snapshot<T>> {
    const builtAt = Date.now();
    const value = await this.options.read(this.db, new Date(builtAt));
    const snapshot = { value, builtAt: new Date(builtAt) };
    // A read overtaken by a change still answers the requests that waited for it, but is not kept.
    if (this.version === startVersion) {
      const { expiresAt, ageOnly } = this.expiryOf(value, builtAt);
      const servableUntil =
        ageOnly && this.options.revalidateInBackground ? expiresAt + MAX_AGE_MS : expiresAt;
      this.current = { snapshot, version: startVersion, expiresAt, servableUntil };
    }
    return snapshot;
  }

  /** When the value expires, and whether by its age alone (heard every change, no staleAt, settled). */
  private expiryOf(value: T, builtAt: number): { expiresAt: number; ageOnly: boolean } {
    const hearing = hearsEveryChange();
    const ageLimit = builtAt + (hearing ? MAX_AGE_MS : DEAF_MAX_AGE_MS);
    let expiresAt = ageLimit;
    const stale = this.options.staleAt?.(value, builtAt);
    if (stale !== undefined && stale > builtAt && stale < expiresAt) expiresAt = stale;
    const settled = this.lastChangeAt + SETTLE_MS;
    if (builtAt < settled) expiresAt = Math.min(expiresAt, settled);
    return { expiresAt, ageOnly: hearing && expiresAt === ageLimit && builtAt >= settled };
  }
}

interface PreparedReads<T> {
  /** The value, read again first if a change or its age says so. */
  get(db: Database): Promise<Snapshot<T>>;
  /** The value if it is current, else undefined (then call get): no promise on the hot path. */
  peek(db: Database): Snapshot<T> | undefined;
}

/**
 * A read prepared per database and rebuilt when `topic` changes (in this process or, through the
 * change feed, in another instance), at the latest after a few seconds, or when `staleAt` says.
 */
export function preparedRead<T>(topic: ChangeTopic, options: PreparedOptions<T>): PreparedReads<T> {
  const byDatabase = new WeakMap<Database, PreparedRead<T>>();
  // Weak, so a closed database's cache goes with it.
  const live = new Set<WeakRef<PreparedRead<T>>>();
  onChange((change) => {
    if (change.topic !== topic) return;
    for (const ref of live) {
      const prepared = ref.deref();
      if (prepared) prepared.changed();
      else live.delete(ref);
    }
  });
  const of = (db: Database) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = new PreparedRead(db, options);
      byDatabase.set(db, prepared);
      live.add(new WeakRef(prepared));
    }
    return prepared;
  };
  return { get: (db) => of(db).get(), peek: (db) => of(db).peek() };
}

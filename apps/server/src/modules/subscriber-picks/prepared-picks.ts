import type { Database } from '../../db/client';
import { picksWithStatus, type ViewRow } from './subscriber-picks.repository';

/**
 * Another instance's change (several servers on one PostgreSQL) is seen within this long; changes
 * announced in this process are seen at once.
 */
const MAX_AGE_MS = 2_000;
/**
 * picksChanged() may be called inside the transaction that writes the change: a snapshot read
 * before that transaction commits lives at most this long after the announcement.
 */
const SETTLE_MS = 1_000;

let version = 0;
let lastChangeAt = Number.NEGATIVE_INFINITY;

/**
 * Announces that a pick may have changed (publish, result, edit, delete, generation, grading): every
 * prepared view of this process is rebuilt on its next read. Cheap; call it after every write to
 * picks, ideally once the transaction has committed.
 */
export function picksChanged(): void {
  version += 1;
  lastChangeAt = Date.now();
}

/**
 * The published picks as read at `builtAt`, and whatever is derived from them (each access class's
 * list, the KPIs), derived once per snapshot.
 */
export class PicksSnapshot {
  private readonly derived = new Map<string, unknown>();

  constructor(
    readonly rows: readonly ViewRow[],
    readonly builtAt: Date,
  ) {}

  derive<T>(key: string, build: () => T): T {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = build();
    this.derived.set(key, value);
    return value;
  }
}

/** When a snapshot must be read again: at its age limit, when one of its picks starts, after a change settles. */
function expiryOf(rows: readonly ViewRow[], builtAt: number): number {
  let expiresAt = builtAt + MAX_AGE_MS;
  for (const row of rows) {
    const start = row.eventStartTime?.getTime();
    if (start !== undefined && start > builtAt && start < expiresAt) expiresAt = start;
  }
  const settled = lastChangeAt + SETTLE_MS;
  return builtAt < settled ? Math.min(expiresAt, settled) : expiresAt;
}

/** One database's published picks, read once per change instead of once per request. */
class PreparedPicks {
  private current: { snapshot: PicksSnapshot; version: number; expiresAt: number } | null = null;
  private building: { version: number; promise: Promise<PicksSnapshot> } | null = null;

  constructor(private readonly db: Database) {}

  snapshot(): Promise<PicksSnapshot> {
    const current = this.current;
    if (current && current.version === version && Date.now() < current.expiresAt) {
      return Promise.resolve(current.snapshot);
    }
    // Requests arriving during a read share it, unless a change was announced after it began.
    if (this.building?.version === version) return this.building.promise;
    const building = { version, promise: this.build(version) };
    this.building = building;
    const done = () => {
      if (this.building === building) this.building = null;
    };
    building.promise.then(done, done);
    return building.promise;
  }

  private async build(startVersion: number): Promise<PicksSnapshot> {
    const builtAt = Date.now();
    const rows = await picksWithStatus(this.db, 'published');
    const snapshot = new PicksSnapshot(rows, new Date(builtAt));
    // A snapshot read while a change was announced still answers the requests that waited for it.
    if (version === startVersion) {
      this.current = { snapshot, version: startVersion, expiresAt: expiryOf(rows, builtAt) };
    }
    return snapshot;
  }
}

const prepared = new WeakMap<Database, PreparedPicks>();

/** The prepared published picks of this database (one cache per database the process has open). */
export function publishedSnapshot(db: Database): Promise<PicksSnapshot> {
  let picks = prepared.get(db);
  if (!picks) {
    picks = new PreparedPicks(db);
    prepared.set(db, picks);
  }
  return picks.snapshot();
}

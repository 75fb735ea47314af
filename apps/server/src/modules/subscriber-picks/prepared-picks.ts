import { SUBSCRIBER_PICKS_WINDOW_DAYS } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { picksWithStatus, recentPublishedPicks, type ViewRow } from './subscriber-picks.repository';

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

/** An open pick turns into a teaser's "started" state when its event begins. */
function firstStartAfter({ rows }: PicksSnapshot, builtAt: number): number | undefined {
  let first: number | undefined;
  for (const row of rows) {
    const start = row.eventStartTime?.getTime();
    if (start !== undefined && start > builtAt && (first === undefined || start < first)) first = start;
  }
  return first;
}

const published = preparedRead('picks', {
  read: async (db, builtAt) => new PicksSnapshot(await picksWithStatus(db, 'published'), builtAt),
  staleAt: firstStartAfter,
});

/** The prepared published picks of this database, read once per change instead of once per request. */
export async function publishedSnapshot(db: Database): Promise<PicksSnapshot> {
  return (await published.get(db)).value;
}

const WINDOW_MS = SUBSCRIBER_PICKS_WINDOW_DAYS * 86_400_000;

/** Where the subscriber's list begins for a list read at `builtAt`: its one clock. */
function windowStart(builtAt: Date): Date {
  return new Date(builtAt.getTime() - WINDOW_MS);
}

// Read on its own, so that the list's read and bytes stay the size of the window whatever the
// history; a pick leaves the window as the list is read again (at the latest after the age limit).
const recent = preparedRead('picks', {
  read: async (db, builtAt) =>
    new PicksSnapshot(await recentPublishedPicks(db, windowStart(builtAt)), builtAt),
  staleAt: firstStartAfter,
});

/**
 * The published picks of the subscriber's window (SUBSCRIBER_PICKS_WINDOW_DAYS before the read, and
 * everything to come), prepared like the snapshot above.
 */
export async function recentSnapshot(db: Database): Promise<PicksSnapshot> {
  return (await recent.get(db)).value;
}

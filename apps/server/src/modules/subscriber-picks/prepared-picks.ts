import type { Database } from '../../db/client';
import { announce } from '../../lib/changes';
import { preparedRead } from '../../lib/prepared';
import { picksWithStatus, type ViewRow } from './subscriber-picks.repository';

/**
 * Announces that a pick may have changed (publish, result, edit, delete, generation, grading): every
 * prepared view, in this process and (through the change feed) in every other instance, is rebuilt
 * on its next read. Cheap; call it after every write to picks, ideally once the transaction has
 * committed (a call inside one is tolerated: see SETTLE_MS in lib/prepared.ts).
 */
export function picksChanged(): void {
  announce('picks');
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

const published = preparedRead('picks', {
  read: async (db, builtAt) => new PicksSnapshot(await picksWithStatus(db, 'published'), builtAt),
  // An open pick turns into a teaser's "started" state when its event begins.
  staleAt: ({ rows }, builtAt) => {
    let first: number | undefined;
    for (const row of rows) {
      const start = row.eventStartTime?.getTime();
      if (start !== undefined && start > builtAt && (first === undefined || start < first)) first = start;
    }
    return first;
  },
});

/** The prepared published picks of this database, read once per change instead of once per request. */
export async function publishedSnapshot(db: Database): Promise<PicksSnapshot> {
  return (await published.get(db)).value;
}

// Random writes to picks of every kind the record and the KPIs count (and some they leave out), for
// the property test of the sums the picks' triggers keep.
import { eq, inArray, sql } from 'drizzle-orm';
import { seededRandom } from '@arcade/core';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { type NewPickRow, PICK_TIERS, type PickResult, picks } from '../../src/db/schema/index';
import type { RecordFilter } from '../../src/modules/record/record.repository';
import type { RecordSums } from '../../src/modules/record/record-stats';
import { createPick } from '../helpers/picks';

export interface PickChange {
  name: string;
  apply(db: Database): Promise<void>;
}

// Band edges and their neighbours, one past 1 (no band), days either side of a month's edges.
const P_MODELS = [0, 0.31, 0.4, 0.449999, 0.45, 0.5, 0.52, 0.61, 0.799999, 0.8, 0.95, 1, 1.5];
const STAKES = [0, 7.77, 10, 20, 33.33];
const ODDS = [1.5, 1.8, 1.91, 2.1, 2.45];
const CLVS = [null, -0.02, 0, 0.013, 0.04];
const SPORTS = ['nba', 'nfl', 'soccer'] as const;
const STATUSES = ['published', 'published', 'published', 'approved', 'pending'] as const;
const RESULTS: (PickResult | null)[] = [null, 'win', 'loss', 'push', 'win'];
const DAYS = [
  '2026-02-28T23:59:59.999Z',
  '2026-03-01T00:00:00Z',
  '2026-03-01T12:30:00Z',
  '2026-03-15T08:00:00Z',
  '2026-03-31T23:30:00Z',
  '2026-04-01T00:00:00Z',
];

export function* randomPickChanges(seed: number, count: number): Generator<PickChange> {
  const random = seededRandom(seed);
  const any = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const date = () => new Date(any(DAYS));
  const graded = (stake: number, odds: number): Partial<NewPickRow> => {
    const result = any(RESULTS);
    if (result === null) return { result: null, profit: null, gradedAt: null };
    const profit = { win: Math.round(stake * (odds - 1) * 100) / 100, loss: -stake, push: 0 }[result];
    return { result, profit: random() < 0.15 ? null : profit, gradedAt: date() };
  };
  const newPick = (): Partial<NewPickRow> => {
    const stake = any(STAKES);
    const odds = any(ODDS);
    return {
      sport: any(SPORTS),
      tier: any(PICK_TIERS),
      status: any(STATUSES),
      // A published pick carries its lowest price worth taking; the sums do not read it.
      minOdds: 1.5,
      pModel: any(P_MODELS),
      stake,
      odds,
      clv: any(CLVS),
      eventStartTime: random() < 0.2 ? null : date(),
      timestamp: date(),
      ...graded(stake, odds),
    };
  };
  /** A pick written so far, or none. */
  const somePick = async (db: Database) => {
    const rows = await db.select({ id: picks.id, stake: picks.stake, odds: picks.odds }).from(picks);
    return rows.length === 0 ? undefined : any(rows);
  };
  const update = (name: string, values: () => Partial<NewPickRow>): PickChange => ({
    name,
    apply: async (db) => {
      const pick = await somePick(db);
      if (pick) await db.update(picks).set(values()).where(eq(picks.id, pick.id));
    },
  });
  const changes: PickChange[] = [
    { name: 'insert a pick', apply: async (db) => void (await createPick(db, newPick())) },
    {
      name: 'insert several picks in one statement',
      apply: async (db) => {
        const rows = await Promise.all([1, 2, 3].map(() => createPick(db, newPick())));
        await db.delete(picks).where(
          inArray(
            picks.id,
            rows.map((row) => row.id),
          ),
        );
        const again = rows.map(({ id: _id, ...row }) => row);
        await db.insert(picks).values(again);
      },
    },
    {
      name: 'grade or correct a result',
      apply: async (db) => {
        const pick = await somePick(db);
        if (pick) await db.update(picks).set(graded(pick.stake, pick.odds)).where(eq(picks.id, pick.id));
      },
    },
    update('publish or withdraw to a status', () => ({ status: any(STATUSES), minOdds: 1.5 })),
    update('move to another tier, sport or date', () => ({
      tier: any(PICK_TIERS),
      sport: any(SPORTS),
      eventStartTime: random() < 0.3 ? null : date(),
    })),
    update('reprice, restake or set a CLV', () => ({
      odds: any(ODDS),
      stake: any(STAKES),
      pModel: any(P_MODELS),
      clv: any(CLVS),
    })),
    update('change what the sums do not count', () => ({ displayLine: `line ${random()}` })),
    {
      name: 'delete a pick',
      apply: async (db) => {
        const pick = await somePick(db);
        if (pick) await db.delete(picks).where(eq(picks.id, pick.id));
      },
    },
    {
      name: 'move every pick of a tier at once',
      apply: async (db) => {
        await db.execute(sql`update picks set tier = ${any(PICK_TIERS)}, clv = coalesce(clv, 0) + 0.001
          where tier = ${any(PICK_TIERS)}`);
      },
    },
  ];
  // Inserts first, so that the other changes find picks to work on.
  for (let i = 0; i < count; i++) yield i < 25 ? (changes[0] as PickChange) : any(changes);
}

const byKey = (rows: readonly RecordSums[]) =>
  [...rows].sort((a, b) => `${a.day}|${a.band}`.localeCompare(`${b.day}|${b.band}`));

/** The same rows, field for field (in any order). */
export function expectSameSums(
  got: readonly RecordSums[],
  want: readonly RecordSums[],
  step: string,
  filter: RecordFilter,
): void {
  expect(byKey(got), `${step}, filter ${JSON.stringify(filter)}`).toEqual(byKey(want));
}

import { minimumOdds } from '@arcade/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { type NewPickRow, type PickRow, picks } from '../../src/db/schema/index';

let counter = 0;

/**
 * A published pick carries its lowest price worth taking: at a 2% edge over its pModel unless given.
 * A pModel outside (0, 1), which some tests store on purpose, has none to compute: 1.01 stands in.
 */
function publishedMinOdds(overrides: Partial<NewPickRow>): number | null {
  if (overrides.status !== 'published') return null;
  const pModel = overrides.pModel ?? 0.52;
  return pModel > 0 && pModel < 1 ? minimumOdds(pModel, 0.02) : 1.01;
}

/** Inserts a pick directly, with plausible numbers (odds 2.10, pModel 0.52, stake 20), and returns it. */
export async function createPick(db: Database, overrides: Partial<NewPickRow> = {}): Promise<PickRow> {
  counter += 1;
  const [row] = await db
    .insert(picks)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam: `Home ${counter}`,
      awayTeam: `Away ${counter}`,
      selection: `Home ${counter}`,
      market: 'h2h',
      odds: 2.1,
      oddsAmerican: 110,
      pModel: 0.52,
      pMarketFair: 0.47,
      edge: 0.092,
      stake: 20,
      bankroll: 1000,
      expectedValue: 1.84,
      tier: 'platinum',
      displayLine: `Home ${counter} ML`,
      status: 'pending',
      strategy: 'auto',
      ...overrides,
      minOdds: overrides.minOdds ?? publishedMinOdds(overrides),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** The stored row as it is now (undefined once deleted). */
export async function readPick(db: Database, id: string): Promise<PickRow | undefined> {
  const [row] = await db.select().from(picks).where(eq(picks.id, id));
  return row;
}

import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PickTier, picks, type Sport } from '../../db/schema/index';

/** Totals of the graded picks of one sport and tier. */
export interface GradedCell {
  sport: Sport;
  tier: PickTier;
  wins: number;
  losses: number;
  pushes: number;
  profit: number;
  staked: number;
}

/** Profit of one settled day, oldest first. */
interface GradedDay {
  date: string;
  picks: number;
  profit: number;
}

// A graded pick's profit: the stored one, else the settled bet's (win stake × (odds − 1), loss −stake,
// push 0). Summed as numeric in the database, so cents add up exactly.
const profit = sql`coalesce(${picks.profit}, case ${picks.result} when 'win' then ${picks.stake} * (${picks.odds} - 1) when 'loss' then -${picks.stake} else 0 end)`;
const count = (result: string) =>
  sql<number>`count(*) filter (where ${picks.result} = ${result})`.mapWith(Number);

/** Every (sport, tier) with graded picks and its totals: at most sports × tiers rows, however many picks. */
export function gradedCells(db: Database): Promise<GradedCell[]> {
  return db
    .select({
      sport: picks.sport,
      tier: picks.tier,
      wins: count('win'),
      losses: count('loss'),
      pushes: count('push'),
      profit: sql<number>`sum(${profit})`.mapWith(Number),
      staked: sql<number>`sum(${picks.stake})`.mapWith(Number),
    })
    .from(picks)
    .where(isNotNull(picks.result))
    .groupBy(picks.sport, picks.tier);
}

/** Profit per UTC day of settlement (grading time, else the pick's own) of the matching graded picks. */
export function gradedDays(db: Database, filters: { sport?: Sport; tier?: PickTier }): Promise<GradedDay[]> {
  const conditions: SQL[] = [isNotNull(picks.result)];
  if (filters.sport) conditions.push(eq(picks.sport, filters.sport));
  if (filters.tier) conditions.push(eq(picks.tier, filters.tier));
  const day = sql<string>`to_char(coalesce(${picks.gradedAt}, ${picks.timestamp}) at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      picks: sql<number>`count(*)`.mapWith(Number),
      profit: sql<number>`sum(${profit})`.mapWith(Number),
    })
    .from(picks)
    .where(and(...conditions))
    .groupBy(day)
    .orderBy(day);
}

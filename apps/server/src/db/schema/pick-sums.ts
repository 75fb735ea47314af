import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// Sums kept up to date on every write to `picks` by statement triggers (migration 0017), so that the
// KPIs and the record's figures read a row per tier, or per day and band, instead of every pick.
// Sums are exact `numeric` (a write subtracts what the old rows added and adds the new rows' share,
// so nothing drifts); a row whose count falls to 0 is deleted.

/** Each tier's counts and sums over its published picks (kpis/tier-kpis.ts TierSums). */
export const tierSums = pgTable('tier_sums', {
  tier: text().primaryKey(),
  graded: integer().notNull(),
  wins: integer().notNull(),
  losses: integer().notNull(),
  pushes: integer().notNull(),
  pending: integer().notNull(),
  staked: numeric({ mode: 'number' }).notNull(),
  profit: numeric({ mode: 'number' }).notNull(),
  units: numeric({ mode: 'number' }).notNull(),
  clvSum: numeric({ mode: 'number' }).notNull(),
  clvCount: integer().notNull(),
});

/**
 * The graded published picks' counts and sums (record/record-stats.ts RecordSums) per UTC day and
 * calibration band (-1: outside every band), per sport and tier, and the same rolled up over every
 * sport and/or every tier (sport or tier '*'): any filter of the record reads its own rows only.
 */
export const recordSums = pgTable(
  'record_sums',
  {
    sport: text().notNull(),
    tier: text().notNull(),
    day: text().notNull(),
    band: smallint().notNull(),
    picks: integer().notNull(),
    wins: integer().notNull(),
    losses: integer().notNull(),
    pushes: integer().notNull(),
    staked: numeric({ mode: 'number' }).notNull(),
    profit: numeric({ mode: 'number' }).notNull(),
    units: numeric({ mode: 'number' }).notNull(),
    bets: integer().notNull(),
    betStake: numeric({ mode: 'number' }).notNull(),
    betProfit: numeric({ mode: 'number' }).notNull(),
    betProfitSqOverStake: numeric({ mode: 'number' }).notNull(),
    betStakeSq: numeric({ mode: 'number' }).notNull(),
    clvSum: numeric({ mode: 'number' }).notNull(),
    clvCount: integer().notNull(),
    clvAbove: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sport, t.tier, t.day, t.band] }),
    // Rows emptied by a write, found without a scan and deleted by the same trigger.
    index('record_sums_empty_idx')
      .on(t.day)
      .where(sql`${t.picks} = 0`),
  ],
);

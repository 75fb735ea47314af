import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, decimalOdds, money, probability, timestamptz, updatedAt } from './columns';
import { BET_RESULTS, type BetResult, oneOf, SPORTS, type Sport } from './enums';
import { picks } from './picks';

/**
 * The bets a person says they placed on picks they could see ("La jugué"): their price, book and
 * stake, graded with the pick at their own price. The pick's label and published price are copied
 * in when the bet is recorded, so a bet still reads the same after its pick is withdrawn (the pick's
 * row goes, `pickId` turns null, the bet is void).
 */
export const bets = pgTable(
  'bets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pickId: uuid().references(() => picks.id, { onDelete: 'set null' }),
    odds: decimalOdds().notNull(),
    bookmaker: text(),
    stake: money().notNull(),
    // The pick as it read when the bet was recorded.
    publishedOdds: decimalOdds().notNull(),
    sport: text().$type<Sport>().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    selection: text().notNull(),
    displayLine: text(),
    eventStartTime: timestamptz(),
    // The pick's de-vigged closing probability, copied when the pick's close is recorded: the bet's
    // CLV is `odds × pMarketClose − 1`.
    pMarketClose: probability(),
    result: text().$type<BetResult>(),
    profit: money(),
    gradedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bets_user_id_pick_id_idx').on(t.userId, t.pickId),
    // A person's book, newest first (GET /api/bets pages by (created_at, id)); the summary reads the same rows.
    index('bets_user_id_created_at_id_idx').on(t.userId, t.createdAt, t.id),
    // Grading reads and writes every bet of one pick at once.
    index('bets_pick_id_idx').on(t.pickId),
    // A person's bets not graded yet (the cards' GET /api/bets/open), without reading the graded ones.
    index('bets_open_user_id_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.result} is null`),
    check('bets_sport_check', oneOf(t.sport, SPORTS)),
    check('bets_result_check', oneOf(t.result, BET_RESULTS)),
    check('bets_odds_check', sql`${t.odds} > 1 and ${t.publishedOdds} > 1`),
    check('bets_stake_check', sql`${t.stake} > 0`),
  ],
);

/**
 * Each person's counts and sums over their bets, kept by statement triggers on `bets` (migration 0023)
 * as the picks' sums are: a write subtracts what the old rows added and adds the new rows' share, in
 * exact numeric, so the summary reads one row however long the book. Void bets count in `count` only.
 */
export const betSums = pgTable('bet_sums', {
  // No foreign key: a person's row goes when their last bet does (deleting an account deletes its bets
  // first, by cascade, and the trigger then empties the row).
  userId: uuid().primaryKey(),
  count: integer().notNull(),
  graded: integer().notNull(),
  pending: integer().notNull(),
  wins: integer().notNull(),
  losses: integer().notNull(),
  pushes: integer().notNull(),
  staked: numeric({ mode: 'number' }).notNull(),
  profit: numeric({ mode: 'number' }).notNull(),
  publishedProfit: numeric({ mode: 'number' }).notNull(),
  clvSum: numeric({ mode: 'number' }).notNull(),
  clvCount: integer().notNull(),
  slippageSum: numeric({ mode: 'number' }).notNull(),
  slippageCount: integer().notNull(),
});

export type BetRow = typeof bets.$inferSelect;
export type NewBetRow = typeof bets.$inferInsert;

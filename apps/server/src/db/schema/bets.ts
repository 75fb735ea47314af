import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, decimalOdds, money, timestamptz, updatedAt } from './columns';
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
    check('bets_sport_check', oneOf(t.sport, SPORTS)),
    check('bets_result_check', oneOf(t.result, BET_RESULTS)),
    check('bets_odds_check', sql`${t.odds} > 1 and ${t.publishedOdds} > 1`),
    check('bets_stake_check', sql`${t.stake} > 0`),
  ],
);

export type BetRow = typeof bets.$inferSelect;
export type NewBetRow = typeof bets.$inferInsert;

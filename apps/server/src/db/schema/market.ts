import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decimalOdds, line, percent, probability, ratio, timestamptz, updatedAt } from './columns';
import { EVENT_STATUSES, type EventStatus, MARKETS, type Market, oneOf, SPORTS, type Sport } from './enums';

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    sport: text().$type<Sport>().notNull(),
    league: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    startTime: timestamptz().notNull(),
    status: text().$type<EventStatus>().notNull().default('upcoming'),
    // Provider that owns the event ('demo', 'the-odds-api', 'manual') and its id there.
    apiSource: text().notNull().default('demo'),
    externalId: text(),
    homeScore: integer(),
    awayScore: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('events_api_source_external_id_unique').on(t.apiSource, t.externalId),
    index('events_status_start_time_idx').on(t.status, t.startTime),
    index('events_sport_start_time_idx').on(t.sport, t.startTime),
    check('events_sport_check', oneOf(t.sport, SPORTS)),
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
  ],
);

export const odds = pgTable(
  'odds',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    bookmaker: text().notNull(),
    market: text().$type<Market>().notNull(),
    selection: text().notNull(),
    odds: decimalOdds().notNull(),
    line: line(),
    probability: probability(),
    // Last price captured before the start, used for closing-line value.
    isClosing: boolean().notNull().default(false),
    timestamp: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('odds_event_id_market_timestamp_idx').on(t.eventId, t.market, t.timestamp),
    // The retention job finds the events whose quotes passed its cutoff since its last run.
    index('odds_timestamp_idx').on(t.timestamp),
    // One row per quote, so overlapping syncs cannot store it twice. h2h has no line: NULLS NOT
    // DISTINCT would say so, but needs PostgreSQL 15 and we support 13, hence the COALESCE to NaN
    // (numeric NaN equals itself and no line).
    uniqueIndex('odds_quote_unique').on(
      t.eventId,
      t.bookmaker,
      t.market,
      t.selection,
      sql`coalesce(${t.line}, 'NaN'::numeric)`,
      t.timestamp,
    ),
    check('odds_market_check', oneOf(t.market, MARKETS)),
  ],
);

/**
 * One run of the odds retention job: its cutoff (quotes older than it were thinned) and what it did.
 * The newest finished cutoff is where the next run starts looking.
 */
export const oddsRetentionRuns = pgTable(
  'odds_retention_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    cutoff: timestamptz().notNull(),
    startedAt: timestamptz().notNull(),
    finishedAt: timestamptz(),
    events: integer().notNull().default(0),
    deleted: integer().notNull().default(0),
  },
  (t) => [index('odds_retention_runs_started_at_idx').on(t.startedAt)],
);

export const betSplits = pgTable(
  'bet_splits',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    market: text().$type<Market>().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    homeBetsPercentage: percent(),
    awayBetsPercentage: percent(),
    homeMoneyPercentage: percent(),
    awayMoneyPercentage: percent(),
    sharpMoneyIndicator: text().$type<'home' | 'away' | 'none'>(),
    sharpMoneyStrength: ratio(),
    timestamp: timestamptz().notNull().defaultNow(),
    rawData: jsonb().$type<unknown>(),
  },
  (t) => [
    index('bet_splits_event_id_idx').on(t.eventId),
    check('bet_splits_market_check', oneOf(t.market, MARKETS)),
  ],
);

export const lineMovements = pgTable(
  'line_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    bookmaker: text().notNull(),
    market: text().$type<Market>().notNull(),
    selection: text().notNull(),
    openingOdds: decimalOdds().notNull(),
    currentOdds: decimalOdds().notNull(),
    movement: ratio().notNull(),
    movementPercent: ratio().notNull(),
    movementType: text(),
    timestamp: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('line_movements_event_id_idx').on(t.eventId),
    check('line_movements_market_check', oneOf(t.market, MARKETS)),
  ],
);

export interface OddsTriple {
  home: number | null;
  draw: number | null;
  away: number | null;
}
/** Prices of an imported match by source, e.g. `{ pinnacle: { opening, closing }, avg: { … } }`. */
export type OddsSnapshot = Record<string, { opening?: OddsTriple; closing?: OddsTriple }>;

export const historicalMatches = pgTable(
  'historical_matches',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Set when the match was also a live event here; CSV imports have none.
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    sport: text().$type<Sport>().notNull(),
    league: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    startTime: timestamptz().notNull(),
    homeScore: integer(),
    awayScore: integer(),
    winner: text().$type<'home' | 'away' | 'draw'>(),
    homeOdds: decimalOdds(),
    awayOdds: decimalOdds(),
    drawOdds: decimalOdds(),
    oddsSnapshot: jsonb().$type<OddsSnapshot>(),
    dataSource: text().notNull(),
    fetchedAt: timestamptz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('historical_matches_natural_key_unique').on(
      t.dataSource,
      t.sport,
      t.league,
      t.startTime,
      t.homeTeam,
      t.awayTeam,
    ),
    index('historical_matches_sport_start_time_idx').on(t.sport, t.startTime),
    check('historical_matches_sport_check', oneOf(t.sport, SPORTS)),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type OddsRow = typeof odds.$inferSelect;
export type NewOddsRow = typeof odds.$inferInsert;
export type BetSplitRow = typeof betSplits.$inferSelect;
export type NewBetSplitRow = typeof betSplits.$inferInsert;
export type LineMovementRow = typeof lineMovements.$inferSelect;
export type NewLineMovementRow = typeof lineMovements.$inferInsert;
export type HistoricalMatchRow = typeof historicalMatches.$inferSelect;
export type NewHistoricalMatchRow = typeof historicalMatches.$inferInsert;

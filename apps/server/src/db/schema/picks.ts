import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { decimalOdds, line, money, probability, ratio, timestamptz } from './columns';
import {
  MARKETS,
  type Market,
  oneOf,
  PICK_RESULTS,
  PICK_STATUSES,
  PICK_TIERS,
  type PickResult,
  type PickStatus,
  type PickTier,
  SPORTS,
  type Sport,
} from './enums';
import { events } from './market';
import type { AnalysisLog } from '@arcade/contracts';

/** The pick's analysis log; stored as jsonb, not JSON text. */
export type { AnalysisLog } from '@arcade/contracts';

export const picks = pgTable(
  'picks',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Nullable with `set null`: manual picks have no event, and a graded pick is part of the public
    // track record (it keeps its own teams, sport and start time), so deleting an event must not erase it.
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    sport: text().$type<Sport>().notNull(),
    // The manual-pick form does not ask for a league.
    league: text(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    selection: text().notNull(),
    market: text().$type<Market>().notNull().default('h2h'),
    line: line(),
    odds: decimalOdds().notNull(),
    oddsAmerican: integer().notNull(),
    pModel: probability().notNull(),
    pMarketFair: probability(),
    edge: ratio().notNull(),
    stake: money().notNull(),
    bankroll: money().notNull(),
    expectedValue: money().notNull(),
    tier: text().$type<PickTier>().notNull(),
    displayLine: text(),
    // The book whose price `odds` is (null for a pick older than this column with no book logged).
    bookmaker: text(),
    // The price was typed by an analyst (a manual pick or an odds edit), not read from the feed.
    oddsEnteredByHand: boolean().notNull().default(false),
    // A price typed by hand that no book of the feed prices (the selection, or the event, is not in
    // the feed): published marked "precio sin contraste".
    priceUnverified: boolean().notNull().default(false),
    // A manual pick on an event the feed does not carry: nothing grades it but an admin, who names
    // where its score can be checked (`resultSource`).
    offFeed: boolean().notNull().default(false),
    resultSource: text(),
    status: text().$type<PickStatus>().notNull().default('pending'),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamptz(),
    // Creation time, also what the history and "10 newest picks" sort on.
    timestamp: timestamptz().notNull().defaultNow(),
    eventStartTime: timestamptz(),
    result: text().$type<PickResult>(),
    profit: money(),
    gradedAt: timestamptz(),
    isFree: boolean().notNull().default(false),
    aiPrediction: text(),
    parlaySuggestion: text(),
    analysisLog: jsonb().$type<AnalysisLog>(),
    // Strategy that produced the pick ('auto' for a consensus, 'manual' for the admin form).
    strategy: text(),
    closingOdds: decimalOdds(),
    pMarketClose: probability(),
    clv: ratio(),
    // The lowest price worth taking, fixed when the pick is published from its pModel and the edge
    // threshold then in force (a later change of the threshold does not move a price already sent out).
    minOdds: decimalOdds(),
  },
  (t) => [
    index('picks_status_timestamp_idx').on(t.status, t.timestamp),
    // The admin list pages newest first by (timestamp, id), whatever the filters.
    index('picks_timestamp_id_idx').on(t.timestamp, t.id),
    index('picks_event_id_market_selection_idx').on(t.eventId, t.market, t.selection),
    index('picks_tier_status_idx').on(t.tier, t.status),
    // The subscriber's window (subscriber-picks.repository.ts recentPublishedPicks): published picks
    // graded in the last days, and open ones starting from then on; without these a scan of every pick.
    index('picks_published_graded_window_idx')
      .on(sql`coalesce(${t.gradedAt}, ${t.timestamp})`)
      .where(sql`${t.status} = 'published' and ${t.result} is not null`),
    index('picks_published_open_start_idx')
      .on(t.eventStartTime)
      .where(sql`${t.status} = 'published' and ${t.result} is null`),
    // The record's pages, graded published picks in its order (record.repository.ts recordPage).
    index('picks_record_order_idx')
      .on(
        sql`coalesce(${t.eventStartTime}, ${t.timestamp}) desc`,
        sql`${t.timestamp} desc`,
        sql`${t.id} desc`,
      )
      .where(sql`${t.status} = 'published' and ${t.result} is not null`),
    check('picks_published_min_odds_check', sql`${t.status} <> 'published' or ${t.minOdds} is not null`),
    check('picks_sport_check', oneOf(t.sport, SPORTS)),
    check('picks_market_check', oneOf(t.market, MARKETS)),
    check('picks_tier_check', oneOf(t.tier, PICK_TIERS)),
    check('picks_status_check', oneOf(t.status, PICK_STATUSES)),
    check('picks_result_check', oneOf(t.result, PICK_RESULTS)),
  ],
);

export type PickRow = typeof picks.$inferSelect;
export type NewPickRow = typeof picks.$inferInsert;

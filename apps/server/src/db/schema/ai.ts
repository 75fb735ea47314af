import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, probability } from './columns';
import {
  ANALYSIS_TYPES,
  type AnalysisType,
  LEVELS,
  type Level,
  oneOf,
  PICK_RESULTS,
  type PickResult,
  SPORTS,
  type Sport,
} from './enums';
import { users } from './accounts';
import { events } from './market';
import { picks } from './picks';
import { sportPrompts } from './settings';

export const aiPickAnalyses = pgTable(
  'ai_pick_analyses',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Analyses outlive the pick or event they were about (cost and calibration history).
    pickId: uuid().references(() => picks.id, { onDelete: 'set null' }),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    sport: text().$type<Sport>().notNull(),
    league: text(),
    promptId: uuid().references(() => sportPrompts.id, { onDelete: 'set null' }),
    model: text().notNull(),
    inputContext: jsonb().$type<Record<string, unknown>>(),
    // The parsed structured answer, or `{ raw }` when the model did not return the JSON asked for.
    aiResponse: jsonb().$type<unknown>(),
    probabilityEstimate: probability(),
    expectedValue: money(),
    riskLevel: text().$type<Level>(),
    confidence: text().$type<Level>(),
    keyFactors: jsonb().$type<string[]>(),
    warnings: jsonb().$type<string[]>(),
    recommendations: jsonb().$type<string[]>(),
    tokensUsed: integer(),
    processingTimeMs: integer(),
    analysisType: text().$type<AnalysisType>().notNull().default('pre_pick'),
    wasPickGenerated: boolean().notNull().default(false),
    // Probability adjustment applied to pModel, within ±0.03.
    scoreAdjustment: probability(),
    actualResult: text().$type<PickResult>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_pick_analyses_pick_id_idx').on(t.pickId),
    index('ai_pick_analyses_event_id_idx').on(t.eventId),
    check('ai_pick_analyses_sport_check', oneOf(t.sport, SPORTS)),
    check('ai_pick_analyses_analysis_type_check', oneOf(t.analysisType, ANALYSIS_TYPES)),
    check('ai_pick_analyses_risk_level_check', oneOf(t.riskLevel, LEVELS)),
    check('ai_pick_analyses_confidence_check', oneOf(t.confidence, LEVELS)),
    check('ai_pick_analyses_actual_result_check', oneOf(t.actualResult, PICK_RESULTS)),
  ],
);

export type AiPickAnalysisRow = typeof aiPickAnalyses.$inferSelect;
export type NewAiPickAnalysisRow = typeof aiPickAnalyses.$inferInsert;

/** The Genius chat: each admin's own conversation, in order, reloaded with the tab. */
export const geniusChatMessages = pgTable(
  'genius_chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<'user' | 'assistant'>().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('genius_chat_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('genius_chat_messages_role_check', oneOf(t.role, ['user', 'assistant'])),
  ],
);

export type GeniusChatMessageRow = typeof geniusChatMessages.$inferSelect;
export type NewGeniusChatMessageRow = typeof geniusChatMessages.$inferInsert;

import {
  DEFAULT_MODEL_WEIGHTS,
  DEFAULT_TIER_THRESHOLDS,
  type ModelWeights,
  type TierThresholds,
} from '@arcade/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, decimalOdds, probability, timestamptz, updatedAt } from './columns';
import {
  FORMULA_SUGGESTION_STATUSES,
  type FormulaSuggestionStatus,
  oneOf,
  SPORTS,
  type Sport,
} from './enums';

export type DevigMethod = 'multiplicative' | 'additive' | 'power' | 'shin' | 'odds-ratio';

export const TIER_MODES = ['rank', 'fixed'] as const;
export type TierMode = (typeof TIER_MODES)[number];

/** Free-form rules the admin adds beside the formula (e.g. tier thresholds, excluded leagues). */
export type CustomRules = Record<string, unknown>;

// A single row in practice; every column has a default so `insert … default values` seeds it.
export const configSettings = pgTable(
  'config_settings',
  {
    id: uuid().primaryKey().defaultRandom(),
    kellyFraction: numeric({ precision: 6, scale: 4, mode: 'number' }).notNull().default(0.25),
    edgeThreshold: numeric({ precision: 6, scale: 4, mode: 'number' }).notNull().default(0.02),
    maxStakePercent: numeric({ precision: 6, scale: 4, mode: 'number' }).notNull().default(0.015),
    // Also the lower bound of the sweet spot (1.67-3.00).
    minOdds: decimalOdds().notNull().default(1.67),
    maxOdds: decimalOdds().notNull().default(3),
    minProbability: probability().notNull().default(0.5),
    devigMethod: text().$type<DevigMethod>().notNull().default('shin'),
    customRules: jsonb().$type<CustomRules>(),
    additionalConditions: text(),
    pickFormula: text(),
    emailNotificationsEnabled: boolean().notNull().default(true),
    // The models' weight in the pooled forecast per sport and market; core's
    // defaults, which a server test keeps equal to DEFAULT_POLICY_SETTINGS.
    modelWeights: jsonb().$type<ModelWeights>().notNull().default(DEFAULT_MODEL_WEIGHTS),
    // At most this many live picks per event (one bet per event by default).
    maxPicksPerEvent: integer().notNull().default(1),
    // Edge (and, for diamante, agreement) each tier needs; core's defaults.
    tierThresholds: jsonb().$type<TierThresholds>().notNull().default(DEFAULT_TIER_THRESHOLDS),
    // How a new pick's tier is chosen: by the rank of its edge among recent candidates, or by the
    // fixed thresholds above (which the rank falls back to while the window holds too few candidates).
    tierMode: text().$type<TierMode>().notNull().default('rank'),
    updatedAt: updatedAt(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'config_settings_devig_method_check',
      oneOf(t.devigMethod, ['multiplicative', 'additive', 'power', 'shin', 'odds-ratio']),
    ),
    check('config_settings_max_picks_per_event_check', sql`${t.maxPicksPerEvent} >= 1`),
    check('config_settings_tier_mode_check', oneOf(t.tierMode, TIER_MODES)),
  ],
);

export const formulaHistory = pgTable(
  'formula_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    formula: text().notNull(),
    // Null means the formula applies to every sport.
    sport: text().$type<Sport>(),
    changeDescription: text(),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('formula_history_created_at_idx').on(t.createdAt),
    check('formula_history_sport_check', oneOf(t.sport, SPORTS)),
  ],
);

export const formulaSuggestions = pgTable(
  'formula_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    formula: text().notNull(),
    sport: text().$type<Sport>(),
    hasErrors: boolean().notNull().default(false),
    errors: jsonb().$type<string[]>(),
    suggestions: jsonb().$type<string[]>(),
    correctedFormula: text(),
    improvementPrompt: text(),
    status: text().$type<FormulaSuggestionStatus>().notNull().default('pending'),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reviewedAt: timestamptz(),
  },
  (t) => [
    check('formula_suggestions_sport_check', oneOf(t.sport, SPORTS)),
    check('formula_suggestions_status_check', oneOf(t.status, FORMULA_SUGGESTION_STATUSES)),
  ],
);

export const sportPrompts = pgTable(
  'sport_prompts',
  {
    id: uuid().primaryKey().defaultRandom(),
    sport: text().$type<Sport>().notNull(),
    // Null means the prompt covers every league of the sport.
    league: text(),
    promptContent: text().notNull(),
    version: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    // The spec's default; the model actually called comes from AI_MODEL when set.
    model: text().notNull().default('o1-preview'),
    description: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sport_prompts_sport_is_active_idx').on(t.sport, t.isActive),
    check('sport_prompts_sport_check', oneOf(t.sport, SPORTS)),
  ],
);

export type ConfigSettingsRow = typeof configSettings.$inferSelect;
export type NewConfigSettingsRow = typeof configSettings.$inferInsert;
export type FormulaHistoryRow = typeof formulaHistory.$inferSelect;
export type NewFormulaHistoryRow = typeof formulaHistory.$inferInsert;
export type FormulaSuggestionRow = typeof formulaSuggestions.$inferSelect;
export type NewFormulaSuggestionRow = typeof formulaSuggestions.$inferInsert;
export type SportPromptRow = typeof sportPrompts.$inferSelect;
export type NewSportPromptRow = typeof sportPrompts.$inferInsert;

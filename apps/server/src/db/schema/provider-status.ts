import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns';
import { oneOf, SPORTS, type Sport } from './enums';

/**
 * The last market sync per provider and sport, and the provider's credits as it last reported them,
 * for the admin panel. Not in the original data model: bookkeeping of our own.
 */
export const providerStatus = pgTable(
  'provider_status',
  {
    id: uuid().primaryKey().defaultRandom(),
    // The provider's name as stored in events.api_source ('demo', 'the-odds-api').
    provider: text().notNull(),
    sport: text().$type<Sport>().notNull(),
    lastSyncAt: timestamptz(),
    lastSuccessAt: timestamptz(),
    // Null when the last sync went through without a problem.
    lastError: text(),
    requestsRemaining: integer(),
    requestsUsed: integer(),
    requestsLast: integer(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('provider_status_provider_sport_unique').on(t.provider, t.sport),
    check('provider_status_sport_check', oneOf(t.sport, SPORTS)),
  ],
);

export type ProviderStatusRow = typeof providerStatus.$inferSelect;
export type NewProviderStatusRow = typeof providerStatus.$inferInsert;

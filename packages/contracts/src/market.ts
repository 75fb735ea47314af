import { z } from 'zod';
import { SportSchema } from './domain';

/** One provider and sport of a market sync (POST /api/admin/sync). */
export const SyncResultSchema = z.object({
  provider: z.string(),
  sport: SportSchema,
  /** Events the provider reported, all written: new ones, and known ones whose status, score or start moved. */
  events: z.number().int(),
  eventsAdded: z.number().int(),
  eventsUpdated: z.number().int(),
  /** Upcoming events the provider quoted prices for. */
  eventsPriced: z.number().int(),
  /**
   * New price snapshots stored, and prices received that were already stored: a book that has not
   * re-priced since the last sync sends the same quote again. Their sum is the prices quoted now.
   */
  pricesStored: z.number().int(),
  pricesUnchanged: z.number().int(),
  /** @deprecated the same as pricesStored; read pricesStored and pricesUnchanged. */
  odds: z.number().int(),
  scores: z.number().int(),
  /** Events whose closing prices this sync captured, and published picks it graded. */
  closed: z.number().int().optional(),
  graded: z.number().int().optional(),
  /** Outcomes the provider sent that matched no team, Draw, Over or Under, left out rather than guessed. */
  skippedOutcomes: z.number().int().optional(),
  error: z.string().optional(),
  /** The provider asked to wait (a 429's Retry-After) until this time; even an admin's sync obeys it. */
  retryAt: z.iso.datetime({ offset: true }).optional(),
});
export type SyncResult = z.infer<typeof SyncResultSchema>;

export const SyncResponseSchema = z.object({ results: z.array(SyncResultSchema) });
export type SyncResponse = z.infer<typeof SyncResponseSchema>;

/** Credits left with a metered provider (The Odds API's x-requests-* headers). */
export const ProviderQuotaSchema = z.object({
  remaining: z.number().int(),
  used: z.number().int().nullable(),
  /** What the last request cost. */
  last: z.number().int().nullable(),
});
export type ProviderQuota = z.infer<typeof ProviderQuotaSchema>;

/** The last sync of one provider and sport, for the admin panel (GET /api/admin/providers). */
export const ProviderStatusSchema = z.object({
  provider: z.string(),
  sport: SportSchema,
  lastSyncAt: z.iso.datetime({ offset: true }).nullable(),
  lastSuccessAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last sync's problem; null when it went through. */
  lastError: z.string().nullable(),
  quota: ProviderQuotaSchema.nullable(),
  /** The simulated market: the UI shows a "Demo data" badge. */
  isDemo: z.boolean(),
  /** Configured now; rows of a provider used before stay listed with false. */
  isActive: z.boolean(),
});
export type ProviderStatus = z.infer<typeof ProviderStatusSchema>;

export const ProvidersResponseSchema = z.object({ providers: z.array(ProviderStatusSchema) });
export type ProvidersResponse = z.infer<typeof ProvidersResponseSchema>;

/**
 * GET /api/market/mode (public): whether the simulated demo market feeds the product, so that every
 * page (not only the admin's) carries the "Datos de demostración" badge.
 */
export const MarketModeSchema = z.object({ demo: z.boolean() });
export type MarketMode = z.infer<typeof MarketModeSchema>;

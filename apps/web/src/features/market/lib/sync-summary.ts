import type { Sport, SyncResult } from '@arcade/contracts';

export type SportSyncTotals = {
  sport: Sport;
  /** Events the providers reported, of them new ones and known ones whose status, score or start moved. */
  events: number;
  eventsAdded: number;
  eventsUpdated: number;
  /** Upcoming events quoted now. */
  eventsPriced: number;
  /** Prices quoted now (new snapshots + quotes already stored), and of them the new snapshots. */
  prices: number;
  pricesStored: number;
  graded: number;
};
export type SyncSummary = {
  sports: SportSyncTotals[];
  errors: { provider: string; sport: Sport; error: string; retryAt?: string }[];
  graded: number;
  /** Every provider failed: the sync as a whole did not work. */
  hasFailed: boolean;
};

const empty = (sport: Sport): SportSyncTotals => ({
  sport,
  events: 0,
  eventsAdded: 0,
  eventsUpdated: 0,
  eventsPriced: 0,
  prices: 0,
  pricesStored: 0,
  graded: 0,
});

/**
 * Totals per sport and each provider's error, for the sync toast. Prices count every quote the
 * books hold now, stored or already stored: books re-price every few hours, so a sync soon after
 * another stores no new snapshot while every price is current (not "0 odds").
 */
export function summarizeSync(results: readonly SyncResult[]): SyncSummary {
  const bySport = new Map<Sport, SportSyncTotals>();
  const errors: SyncSummary['errors'] = [];
  for (const result of results) {
    if (result.error)
      errors.push({
        provider: result.provider,
        sport: result.sport,
        error: result.error,
        ...(result.retryAt ? { retryAt: result.retryAt } : {}),
      });
    const totals = bySport.get(result.sport) ?? empty(result.sport);
    totals.events += result.events;
    totals.eventsAdded += result.eventsAdded;
    totals.eventsUpdated += result.eventsUpdated;
    totals.eventsPriced += result.eventsPriced;
    totals.prices += result.pricesStored + result.pricesUnchanged;
    totals.pricesStored += result.pricesStored;
    totals.graded += result.graded ?? 0;
    bySport.set(result.sport, totals);
  }
  const sports = [...bySport.values()].filter((totals) => totals.events > 0 || totals.prices > 0);
  return {
    sports,
    errors,
    graded: [...bySport.values()].reduce((sum, totals) => sum + totals.graded, 0),
    hasFailed: results.length > 0 && errors.length === results.length,
  };
}

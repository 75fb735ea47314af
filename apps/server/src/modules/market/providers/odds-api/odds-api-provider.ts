import { type Sport, SportSchema } from '@arcade/contracts';
import type { OddsApiConfig } from '../../../../config';
import {
  type MarketProvider,
  type ProviderEvent,
  type ProviderQuote,
  type ProviderSnapshot,
  SnapshotError,
} from '../market-provider';
import { Backoff } from './backoff';
import { createOddsApiClient, type OddsApiQuota, oddsCost, SCORES_DAYS_FROM, scoresCost } from './client';
import { convertSportKey } from './convert';
import { BackingOffError, CreditBudgetError, OddsApiError } from './errors';
import { sportOfKey } from '../../../../lib/odds-api-keys';
import { leagueOfKey } from './mapping';

const ODDS_API_PROVIDER_NAME = 'the-odds-api';

/** A quota reading older than this is refreshed (free) before the budget refuses a request. */
const QUOTA_REFRESH_MS = 60 * 60_000;
const PROVIDER_SCOPE = 'provider';

/**
 * The Odds API v4 as a market provider. Each of our sports is one or more sport keys (soccer is
 * several leagues); per key it asks for the scores (2 credits) and then the odds (markets × regions).
 * Failures back off (the whole provider, or only the sport key whose request failed); an admin's sync
 * ends the waits we chose (`retryNow`) but never one the provider asked for with Retry-After;
 * the credit budget is checked before every paid request; a sport whose keys all fail throws, so the
 * sync reports it and writes nothing, while one with some keys through reports the others' errors.
 */
export function createOddsApiProvider(config: OddsApiConfig): MarketProvider {
  const backoff = new Backoff();
  let clock = new Date(0);
  let quota: { value: OddsApiQuota; at: number } | null = null;
  const client = createOddsApiClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
    onQuota: (value) => {
      quota = { value, at: clock.getTime() };
    },
  });
  const sports = SportSchema.options.filter((sport) =>
    config.sportKeys.some((key) => sportOfKey(key) === sport),
  );

  async function ensureBudget(cost: number): Promise<void> {
    // With a budget to keep, the first paid request of the process waits for a (free) quota reading.
    if (!quota && config.creditBudget > 0) await client.sports();
    const fits = () => !quota || quota.value.remaining - cost >= config.creditBudget;
    if (fits()) return;
    // Credits come back when the plan renews: a stale reading is checked again on the free endpoint.
    if (quota && clock.getTime() - quota.at >= QUOTA_REFRESH_MS) {
      await client.sports();
      if (fits()) return;
    }
    throw new CreditBudgetError(quota?.value.remaining ?? 0, cost, config.creditBudget);
  }

  function ensureNotBackingOff(sportKey: string): void {
    const provider = backoff.blocking(PROVIDER_SCOPE, clock);
    if (provider) throw new BackingOffError('provider', provider);
    const sport = backoff.blocking(sportKey, clock);
    if (sport) throw new BackingOffError('sport', sport);
  }

  async function fetchSportKey(sport: Sport, sportKey: string) {
    ensureNotBackingOff(sportKey);
    // Both requests must fit, so no credits go on scores whose odds could not follow. Scores come
    // first: they are cheaper, and without them the odds could not be stored safely anyway.
    await ensureBudget(scoresCost(SCORES_DAYS_FROM) + oddsCost(config.regions));
    const scoreEvents = await client.scores(sportKey, SCORES_DAYS_FROM);
    await ensureBudget(oddsCost(config.regions));
    const oddsEvents = await client.odds(sportKey, config.regions);
    backoff.succeed(PROVIDER_SCOPE);
    backoff.succeed(sportKey);
    return convertSportKey(sport, sportKey, oddsEvents, scoreEvents, clock);
  }

  return {
    name: ODDS_API_PROVIDER_NAME,
    sports,
    quota: () => quota?.value ?? null,
    retryNow: () => backoff.retryNow(),
    schedule: (sport: Sport) =>
      config.sportKeys
        .filter((key) => sportOfKey(key) === sport)
        .map((key) => ({ league: leagueOfKey(key), nextStart: null })),
    snapshot: async (sport: Sport, now: Date): Promise<ProviderSnapshot> => {
      clock = now;
      const events: ProviderEvent[] = [];
      const quotes: ProviderQuote[] = [];
      const errors: string[] = [];
      let skippedOutcomes = 0;
      let succeeded = 0;
      let firstError: OddsApiError | undefined;
      let retryAt: Date | undefined;
      for (const sportKey of config.sportKeys.filter((key) => sportOfKey(key) === sport)) {
        try {
          const converted = await fetchSportKey(sport, sportKey);
          events.push(...converted.events);
          quotes.push(...converted.quotes);
          skippedOutcomes += converted.skippedOutcomes;
          succeeded += 1;
        } catch (error) {
          if (!(error instanceof OddsApiError)) throw error;
          firstError ??= error;
          errors.push(`${sportKey}: ${error.message}`);
          if (error instanceof BackingOffError && error.retryAt) retryAt ??= error.retryAt;
          if (!(error instanceof BackingOffError || error instanceof CreditBudgetError)) {
            backoff.fail(error.scope === 'provider' ? PROVIDER_SCOPE : sportKey, error, now);
          }
          // A refused key, the quota or a provider nobody answers for applies to every other key too.
          if (error.scope === 'provider') break;
        }
      }
      if (succeeded === 0 && errors.length > 0) {
        throw new SnapshotError(errors.join('; '), { cause: firstError, retryAt });
      }
      return { events, quotes, splits: [], skippedOutcomes, errors, ...(retryAt ? { retryAt } : {}) };
    },
  };
}

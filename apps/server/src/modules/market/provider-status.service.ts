import type { ProviderStatus } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { ProviderStatusRow } from '../../db/schema/index';
import { listProviderStatus } from './provider-status.repository';
import type { MarketProvider } from './providers/market-provider';

const DEMO_PROVIDER = 'demo';

/** Whether the simulated demo market is among the providers feeding the product. */
export const servesDemoMarket = (active: readonly Pick<MarketProvider, 'name'>[]) =>
  active.some((provider) => provider.name === DEMO_PROVIDER);

function toStatus(row: ProviderStatusRow, isActive: boolean): ProviderStatus {
  return {
    provider: row.provider,
    sport: row.sport,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
    quota:
      row.requestsRemaining === null
        ? null
        : { remaining: row.requestsRemaining, used: row.requestsUsed, last: row.requestsLast },
    isDemo: row.provider === DEMO_PROVIDER,
    isActive,
  };
}

/**
 * Every sport of the configured providers, synced or not yet, then what other providers recorded
 * before (a switch from the demo market to The Odds API keeps the demo's rows, marked inactive).
 */
export async function listProviderStatuses(
  db: Database,
  active: readonly MarketProvider[],
): Promise<ProviderStatus[]> {
  const rows = await listProviderStatus(db);
  const stored = new Map(rows.map((row) => [`${row.provider}|${row.sport}`, row]));
  const activeKeys = new Set<string>();
  const current = active.flatMap((provider) =>
    provider.sports.map((sport) => {
      const key = `${provider.name}|${sport}`;
      activeKeys.add(key);
      const row = stored.get(key);
      if (row) return toStatus(row, true);
      return {
        provider: provider.name,
        sport,
        lastSyncAt: null,
        lastSuccessAt: null,
        lastError: null,
        quota: null,
        isDemo: provider.name === DEMO_PROVIDER,
        isActive: true,
      };
    }),
  );
  const former = rows
    .filter((row) => !activeKeys.has(`${row.provider}|${row.sport}`))
    .map((row) => toStatus(row, false));
  return [...current, ...former];
}

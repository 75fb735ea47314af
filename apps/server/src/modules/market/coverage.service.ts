import {
  type EventsCoverageResponse,
  type LeagueCoverage,
  type SportCoverage,
  SportSchema,
} from '@arcade/contracts';
import type { Database } from '../../db/client';
import { countUpcoming, type LeagueCounts } from './coverage.repository';
import type { MarketProvider } from './providers/market-provider';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const earliest = (dates: (string | null)[]) =>
  dates.filter((date): date is string => date !== null).sort()[0] ?? null;

function leagueCoverage(
  league: string,
  counts: LeagueCounts | undefined,
  providerNextStart: Date | null | undefined,
): LeagueCoverage {
  const upcoming7d = counts?.upcoming7d ?? 0;
  const nextStart = counts?.nextStart ?? null;
  return {
    league,
    upcoming24h: counts?.upcoming24h ?? 0,
    upcoming7d,
    priced: counts?.priced ?? 0,
    nextStartTime: iso(nextStart),
    // Out of the coming week: when it plays again, from the provider's calendar or a stored fixture.
    returnsAt: upcoming7d > 0 ? null : iso(providerNextStart ?? nextStart),
  };
}

/**
 * What the market offers per sport of the active providers: each league's upcoming events (24 h,
 * 7 days), how many are priced, the next start and, for a league with nothing in the coming week,
 * when it returns. Counts of events only: nothing about picks.
 */
export async function marketCoverage(
  db: Database,
  providers: readonly MarketProvider[],
  now: Date,
): Promise<EventsCoverageResponse> {
  const counts = await countUpcoming(
    db,
    providers.map((provider) => provider.name),
    now,
  );
  const covered = new Set(providers.flatMap((provider) => provider.sports));
  const sports: SportCoverage[] = SportSchema.options
    .filter((sport) => covered.has(sport))
    .map((sport) => {
      const scheduled = providers
        .filter((provider) => provider.sports.includes(sport))
        .flatMap((provider) => provider.schedule?.(sport, now) ?? []);
      const calendar = new Map(scheduled.map((entry) => [entry.league, entry.nextStart]));
      const stored = new Map(counts.filter((c) => c.sport === sport).map((c) => [c.league, c]));
      const names = [...new Set([...calendar.keys(), ...stored.keys()])];
      const leagues = names.map((name) => leagueCoverage(name, stored.get(name), calendar.get(name)));
      const sum = (field: 'upcoming24h' | 'upcoming7d' | 'priced') =>
        leagues.reduce((total, league) => total + league[field], 0);
      const upcoming7d = sum('upcoming7d');
      return {
        sport,
        leagues,
        upcoming24h: sum('upcoming24h'),
        upcoming7d,
        priced: sum('priced'),
        nextStartTime: earliest(leagues.map((league) => league.nextStartTime)),
        returnsAt: upcoming7d > 0 ? null : earliest(leagues.map((league) => league.returnsAt)),
      };
    });
  return { generatedAt: now.toISOString(), sports };
}

/**
 * The public answer is prepared once and kept until the next sync or for `ttlMs` (its 24-hour window
 * moves with the clock), so a busy landing page does not run the count per visitor.
 */
export function createCoverageCache(compute: () => Promise<EventsCoverageResponse>, ttlMs = 60_000) {
  let cached: { until: number; value: Promise<EventsCoverageResponse> } | undefined;
  return {
    get(): Promise<EventsCoverageResponse> {
      if (!cached || Date.now() >= cached.until) {
        const value = compute();
        cached = { until: Date.now() + ttlMs, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate(): void {
      cached = undefined;
    },
  };
}

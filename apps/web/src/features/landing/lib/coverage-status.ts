import type { SportCoverage } from '@/features/events';

type Counts = Pick<SportCoverage, 'upcoming24h' | 'upcoming7d' | 'returnsAt'>;

/** What a sport (or league) offers now, in the order a visitor cares about. */
export type CoverageStatus =
  | { kind: 'today'; count: number }
  | { kind: 'week'; count: number }
  | { kind: 'returns'; at: string }
  | { kind: 'none' };

/**
 * Games in the next 24 hours first, else in the next 7 days, else when it plays again (out of
 * season), else nothing known (a real provider does not tell when a season starts).
 */
export function coverageStatus({ upcoming24h, upcoming7d, returnsAt }: Counts): CoverageStatus {
  if (upcoming24h > 0) return { kind: 'today', count: upcoming24h };
  if (upcoming7d > 0) return { kind: 'week', count: upcoming7d };
  if (returnsAt) return { kind: 'returns', at: returnsAt };
  return { kind: 'none' };
}

/** Leagues of a sport that still plays this week but which are themselves out of season. */
export function leaguesReturning(sport: SportCoverage): { league: string; at: string }[] {
  if (sport.upcoming7d === 0) return [];
  return sport.leagues
    .filter((league) => league.upcoming7d === 0 && league.returnsAt !== null)
    .map((league) => ({ league: league.league, at: league.returnsAt as string }));
}

import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useRefreshStandings } from '../api/refresh-standings';
import { seasonLabel } from '../lib/standings';

/** balldontlie failed: `details.failure` says how (its key, 429, a timeout…), shown as the toast's detail. */
const PROVIDER_REASON = 'nba_provider_error';
const FAILURES = new Set([
  'UNAUTHORIZED',
  'NOT_ON_PLAN',
  'INVALID_REQUEST',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'TIMEOUT',
  'UNREACHABLE',
  'MALFORMED_RESPONSE',
  'TOO_MANY_PAGES',
] as const);
type Failure = typeof FAILURES extends Set<infer F> ? F : never;

function providerFailure(error: unknown): Failure | undefined {
  if (!(error instanceof ApiError) || error.reason !== PROVIDER_REASON) return undefined;
  const failure = error.details?.failure;
  return FAILURES.has(failure as Failure) ? (failure as Failure) : undefined;
}

/** "Actualizar desde API": the refresh with its toasts ('Error al actualizar' on failure). */
export function useRefreshFromApi() {
  const { t } = useTranslation('danyscore');
  const mutation = useRefreshStandings();

  async function refresh(season: number) {
    try {
      const result = await mutation.mutateAsync(season);
      const counts = {
        teams: result.standings.length,
        players: result.playerCount,
        season: seasonLabel(result.season),
      };
      toast(
        result.source === 'demo'
          ? {
              title: t('toasts.demoRefreshedTitle'),
              description: t('toasts.demoRefreshed', {
                ...counts,
                statsSeason: result.statsSeason ?? counts.season,
              }),
            }
          : {
              title: t('toasts.refreshedTitle'),
              description: result.cached
                ? t('toasts.cached')
                : t('toasts.refreshed', { ...counts, source: t(`source.${result.source}`) }),
            },
      );
    } catch (error) {
      const failure = providerFailure(error);
      toast({
        variant: 'destructive',
        title: t('toasts.refreshErrorTitle'),
        description: failure
          ? t('toasts.refreshErrorDetail', { detail: t(`providerFailures.${failure}`) })
          : error instanceof ApiError && error.status < 500
            ? getErrorMessage(error)
            : t('toasts.refreshErrorFallback'),
      });
    }
  }

  return { refresh, isPending: mutation.isPending };
}

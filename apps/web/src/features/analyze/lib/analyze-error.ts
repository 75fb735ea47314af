import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';

/**
 * The toast's text for a failed analysis ('Error' with the message, or 'No se pudo
 * analizar el partido'): an unknown team with the league's closest names, a started event, else the
 * translated error.
 */
export function analyzeErrorMessage(error: unknown, t: TFunction<'analyze'>): string {
  if (!(error instanceof ApiError)) return t('toast.failed');
  if (error.reason === 'unknown_team') {
    const team = typeof error.details?.team === 'string' ? error.details.team : '';
    const list = Array.isArray(error.details?.suggestions) ? error.details.suggestions.map(String) : [];
    return list.length > 0
      ? t('errors.unknownTeamSuggest', { team, suggestions: list.join(', ') })
      : t('errors.unknownTeam', { team });
  }
  if (error.reason === 'event_started') return t('errors.eventStarted');
  if (error.reason === 'different_leagues') return t('errors.differentLeagues');
  if (error.status === 404) return t('errors.eventNotFound');
  if (error.code) return getErrorMessage(error);
  return t('toast.failed');
}

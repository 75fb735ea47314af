import { useTranslation } from 'react-i18next';
import { formatMatch, type MatchTeams } from './match-label';

/** The one match label of the app as text (aria-labels, toasts, descriptions); `<MatchLabel>` draws it. */
export function useMatchLabel() {
  const { t } = useTranslation('common');
  return (match: MatchTeams) => formatMatch(match, t);
}

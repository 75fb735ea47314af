import type { AdminPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';

/** "Away vs Home", the order the panel lists matches in (product §2). */
export function useMatchLabel() {
  const { t } = useTranslation('admin');
  return (pick: Pick<AdminPick, 'awayTeam' | 'homeTeam'>) =>
    t('table.match', { away: pick.awayTeam, home: pick.homeTeam });
}

import type { AdminPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';

/** The pick's line (or its selection) over the match it belongs to. */
export function PickLabel({ pick }: { pick: AdminPick }) {
  const { t } = useTranslation('adminRecords');
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{pick.displayLine ?? pick.selection}</p>
      <p className="truncate text-ink-subtle text-xs">
        {t('common.match', { home: pick.homeTeam, away: pick.awayTeam })}
      </p>
    </div>
  );
}

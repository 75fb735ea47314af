import type { AdminPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SportBadge } from '@/components/ui/sport-badge';
import { Td, Th } from '@/components/ui/table-frame';
import { TierBadge } from '@/components/ui/tier-badge';
import { DateCell, MatchCell, PickLineCell } from './pick-cells';

/** The headers of the columns every pick table starts with: sport, date, match, pick, tier. */
export function PickIdentityHeaders() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Th>{t('columns.sport')}</Th>
      <Th>{t('columns.date')}</Th>
      <Th>{t('columns.match')}</Th>
      <Th>{t('columns.pick')}</Th>
      <Th>{t('columns.tier')}</Th>
    </>
  );
}

/** A pick's cells under those headers. */
export function PickIdentityCells({ pick }: { pick: AdminPick }) {
  return (
    <>
      <Td>
        <SportBadge sport={pick.sport} />
      </Td>
      <Td>
        <DateCell pick={pick} />
      </Td>
      <Td>
        <MatchCell pick={pick} />
      </Td>
      <Td>
        <PickLineCell pick={pick} />
      </Td>
      <Td>
        <TierBadge tier={pick.tier} />
      </Td>
    </>
  );
}

import type { AdminPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { EdgeValue } from '@/components/ui/edge-value';
import { TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import type { PickActions } from '../hooks/use-pick-actions';
import { StatusBadge } from './pick-cells';
import type { PickDialogKind } from './pick-dialogs';
import { PickIdentityCells, PickIdentityHeaders } from './pick-identity-cells';
import { ApprovedRowActions } from './row-actions';

type Props = {
  picks: readonly AdminPick[];
  actions: PickActions;
  onOpenDialog: (kind: PickDialogKind, pick: AdminPick) => void;
  onDelete: (pick: AdminPick) => void;
};

/** Aprobados/Publicados: approved rows publish; published rows get a date, a result or deleted. */
export function ApprovedPicksTable({ picks, actions, onOpenDialog, onDelete }: Props) {
  const { t } = useTranslation('admin');
  return (
    <TableFrame caption={t('approved.title')} testId="approved-table">
      <thead>
        <tr>
          <PickIdentityHeaders />
          <Th className="text-right">{t('columns.odds')}</Th>
          <Th className="text-right">{t('columns.edge')}</Th>
          <Th className="text-right">{t('columns.stake')}</Th>
          <Th>{t('columns.status')}</Th>
          <Th className="text-right">{t('columns.actions')}</Th>
        </tr>
      </thead>
      <tbody>
        {picks.map((pick) => {
          return (
            <Tr key={pick.id} data-testid={`pick-row-${pick.id}`}>
              <PickIdentityCells pick={pick} />
              <Td className="tabular whitespace-nowrap text-right text-sm">
                <span className="font-semibold text-ink">{formatDecimal(pick.odds)}</span>{' '}
                <span className="text-ink-subtle">({formatAmericanOdds(pick.oddsAmerican)})</span>
              </Td>
              <Td className="text-right text-sm">
                <EdgeValue edge={pick.edge} />
              </Td>
              <Td className="tabular text-right text-ink-muted text-sm">{formatDecimal(pick.stake)}</Td>
              <Td>
                <StatusBadge status={pick.status} />
              </Td>
              <Td>
                <ApprovedRowActions
                  pick={pick}
                  actions={actions}
                  onOpenDialog={onOpenDialog}
                  onDelete={onDelete}
                />
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}

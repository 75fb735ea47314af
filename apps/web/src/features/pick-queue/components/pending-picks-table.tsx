import type { AdminPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { EdgeValue } from '@/components/ui/edge-value';
import { TableFrame, Td, Th, Tr } from '@/components/ui/table-frame';
import { formatPercent } from '@/lib/format';
import { useMatchLabel } from '@/lib/use-match-label';
import type { PickActions } from '../hooks/use-pick-actions';
import type { PickSelection } from '../hooks/use-pick-selection';
import { CHECKBOX_CLASS, StatusBadge } from './pick-cells';
import type { PickDialogKind } from './pick-dialogs';
import { PickIdentityCells, PickIdentityHeaders } from './pick-identity-cells';
import { PendingRowActions } from './row-actions';

type Props = {
  picks: readonly AdminPick[];
  selection: PickSelection;
  actions: PickActions;
  onOpenDialog: (kind: PickDialogKind, pick: AdminPick) => void;
};

/** Pendientes: select, sport, date, match, pick, tier, model probability, edge, status, actions. */
export function PendingPicksTable({ picks, selection, actions, onOpenDialog }: Props) {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  return (
    <TableFrame caption={t('pending.title')} testId="pending-table">
      <thead>
        <tr>
          <Th className="w-10">
            <input
              type="checkbox"
              aria-label={t('table.selectAll')}
              data-testid="select-all"
              className={CHECKBOX_CLASS}
              checked={selection.isAllSelected}
              ref={(input) => {
                if (input) input.indeterminate = selection.isPartlySelected;
              }}
              onChange={selection.toggleAll}
            />
          </Th>
          <PickIdentityHeaders />
          <Th className="text-right">{t('columns.probability')}</Th>
          <Th className="text-right">{t('columns.edge')}</Th>
          <Th>{t('columns.status')}</Th>
          <Th className="text-right">{t('columns.actions')}</Th>
        </tr>
      </thead>
      <tbody>
        {picks.map((pick) => {
          return (
            <Tr key={pick.id} isSelected={selection.isSelected(pick.id)} data-testid={`pick-row-${pick.id}`}>
              <Td>
                <input
                  type="checkbox"
                  aria-label={t('table.selectRow', { match: matchLabel(pick) })}
                  className={CHECKBOX_CLASS}
                  checked={selection.isSelected(pick.id)}
                  onChange={() => selection.toggle(pick.id)}
                />
              </Td>
              <PickIdentityCells pick={pick} />
              <Td className="tabular text-right font-semibold text-ink text-sm">
                {formatPercent(pick.pModel)}
              </Td>
              <Td className="text-right text-sm">
                <EdgeValue edge={pick.edge} />
              </Td>
              <Td>
                <StatusBadge status={pick.status} />
              </Td>
              <Td>
                <PendingRowActions pick={pick} actions={actions} onOpenDialog={onOpenDialog} />
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}

import type { AdminPick } from '@arcade/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EdgeValue } from '@/components/ui/edge-value';
import { SportBadge } from '@/components/ui/sport-badge';
import { TierBadge } from '@/components/ui/tier-badge';
import { cn } from '@/lib/cn';
import { formatAmericanOdds, formatDecimal, formatPercent } from '@/lib/format';
import { useMatchLabel } from '@/lib/use-match-label';
import type { PickActions } from '../hooks/use-pick-actions';
import type { PickSelection } from '../hooks/use-pick-selection';
import { CHECKBOX_CLASS, DateCell, MatchCell, pickLine, StatusBadge } from './pick-cells';
import type { PickDialogKind } from './pick-dialogs';
import { ApprovedRowActions, PendingRowActions } from './row-actions';

type OpenDialog = (kind: PickDialogKind, pick: AdminPick) => void;

/** One pick on a phone: the table's columns stacked, its actions along the bottom. */
function PickCard({
  pick,
  leading,
  figures,
  actions,
  isSelected = false,
}: {
  pick: AdminPick;
  leading?: ReactNode;
  figures: ReactNode;
  actions: ReactNode;
  isSelected?: boolean;
}) {
  return (
    <li
      data-testid={`pick-card-${pick.id}`}
      className={cn(
        'rounded-2xl border border-line bg-surface/60 p-4 transition-colors',
        isSelected && 'border-edge/40 bg-edge/5',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          {leading}
          <SportBadge sport={pick.sport} />
          <DateCell pick={pick} />
        </div>
        <StatusBadge status={pick.status} />
      </div>
      <div className="mt-3">
        <MatchCell pick={pick} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-semibold text-ink">{pickLine(pick)}</span>
        <TierBadge tier={pick.tier} />
        <span className="tabular ml-auto text-sm">{figures}</span>
      </div>
      <div className="mt-3 border-line/70 border-t pt-2">{actions}</div>
    </li>
  );
}

export function PendingPickCards({
  picks,
  selection,
  actions,
  onOpenDialog,
}: {
  picks: readonly AdminPick[];
  selection: PickSelection;
  actions: PickActions;
  onOpenDialog: OpenDialog;
}) {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-2.5 px-1 text-ink-muted text-sm">
        <input
          type="checkbox"
          className={CHECKBOX_CLASS}
          checked={selection.isAllSelected}
          ref={(input) => {
            if (input) input.indeterminate = selection.isPartlySelected;
          }}
          onChange={selection.toggleAll}
        />
        {t('table.selectAll')}
      </label>
      <ul data-testid="pending-cards" className="grid gap-3">
        {picks.map((pick) => (
          <PickCard
            key={pick.id}
            pick={pick}
            isSelected={selection.isSelected(pick.id)}
            leading={
              <input
                type="checkbox"
                aria-label={t('table.selectRow', { match: matchLabel(pick) })}
                className={CHECKBOX_CLASS}
                checked={selection.isSelected(pick.id)}
                onChange={() => selection.toggle(pick.id)}
              />
            }
            figures={
              <>
                <span className="text-ink-subtle">{t('columns.probability')} </span>
                <span className="font-semibold text-ink">{formatPercent(pick.pModel)}</span>
                <span className="text-ink-subtle"> · {t('columns.edge')} </span>
                <EdgeValue edge={pick.edge} />
              </>
            }
            actions={<PendingRowActions pick={pick} actions={actions} onOpenDialog={onOpenDialog} />}
          />
        ))}
      </ul>
    </div>
  );
}

export function ApprovedPickCards({
  picks,
  actions,
  onOpenDialog,
  onDelete,
}: {
  picks: readonly AdminPick[];
  actions: PickActions;
  onOpenDialog: OpenDialog;
  onDelete: (pick: AdminPick) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <ul data-testid="approved-cards" className="grid gap-3">
      {picks.map((pick) => (
        <PickCard
          key={pick.id}
          pick={pick}
          figures={
            <>
              <span className="font-semibold text-ink">{formatDecimal(pick.odds)}</span>{' '}
              <span className="text-ink-subtle">({formatAmericanOdds(pick.oddsAmerican)})</span>
              <span className="text-ink-subtle"> · {t('columns.edge')} </span>
              <EdgeValue edge={pick.edge} />
              <span className="text-ink-subtle"> · {t('columns.stake')} </span>
              <span className="text-ink">{formatDecimal(pick.stake)}</span>
            </>
          }
          actions={
            <ApprovedRowActions
              pick={pick}
              actions={actions}
              onOpenDialog={onOpenDialog}
              onDelete={onDelete}
            />
          }
        />
      ))}
    </ul>
  );
}

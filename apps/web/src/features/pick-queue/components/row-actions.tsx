import type { AdminPick } from '@arcade/contracts';
import {
  CalendarClock,
  CheckCircle2,
  CircleCheck,
  CircleMinus,
  CircleX,
  Eye,
  Layers,
  Send,
  SquarePen,
  Undo2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { PickActions } from '../hooks/use-pick-actions';
import { IconAction } from './pick-cells';
import type { PickDialogKind } from './pick-dialogs';

/** A published pick is withdrawn only before its start (the server refuses after it, or with no start). */
const hasStarted = (pick: AdminPick) =>
  pick.eventStartTime === null || Date.parse(pick.eventStartTime) <= Date.now();

type RowActionsProps = {
  pick: AdminPick;
  actions: PickActions;
  onOpenDialog: (kind: PickDialogKind, pick: AdminPick) => void;
};

/** Pendientes: view analysis, edit tier, edit odds, approve, publish. */
export function PendingRowActions({ pick, actions, onOpenDialog }: RowActionsProps) {
  const { t } = useTranslation('admin');
  const isBusy = actions.busyId === pick.id;
  return (
    <div className="flex justify-end gap-0.5">
      <IconAction
        icon={Eye}
        label={t('actions.viewAnalysis')}
        onClick={() => onOpenDialog('analysis', pick)}
      />
      <IconAction icon={Layers} label={t('actions.editTier')} onClick={() => onOpenDialog('tier', pick)} />
      <IconAction icon={SquarePen} label={t('actions.editOdds')} onClick={() => onOpenDialog('odds', pick)} />
      <IconAction
        icon={CheckCircle2}
        tone="premium"
        label={t('actions.approve')}
        disabled={isBusy}
        onClick={() => void actions.approve(pick)}
      />
      <IconAction
        icon={Send}
        tone="edge"
        label={t('actions.publish')}
        disabled={isBusy || actions.isPublishing}
        onClick={() => void actions.publish([pick.id])}
      />
    </div>
  );
}

/**
 * Aprobados/Publicados: edit tier and odds (on a published pick corrections of the public record);
 * approved → publish; published → edit date, win, loss, push (each confirmed first), and withdraw
 * while its event has not started.
 */
export function ApprovedRowActions({
  pick,
  actions,
  onOpenDialog,
  onDelete,
}: RowActionsProps & { onDelete: (pick: AdminPick) => void }) {
  const { t } = useTranslation('admin');
  const isBusy = actions.busyId === pick.id;
  return (
    <div className="flex items-center justify-end gap-0.5">
      <IconAction
        icon={Eye}
        label={t('actions.viewAnalysis')}
        onClick={() => onOpenDialog('analysis', pick)}
      />
      <IconAction icon={Layers} label={t('actions.editTier')} onClick={() => onOpenDialog('tier', pick)} />
      <IconAction icon={SquarePen} label={t('actions.editOdds')} onClick={() => onOpenDialog('odds', pick)} />
      {pick.status === 'approved' ? (
        <Button
          size="sm"
          className="ml-1 h-8"
          disabled={isBusy || actions.isPublishing}
          onClick={() => void actions.publish([pick.id])}
        >
          <Send aria-hidden="true" />
          {t('actions.publish')}
        </Button>
      ) : (
        <>
          <IconAction
            icon={CalendarClock}
            label={t('actions.editDate')}
            onClick={() => onOpenDialog('date', pick)}
          />
          <IconAction
            icon={CircleCheck}
            tone="edge"
            label={t('actions.markWin')}
            disabled={isBusy}
            onClick={() => void actions.markResult(pick, 'win')}
          />
          <IconAction
            icon={CircleX}
            tone="danger"
            label={t('actions.markLoss')}
            disabled={isBusy}
            onClick={() => void actions.markResult(pick, 'loss')}
          />
          <IconAction
            icon={CircleMinus}
            label={t('actions.markPush')}
            disabled={isBusy}
            onClick={() => void actions.markResult(pick, 'push')}
          />
          <IconAction
            icon={Undo2}
            tone="danger"
            label={hasStarted(pick) ? t('recordActions.withdrawStarted') : t('recordActions.withdraw')}
            disabled={isBusy || hasStarted(pick)}
            onClick={() => onDelete(pick)}
          />
        </>
      )}
    </div>
  );
}

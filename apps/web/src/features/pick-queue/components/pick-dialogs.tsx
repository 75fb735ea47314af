import type { AdminPick } from '@arcade/contracts';
import { AnalysisLogDialog } from '@/features/analysis-log';
import { EditOddsDialog } from '@/features/pick-odds';
import { EditDateDialog } from './dialogs/edit-date-dialog';
import { EditTierDialog } from './dialogs/edit-tier-dialog';

export type PickDialogKind = 'analysis' | 'tier' | 'odds' | 'date';
export type PickDialogState = { kind: PickDialogKind; pick: AdminPick } | null;

/** The per-pick dialogs of a tab; one is open at a time. */
export function PickDialogs({ dialog, onClose }: { dialog: PickDialogState; onClose: () => void }) {
  const pickFor = (kind: PickDialogKind) => (dialog?.kind === kind ? dialog.pick : null);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <AnalysisLogDialog pick={pickFor('analysis')} onOpenChange={onOpenChange} />
      <EditTierDialog pick={pickFor('tier')} onOpenChange={onOpenChange} />
      <EditOddsDialog pick={pickFor('odds')} onOpenChange={onOpenChange} />
      <EditDateDialog pick={pickFor('date')} onOpenChange={onOpenChange} />
    </>
  );
}

import { type AdminPick, type Tier, TierSchema } from '@arcade/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/use-toast';
import { useUpdatePickTier } from '../../api/update-pick-tier';
import { useMatchLabel } from '../../hooks/use-match-label';
import { SelectField } from '../records/select-field';
import { DialogShell, SaveCancelActions } from './dialog-shell';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

export function EditTierDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  return (
    <DialogShell
      open={pick !== null}
      onOpenChange={onOpenChange}
      title={t('tierDialog.title')}
      description={pick ? matchLabel(pick) : undefined}
      testId="edit-tier-dialog"
    >
      {pick ? <TierForm key={pick.id} pick={pick} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function TierForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [tier, setTier] = useState<Tier>(pick.tier);
  const mutation = useUpdatePickTier();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await mutation.mutateAsync({ id: pick.id, tier });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.updateError'), description: getErrorMessage(error) });
      return;
    }
    toast({
      title: t('toasts.updatedTitle'),
      description: `${t('tierDialog.label')}: ${t(`tiers.${tier}`)}`,
    });
    onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <SelectField
        label={t('tierDialog.label')}
        value={tier}
        onChange={(event) => setTier(TierSchema.parse(event.target.value))}
        options={TierSchema.options.map((value) => ({ value, label: t(`tiers.${value}`) }))}
      />
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

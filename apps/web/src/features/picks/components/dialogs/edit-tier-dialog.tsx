import { type AdminPick, type Tier, TierSchema } from '@arcade/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { SelectField } from '@/components/ui/select-field';
import { useUpdatePickTier } from '../../api/update-pick-tier';
import { PickEditDialog, useSaveWithToasts } from './pick-edit-dialog';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

export function EditTierDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PickEditDialog
      pick={pick}
      onOpenChange={onOpenChange}
      title={t('tierDialog.title')}
      testId="edit-tier-dialog"
    >
      {(current, onDone) => <TierForm pick={current} onDone={onDone} />}
    </PickEditDialog>
  );
}

function TierForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [tier, setTier] = useState<Tier>(pick.tier);
  const mutation = useUpdatePickTier();

  const saveWithToasts = useSaveWithToasts();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveWithToasts(
      () => mutation.mutateAsync({ id: pick.id, tier }),
      `${t('tierDialog.label')}: ${t(`tiers.${tier}`)}`,
    );
    if (saved) onDone();
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

import { type AdminPick, CORRECTION_REASON_MIN, PickTierUpdateSchema, TierSchema } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { SelectField } from '@/components/ui/select-field';
import { PickEditDialog, ReasonField, useReasonErrorText, useSaveWithToasts } from '@/features/picks';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useUpdatePickTier } from '../../api/update-pick-tier';

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

/**
 * Any pick not graded; a published pick's new tier is a correction of the public record, which needs a
 * reason (the server refuses it without one: `correction_needs_reason`).
 */
function TierForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const reasonErrorText = useReasonErrorText();
  const form = useZodForm(PickTierUpdateSchema, { defaultValues: { tier: pick.tier, reason: '' } });
  const mutation = useUpdatePickTier();
  const isPublished = pick.status === 'published';

  const saveWithToasts = useSaveWithToasts();

  const onSubmit = form.handleSubmit(async ({ tier, reason }) => {
    if (isPublished && tier !== pick.tier && (reason?.trim().length ?? 0) < CORRECTION_REASON_MIN) {
      form.setError('reason', { type: 'too_small' }, { shouldFocus: true });
      return;
    }
    const saved = await saveWithToasts(
      () => mutation.mutateAsync({ id: pick.id, tier, ...(reason ? { reason } : {}) }),
      `${t('tierDialog.label')}: ${t(`tiers.${tier}`)}`,
    );
    if (saved) onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <SelectField
        label={t('tierDialog.label')}
        data-testid="tier-select"
        options={TierSchema.options.map((value) => ({ value, label: t(`tiers.${value}`) }))}
        {...form.register('tier')}
      />
      {isPublished ? (
        <>
          <p
            data-testid="tier-correction-note"
            className="rounded-lg border border-premium/30 bg-premium/5 p-3 text-ink-muted text-xs leading-relaxed"
          >
            {t('tierCorrection.note')}
          </p>
          <ReasonField
            isRequired
            label={t('tierCorrection.reason')}
            hint={t('tierCorrection.reasonHint')}
            error={reasonErrorText(form.formState.errors.reason)}
            testId="tier-reason"
            {...form.register('reason')}
          />
        </>
      ) : null}
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

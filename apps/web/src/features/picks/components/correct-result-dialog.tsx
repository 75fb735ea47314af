import { type AdminPick, PickResultSchema, PickResultUpdateSchema } from '@arcade/contracts';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-shell';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useMarkPickResult } from '../api/mark-pick-result';
import { requiredReason } from '../lib/correction-reason';
import { PickEditDialog, useSaveWithToasts } from './pick-edit-dialog';
import { ReasonField, useReasonErrorText } from './reason-field';

/** A result's correction: the contract's result, and the reason a correction needs. */
const CorrectResultFormSchema = PickResultUpdateSchema.pick({ result: true }).extend({
  reason: requiredReason,
});

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/**
 * Corregir resultado: a graded pick's result changed with the admin's reason (at least 5
 * characters), which the public ledger keeps beside the correction; the profit is settled again.
 */
export function CorrectResultDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PickEditDialog
      pick={pick}
      onOpenChange={onOpenChange}
      title={t('correctDialog.title')}
      testId="correct-result-dialog"
      size="md"
    >
      {(current, onDone) => <CorrectResultForm pick={current} onDone={onDone} />}
    </PickEditDialog>
  );
}

function CorrectResultForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const choices = PickResultSchema.options.filter((value) => value !== pick.result);
  const reasonErrorText = useReasonErrorText();
  const form = useZodForm(CorrectResultFormSchema, {
    defaultValues: { result: choices[0] ?? 'win', reason: '' },
  });
  const mutation = useMarkPickResult();
  const saveWithToasts = useSaveWithToasts();
  const from = pick.result ? t(`results.${pick.result}`) : '—';

  const onSubmit = form.handleSubmit(async ({ result, reason }) => {
    const saved = await saveWithToasts(
      () => mutation.mutateAsync({ pickId: pick.id, result, reason }),
      t('correctDialog.saved', { from, to: t(`results.${result}`) }),
    );
    if (saved) onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <p className="text-ink-muted text-sm">
        {t('correctDialog.current')}{' '}
        <strong data-testid="correct-result-current" className="text-ink">
          {from}
        </strong>
      </p>
      <SelectField
        label={t('correctDialog.newResult')}
        data-testid="correct-result-select"
        options={choices.map((value) => ({ value, label: t(`results.${value}`) }))}
        {...form.register('result')}
      />
      <ReasonField
        label={t('correctDialog.reason')}
        hint={t('correctDialog.reasonHint')}
        isRequired
        error={reasonErrorText(form.formState.errors.reason)}
        testId="correct-result-reason"
        {...form.register('reason')}
      />
      <p className="flex gap-2 rounded-lg border border-premium/30 bg-premium/5 p-3 text-ink-muted text-xs leading-relaxed">
        <ScrollText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-premium" />
        {t('correctDialog.ledgerNote')}
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t('dialog.cancel')}
        </Button>
        <SubmitButton isPending={mutation.isPending} pendingLabel={t('dialog.saving')}>
          {t('correctDialog.submit')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

import { type AdminPick, CORRECTION_REASON_MIN, PickDateUpdateSchema } from '@arcade/contracts';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { formatShortDate } from '@/lib/format';
import { PickEditDialog, ReasonField, useReasonErrorText, useSaveWithToasts } from '@/features/picks';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useUpdatePickDate } from '../../api/update-pick-date';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/** A datetime-local value ('2025-10-05T18:30') in the browser's time zone. */
const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/** The typed date and time, read as a date in the browser's time zone; empty or unreadable is refused. */
const DateFormSchema = z.object({
  when: z
    .string()
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime())),
  reason: PickDateUpdateSchema.shape.reason,
});

export function EditDateDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PickEditDialog
      pick={pick}
      onOpenChange={onOpenChange}
      title={t('dateDialog.title')}
      testId="edit-date-dialog"
    >
      {(current, onDone) => <DateForm pick={current} onDone={onDone} />}
    </PickEditDialog>
  );
}

/**
 * When the pick was made. On a published pick a new date is a correction of the public record, which
 * needs a reason (the server refuses it without one: `correction_needs_reason`); the date it has
 * (to the minute the field shows) writes nothing.
 */
function DateForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const reasonErrorText = useReasonErrorText();
  const initial = toLocalInput(pick.timestamp);
  const form = useZodForm(DateFormSchema, { defaultValues: { when: initial, reason: '' } });
  const mutation = useUpdatePickDate();
  const saveWithToasts = useSaveWithToasts();
  const isPublished = pick.status === 'published';

  const onSubmit = form.handleSubmit(async ({ when, reason }) => {
    // The minute it already shows: nothing to change.
    if (toLocalInput(when.toISOString()) === initial) {
      onDone();
      return;
    }
    if (isPublished && (reason?.trim().length ?? 0) < CORRECTION_REASON_MIN) {
      form.setError('reason', { type: 'too_small' }, { shouldFocus: true });
      return;
    }
    const saved = await saveWithToasts(
      () =>
        mutation.mutateAsync({ id: pick.id, timestamp: when.toISOString(), ...(reason ? { reason } : {}) }),
      formatShortDate(when),
    );
    if (saved) onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <TextField
        type="datetime-local"
        label={t('dateDialog.label')}
        required
        error={form.formState.errors.when ? t('dateDialog.required') : undefined}
        data-testid="date-input"
        {...form.register('when')}
      />
      {isPublished ? (
        <ReasonField
          isRequired
          label={t('dateDialog.reason')}
          hint={t('dateDialog.reasonHint')}
          error={reasonErrorText(form.formState.errors.reason)}
          testId="date-reason"
          {...form.register('reason')}
        />
      ) : null}
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

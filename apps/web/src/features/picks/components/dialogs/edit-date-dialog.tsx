import type { AdminPick } from '@arcade/contracts';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { formatShortDate } from '@/lib/format';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useUpdatePickDate } from '../../api/update-pick-date';
import { PickEditDialog, useSaveWithToasts } from './pick-edit-dialog';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/** A datetime-local value ('2025-10-05T18:30') in the browser's time zone. */
const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/** The typed date and time, read as a date in the browser's time zone; empty or unreadable is refused. */
const DateFormSchema = z.object({
  when: z
    .string()
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime())),
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

function DateForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const form = useZodForm(DateFormSchema, { defaultValues: { when: toLocalInput(pick.timestamp) } });
  const mutation = useUpdatePickDate();
  const saveWithToasts = useSaveWithToasts();

  const onSubmit = form.handleSubmit(async ({ when }) => {
    const saved = await saveWithToasts(
      () => mutation.mutateAsync({ id: pick.id, timestamp: when.toISOString() }),
      formatShortDate(when),
    );
    if (saved) onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        type="datetime-local"
        label={t('dateDialog.label')}
        required
        error={form.formState.errors.when ? t('dateDialog.required') : undefined}
        data-testid="date-input"
        {...form.register('when')}
      />
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

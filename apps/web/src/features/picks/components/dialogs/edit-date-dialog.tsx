import type { AdminPick } from '@arcade/contracts';
import { format } from 'date-fns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { formatShortDate } from '@/lib/format';
import { useUpdatePickDate } from '../../api/update-pick-date';
import { PickEditDialog, useSaveWithToasts } from './pick-edit-dialog';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/** A datetime-local value ('2025-10-05T18:30') in the browser's time zone. */
const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

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
  const [value, setValue] = useState(() => toLocalInput(pick.timestamp));
  const [hasTried, setHasTried] = useState(false);
  const mutation = useUpdatePickDate();
  const saveWithToasts = useSaveWithToasts();
  const date = value ? new Date(value) : null;
  const isValid = date !== null && !Number.isNaN(date.getTime());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    if (!isValid || !date) return;
    const saved = await saveWithToasts(
      () => mutation.mutateAsync({ id: pick.id, timestamp: date.toISOString() }),
      formatShortDate(date),
    );
    if (saved) onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        type="datetime-local"
        label={t('dateDialog.label')}
        value={value}
        required
        onChange={(event) => setValue(event.target.value)}
        error={hasTried && !isValid ? t('dateDialog.required') : undefined}
        data-testid="date-input"
      />
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

import type { AdminPick } from '@arcade/contracts';
import { format } from 'date-fns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field';
import { getErrorMessage } from '../../../../lib/error-message';
import { formatShortDate } from '../../../../lib/format';
import { toast } from '../../../../lib/use-toast';
import { useUpdatePickDate } from '../../api/update-pick-date';
import { useMatchLabel } from '../../hooks/use-match-label';
import { DialogShell, SaveCancelActions } from './dialog-shell';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/** A datetime-local value ('2025-10-05T18:30') in the browser's time zone. */
const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

export function EditDateDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  return (
    <DialogShell
      open={pick !== null}
      onOpenChange={onOpenChange}
      title={t('dateDialog.title')}
      description={pick ? matchLabel(pick) : undefined}
      testId="edit-date-dialog"
    >
      {pick ? <DateForm key={pick.id} pick={pick} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function DateForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(() => toLocalInput(pick.timestamp));
  const [hasTried, setHasTried] = useState(false);
  const mutation = useUpdatePickDate();
  const date = value ? new Date(value) : null;
  const isValid = date !== null && !Number.isNaN(date.getTime());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    if (!isValid || !date) return;
    try {
      await mutation.mutateAsync({ id: pick.id, timestamp: date.toISOString() });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.updateError'), description: getErrorMessage(error) });
      return;
    }
    toast({ title: t('toasts.updatedTitle'), description: formatShortDate(date) });
    onDone();
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

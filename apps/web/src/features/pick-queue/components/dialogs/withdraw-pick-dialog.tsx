import type { AdminPick } from '@arcade/contracts';
import { LoaderCircle, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, buttonStyles } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-shell';
import { PickEditDialog, ReasonField, requiredReason, useReasonErrorText } from '@/features/picks';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useMatchLabel } from '@/lib/use-match-label';
import { toast } from '@/lib/use-toast';
import { useWithdrawPick } from '../../api/withdraw-pick';

const WithdrawFormSchema = z.object({ reason: requiredReason });

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

/**
 * Retirar: a published pick taken back before its start, with the reason the public ledger shows
 * (subscribers saw the pick, so its withdrawal stays on the record). After the start it stays.
 */
export function WithdrawPickDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PickEditDialog
      pick={pick}
      onOpenChange={onOpenChange}
      title={t('withdrawDialog.title')}
      testId="withdraw-pick-dialog"
      size="md"
    >
      {(current, onDone) => <WithdrawForm pick={current} onDone={onDone} />}
    </PickEditDialog>
  );
}

function WithdrawForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  const reasonErrorText = useReasonErrorText();
  const form = useZodForm(WithdrawFormSchema, { defaultValues: { reason: '' } });
  const mutation = useWithdrawPick();

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await mutation.mutateAsync({ id: pick.id, reason });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('recordActions.withdrawError'),
        description: getErrorMessage(error),
      });
      return;
    }
    toast({ title: t('recordActions.withdrawnTitle'), description: matchLabel(pick) });
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <p className="text-ink-muted text-sm leading-relaxed">{t('withdrawDialog.text')}</p>
      <ReasonField
        label={t('withdrawDialog.reason')}
        hint={t('withdrawDialog.reasonHint')}
        isRequired
        error={reasonErrorText(form.formState.errors.reason)}
        testId="withdraw-reason"
        {...form.register('reason')}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t('dialog.cancel')}
        </Button>
        <button
          type="submit"
          data-testid="withdraw-confirm"
          disabled={mutation.isPending}
          className={cn(buttonStyles(), 'bg-danger text-[#2a0710] shadow-none hover:bg-[#fda4af]')}
        >
          {mutation.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Undo2 aria-hidden="true" />
          )}
          {t('withdrawDialog.submit')}
        </button>
      </DialogActions>
    </form>
  );
}

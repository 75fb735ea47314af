import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/use-toast';
import { useDeleteAccount } from '../api/account-api';
import { DeleteFormSchema } from '../lib/forms';
import { showRefusal } from '../lib/refusals';
import { AccountCard } from './account-card';

const CONSEQUENCES = ['plan', 'record', 'payments', 'channels'] as const;

/**
 * "Eliminar mi cuenta": what happens, said before; the password; a last confirmation; then the person
 * is signed out and back on the home page.
 */
export function DeleteCard() {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const [isConfirming, setConfirming] = useState(false);
  const form = useZodForm(DeleteFormSchema, { defaultValues: { password: '' } });

  const onSubmit = form.handleSubmit(() => setConfirming(true));
  const confirm = () =>
    remove.mutate(form.getValues('password'), {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast({ title: t('delete.done'), description: message, duration: 8000 });
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        showRefusal(form, error, { wrong_password: 'password' }, t('delete.error'));
      },
    });

  return (
    <AccountCard
      icon={Trash2}
      title={t('delete.title')}
      description={t('delete.description')}
      testId="account-delete"
      className="border-danger/30"
    >
      <ul className="grid gap-2 text-ink-muted text-sm">
        {CONSEQUENCES.map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-danger/70" />
            <span>{t(`delete.consequences.${key}`)}</span>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <TextField
          type="password"
          canReveal
          label={t('delete.password')}
          autoComplete="current-password"
          error={errorText(form.formState.errors.password)}
          {...form.register('password')}
        />
        <Button
          type="submit"
          variant="secondary"
          className="justify-self-start border-danger/50 text-danger hover:border-danger hover:bg-danger/10"
          data-testid="account-delete-submit"
        >
          <Trash2 aria-hidden="true" />
          {t('delete.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        testId="account-delete-confirm"
        title={t('delete.confirmTitle')}
        description={t('delete.confirmText')}
        confirmLabel={t('delete.confirm')}
        isPending={remove.isPending}
        onConfirm={confirm}
      />
    </AccountCard>
  );
}

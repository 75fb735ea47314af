import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/use-toast';
import { useChangePassword } from '../api/account-api';
import { PasswordFormSchema } from '../lib/forms';
import { showRefusal } from '../lib/refusals';
import { AccountCard } from './account-card';

/** A new password, with the current one: the other sessions end and an email says so. */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const errorText = useFieldErrorText();
  const form = useZodForm(PasswordFormSchema, { defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        form.reset();
        toast({ title: t('password.changed'), description: message });
      },
      onError: (error) =>
        showRefusal(
          form,
          error,
          { wrong_password: 'currentPassword', password_too_common: 'newPassword' },
          t('password.error'),
        ),
    }),
  );

  return (
    <AccountCard
      icon={KeyRound}
      title={t('password.title')}
      description={t('password.description')}
      testId="account-password"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <TextField
          type="password"
          canReveal
          label={t('password.current')}
          autoComplete="current-password"
          error={errorText(form.formState.errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <TextField
          type="password"
          canReveal
          label={t('password.new')}
          autoComplete="new-password"
          error={errorText(form.formState.errors.newPassword)}
          {...form.register('newPassword')}
        />
        <SubmitButton
          data-testid="account-password-submit"
          className="justify-self-start"
          isPending={change.isPending}
          pendingLabel={t('password.changing')}
        >
          {t('password.submit')}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}

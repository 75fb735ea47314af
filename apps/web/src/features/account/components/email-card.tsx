import type { User } from '@arcade/contracts';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { toast } from '@/lib/use-toast';
import { useAskEmailChange, useVerifyEmailChange } from '../api/account-api';
import { EmailCodeFormSchema, EmailFormSchema } from '../lib/forms';
import { showRefusal } from '../lib/refusals';
import { AccountCard } from './account-card';

/**
 * The account's address, and moving it: the new address and the current password, then the code
 * mailed to the new address. The old address is told once it is done.
 */
export function EmailCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AccountCard
      icon={Mail}
      title={t('email.title')}
      description={t('email.description')}
      testId="account-email"
    >
      <p className="text-ink-muted text-sm">
        {t('email.current')}{' '}
        <span data-testid="account-email-current" className="break-all font-medium text-ink">
          {user.email}
        </span>
      </p>
      {sentTo === null ? (
        <AskForm onSent={setSentTo} />
      ) : (
        <CodeForm address={sentTo} onDone={() => setSentTo(null)} />
      )}
    </AccountCard>
  );
}

function AskForm({ onSent }: { onSent: (address: string) => void }) {
  const { t } = useTranslation('account');
  const ask = useAskEmailChange();
  const errorText = useFieldErrorText();
  const form = useZodForm(EmailFormSchema, { defaultValues: { newEmail: '', currentPassword: '' } });
  const onSubmit = form.handleSubmit((body) =>
    ask.mutate(body, {
      onSuccess: () => onSent(body.newEmail.trim().toLowerCase()),
      onError: (error) =>
        showRefusal(
          form,
          error,
          { wrong_password: 'currentPassword', email_taken: 'newEmail', email_unchanged: 'newEmail' },
          t('email.error'),
        ),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <TextField
        type="email"
        label={t('email.new')}
        autoComplete="email"
        error={errorText(form.formState.errors.newEmail)}
        {...form.register('newEmail')}
      />
      <TextField
        type="password"
        canReveal
        label={t('email.password')}
        autoComplete="current-password"
        error={errorText(form.formState.errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <SubmitButton
        data-testid="account-email-submit"
        variant="secondary"
        className="justify-self-start"
        isPending={ask.isPending}
        pendingLabel={t('email.sending')}
      >
        {t('email.send')}
      </SubmitButton>
    </form>
  );
}

function CodeForm({ address, onDone }: { address: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const verify = useVerifyEmailChange();
  const errorText = useFieldErrorText();
  const form = useZodForm(EmailCodeFormSchema, { defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: () => {
        toast({ title: t('email.changed'), description: t('email.changedText', { address }) });
        onDone();
      },
      onError: (error) => showRefusal(form, error, { invalid_code: 'code' }, t('email.error')),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <p
        role="status"
        data-testid="account-email-sent"
        className="rounded-xl border border-edge/30 bg-edge/5 p-3 text-ink text-sm"
      >
        {t('email.sent', { address })}
      </p>
      <TextField
        label={t('email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errorText(form.formState.errors.code)}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          data-testid="account-email-verify"
          isPending={verify.isPending}
          pendingLabel={t('email.verifying')}
        >
          {t('email.verify')}
        </SubmitButton>
        <Button variant="ghost" onClick={onDone}>
          {t('email.other')}
        </Button>
      </div>
    </form>
  );
}

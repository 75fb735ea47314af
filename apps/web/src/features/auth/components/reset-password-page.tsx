import { ResetPasswordBodySchema } from '@arcade/contracts';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useResetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { DRAFT_KEYS, useDraft } from '../hooks/use-draft';
import { AuthCard, AuthShell } from './auth-shell';
import { EmailField } from './email-field';
import { ResetDone } from './reset-done';

/** Email (prefilled from `?email=`), the 6-character code and a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const [isDone, setDone] = useState(false);
  const { draft, saveDraft, clearDraft } = useDraft(DRAFT_KEYS.resetPassword);
  const email = searchParams.get('email') ?? draft.email ?? '';
  // A saved code belongs to the address it was typed for.
  const code = !draft.email || draft.email === email ? (draft.code ?? '') : '';
  const form = useAuthForm({
    schema: ResetPasswordBodySchema,
    initialValues: { email, code, newPassword: '' },
    onValuesChange: saveDraft,
  });

  const onSubmit = form.handleSubmit((body) =>
    reset.mutate(body, {
      onSuccess: () => {
        clearDraft();
        toast({
          title: t('toasts.reset.title'),
          description: t('toasts.reset.description'),
          duration: 5000,
        });
        setDone(true);
      },
      onError: (error) => {
        form.showServerIssues(error);
        toast({
          variant: 'destructive',
          title: t('toasts.errorTitle'),
          description: authErrorText(error, { fallback: t('toasts.reset.error') }),
        });
      },
    }),
  );

  return (
    <AuthShell icon={ShieldCheck} title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <AuthCard>
        {isDone ? (
          <ResetDone />
        ) : (
          <>
            <form aria-label={t('reset.title')} noValidate onSubmit={onSubmit} className="grid gap-4">
              <EmailField error={form.errorText('email')} {...form.field('email')} />
              <TextField
                label={t('fields.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t('fields.codePlaceholder')}
                className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
                error={form.errorText('code')}
                {...form.field('code')}
              />
              <TextField
                label={t('fields.newPassword')}
                type="password"
                autoComplete="new-password"
                placeholder={t('fields.passwordPlaceholder')}
                canReveal
                error={form.errorText('newPassword')}
                {...form.field('newPassword')}
              />
              <SubmitButton
                data-testid="reset-submit"
                size="lg"
                className="mt-1 w-full"
                isPending={reset.isPending}
                pendingLabel={t('reset.pending')}
              >
                {t('reset.submit')}
              </SubmitButton>
            </form>
            <div className="mt-6 flex flex-col items-center gap-3 border-line border-t pt-5 text-sm sm:flex-row sm:justify-between">
              <Link
                to="/login"
                className="inline-flex items-center gap-1.5 font-medium text-ink-muted hover:text-ink"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('reset.back')}
              </Link>
              <Link
                to="/forgot-password"
                className="font-medium text-edge underline-offset-4 hover:underline"
              >
                {t('reset.resend')}
              </Link>
            </div>
          </>
        )}
      </AuthCard>
    </AuthShell>
  );
}

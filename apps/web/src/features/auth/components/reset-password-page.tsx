import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formMessage, useFieldErrorText } from '@/lib/form/form-messages';
import { showServerIssues, useZodForm } from '@/lib/form/use-zod-form';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useResetPassword } from '../api/reset-password';
import { DRAFT_KEYS, useDraft, useDraftAutosave } from '../hooks/use-draft';
import { ResetPasswordFormSchema } from '../lib/code';
import { showPasswordRefusal } from '../lib/password-refusal';
import { trimmed } from '../lib/trim';
import { AuthCard, AuthShell } from './auth-shell';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { ResetDone } from './reset-done';

/** Email (prefilled from `?email=`), the 6-digit code and a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const [isDone, setDone] = useState(false);
  const { draft, saveDraft, clearDraft } = useDraft(DRAFT_KEYS.resetPassword);
  const email = searchParams.get('email') ?? draft.email ?? '';
  // A saved code belongs to the address it was typed for.
  const code = !draft.email || draft.email === email ? (draft.code ?? '') : '';
  const errorText = useFieldErrorText();
  const form = useZodForm(ResetPasswordFormSchema, { defaultValues: { email, code, newPassword: '' } });
  const { errors } = form.formState;
  useDraftAutosave(form.watch, saveDraft);

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
        showServerIssues(form, error);
        const isTooCommon = showPasswordRefusal(form, 'newPassword', error);
        toast({
          variant: 'destructive',
          title: t('toasts.errorTitle'),
          description: isTooCommon
            ? errorText({ message: formMessage('passwordTooCommon') })
            : authErrorText(error, { fallback: t('toasts.reset.error') }),
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
            <form
              // Prerendered: a submit before the app's code has run must not put what was typed in a URL.
              method="post"
              aria-label={t('reset.title')}
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="grid gap-4"
            >
              <EmailField error={errorText(errors.email)} {...form.register('email', trimmed)} />
              <CodeField control={form.control} name="code" error={errorText(errors.code)} />
              <TextField
                label={t('fields.newPassword')}
                type="password"
                autoComplete="new-password"
                placeholder={t('fields.passwordPlaceholder')}
                canReveal
                error={errorText(errors.newPassword)}
                {...form.register('newPassword')}
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

import { ForgotPasswordBodySchema } from '@arcade/contracts';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { showServerIssues, useZodForm } from '@/lib/form/use-zod-form';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useForgotPassword } from '../api/forgot-password';
import { DRAFT_KEYS, useDraft, useDraftAutosave } from '../hooks/use-draft';
import { trimmed } from '../lib/trim';
import { AuthCard, AuthShell } from './auth-shell';
import { EmailField } from './email-field';

/** `@` is legal in a query string: keep the address readable, encode everything else (`+` above all). */
export function resetPasswordPath(email: string): string {
  return `/reset-password?email=${encodeURIComponent(email).replaceAll('%40', '@')}`;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { draft, saveDraft, clearDraft } = useDraft(DRAFT_KEYS.forgotPassword);
  const errorText = useFieldErrorText();
  const form = useZodForm(ForgotPasswordBodySchema, { defaultValues: { email: draft.email ?? '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  useDraftAutosave(form.watch, saveDraft);

  const onSubmit = form.handleSubmit((body) =>
    forgot.mutate(body, {
      onSuccess: ({ message }) => {
        clearDraft();
        toast({
          title: t('toasts.forgot.title'),
          description: message || t('toasts.forgot.description'),
          duration: 5000,
        });
        navigate(resetPasswordPath(body.email));
      },
      onError: (error) => {
        showServerIssues(form, error);
        toast({
          variant: 'destructive',
          title: t('toasts.errorTitle'),
          description: authErrorText(error, { fallback: t('toasts.forgot.error') }),
        });
      },
    }),
  );

  return (
    <AuthShell icon={KeyRound} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <AuthCard>
        <form
          // Prerendered: a submit before the app's code has run must not put what was typed in a URL.
          method="post"
          aria-label={t('forgot.title')}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid gap-4"
        >
          <EmailField error={errorText(form.formState.errors.email)} {...form.register('email', trimmed)} />
          <SubmitButton
            data-testid="forgot-submit"
            size="lg"
            className="mt-1 w-full"
            isPending={forgot.isPending}
            pendingLabel={t('forgot.pending')}
          >
            {t('forgot.submit')}
          </SubmitButton>
        </form>
        <div className="mt-6 flex flex-col items-center gap-3 border-line border-t pt-5 text-sm sm:flex-row sm:justify-between">
          <Link
            to="/login"
            className="inline-flex items-center gap-1.5 font-medium text-ink-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('forgot.back')}
          </Link>
          <Link
            to={email ? resetPasswordPath(email) : '/reset-password'}
            className="font-medium text-edge underline-offset-4 hover:underline"
          >
            {t('forgot.haveCode')}
          </Link>
        </div>
      </AuthCard>
    </AuthShell>
  );
}

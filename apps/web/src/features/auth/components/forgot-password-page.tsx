import { ForgotPasswordBodySchema } from '@arcade/contracts';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useForgotPassword } from '../api/forgot-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { DRAFT_KEYS, useDraft } from '../hooks/use-draft';
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
  const form = useAuthForm({
    schema: ForgotPasswordBodySchema,
    initialValues: { email: draft.email ?? '' },
    onValuesChange: saveDraft,
  });

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
        form.showServerIssues(error);
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
        <form aria-label={t('forgot.title')} noValidate onSubmit={onSubmit} className="grid gap-4">
          <EmailField error={form.errorText('email')} {...form.field('email')} />
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
            to={form.values.email ? resetPasswordPath(form.values.email.trim()) : '/reset-password'}
            className="font-medium text-edge underline-offset-4 hover:underline"
          >
            {t('forgot.haveCode')}
          </Link>
        </div>
      </AuthCard>
    </AuthShell>
  );
}

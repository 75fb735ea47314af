import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { cn } from '@/lib/cn';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { showServerIssues, useZodForm } from '@/lib/form/use-zod-form';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { VerifyEmailFormSchema } from '../lib/code';
import { CodeField } from './code-field';

/**
 * The 6-digit code of an address and a way to have it sent again, for a flow that needs a verified
 * email before it can go on (e.g. the free pick): `onVerified` runs once the server accepts the code
 * (the session's user is then marked verified).
 */
export function VerifyCodeForm({
  email,
  submitLabel,
  pendingLabel,
  isBusy = false,
  onVerified,
  className,
}: {
  email: string;
  submitLabel: string;
  pendingLabel: string;
  /** The caller's own follow-up is running (the button keeps its spinner). */
  isBusy?: boolean;
  onVerified: () => void;
  className?: string;
}) {
  const { t } = useTranslation('auth');
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const errorText = useFieldErrorText();
  const form = useZodForm(VerifyEmailFormSchema, { defaultValues: { email, code: '' } });

  const errorToast = (error: unknown, fallback: string) =>
    toast({
      variant: 'destructive',
      title: t('toasts.errorTitle'),
      description: authErrorText(error, { fallback }),
    });

  const onSubmit = form.handleSubmit((body) =>
    verify.mutate(body, {
      onSuccess: () => onVerified(),
      onError: (error) => {
        showServerIssues(form, error);
        errorToast(error, t('toasts.verify.error'));
      },
    }),
  );

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) =>
          toast({ title: t('toasts.resend.title'), description: message || t('toasts.resend.description') }),
        onError: (error) => errorToast(error, t('toasts.resend.error')),
      },
    );

  return (
    <div data-testid="verify-code-form" className={cn('grid gap-3', className)}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <CodeField
          className="flex-1"
          control={form.control}
          name="code"
          error={errorText(form.formState.errors.code)}
        />
        <SubmitButton
          data-testid="verify-code-submit"
          variant="premium"
          className="h-11 sm:mt-[1.625rem]"
          isPending={verify.isPending || isBusy}
          pendingLabel={pendingLabel}
        >
          {submitLabel}
        </SubmitButton>
      </form>
      <p className="text-ink-muted text-sm">
        {t('verify.resendPrompt')}{' '}
        <Button
          data-testid="verify-code-resend"
          variant="ghost"
          size="sm"
          className="h-auto px-1 py-0.5 text-edge hover:bg-transparent hover:text-edge hover:underline"
          disabled={resend.isPending}
          onClick={onResend}
        >
          {resend.isPending ? t('verify.resendPending') : t('verify.resend')}
        </Button>
      </p>
    </div>
  );
}

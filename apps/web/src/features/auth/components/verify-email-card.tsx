import type { User } from '@arcade/contracts';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { showServerIssues, useZodForm } from '@/lib/form/use-zod-form';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { VerifyEmailFormSchema } from '../lib/code';
import { CodeField } from './code-field';

/** For accounts whose email is not verified yet; it sits on the dashboard without blocking it. */
export function VerifyEmailCard({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const errorText = useFieldErrorText();
  const form = useZodForm(VerifyEmailFormSchema, { defaultValues: { email: user.email, code: '' } });

  const errorToast = (error: unknown, fallback: string) =>
    toast({
      variant: 'destructive',
      title: t('toasts.errorTitle'),
      description: authErrorText(error, { fallback }),
    });

  const onSubmit = form.handleSubmit((body) =>
    verify.mutate(body, {
      onSuccess: ({ message }) =>
        toast({ title: t('toasts.verify.title'), description: message || t('toasts.verify.description') }),
      onError: (error) => {
        showServerIssues(form, error);
        errorToast(error, t('toasts.verify.error'));
      },
    }),
  );

  const onResend = () =>
    resend.mutate(
      { email: user.email },
      {
        onSuccess: ({ message }) =>
          toast({ title: t('toasts.resend.title'), description: message || t('toasts.resend.description') }),
        onError: (error) => errorToast(error, t('toasts.resend.error')),
      },
    );

  return (
    <section
      data-testid="verify-email-card"
      aria-labelledby="verify-email-title"
      className="relative overflow-hidden rounded-2xl border border-premium/30 bg-gradient-to-r from-premium/10 via-surface to-surface p-5 sm:p-6"
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-10">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-premium/15 text-premium ring-1 ring-premium/30">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="verify-email-title" className="font-semibold text-ink text-lg">
              {t('verify.title')}
            </h2>
            <p className="mt-1 text-ink-muted text-sm leading-relaxed">
              {t('verify.text', { email: user.email })}
            </p>
          </div>
        </div>
        <div>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex items-start gap-2">
            <CodeField
              className="flex-1"
              control={form.control}
              name="code"
              error={errorText(form.formState.errors.code)}
            />
            <SubmitButton
              className="mt-[1.625rem] h-11"
              isPending={verify.isPending}
              pendingLabel={t('verify.pending')}
            >
              {t('verify.submit')}
            </SubmitButton>
          </form>
          <p className="mt-3 text-ink-muted text-sm">
            {t('verify.resendPrompt')}{' '}
            <Button
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
      </div>
    </section>
  );
}

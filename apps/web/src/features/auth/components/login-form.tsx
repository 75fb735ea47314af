import { LoginBodySchema, type User } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { showServerIssues, useZodForm } from '@/lib/form/use-zod-form';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useLogin } from '../api/login';
import { trimmed } from '../lib/trim';
import { EmailField } from './email-field';

type LoginFormProps = {
  onSuccess: (user: User) => void;
  autoFocus?: boolean;
};

/** Email and password; shared by /login and the landing card. */
export function LoginForm({ onSuccess, autoFocus = false }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const errorText = useFieldErrorText();
  const form = useZodForm(LoginBodySchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: ({ user }) => {
        toast({ title: t('toasts.login.title'), description: t('toasts.login.description') });
        onSuccess(user);
      },
      onError: (error) => {
        showServerIssues(form, error);
        toast({
          variant: 'destructive',
          title: t('toasts.errorTitle'),
          description: authErrorText(error, {
            fallback: t('toasts.login.error'),
            unexpected: t('toasts.login.unexpected'),
          }),
        });
      },
    }),
  );

  return (
    <form
      // Prerendered: a submit before the app's code has run must not put what was typed in a URL.
      method="post"
      data-testid="auth-form"
      data-mode="login"
      aria-label={t('login.formLabel')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
    >
      <EmailField
        autoFocus={autoFocus}
        error={errorText(errors.email)}
        {...form.register('email', trimmed)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('fields.passwordPlaceholder')}
        canReveal
        error={errorText(errors.password)}
        labelAside={
          <Link
            to="/forgot-password"
            className="font-medium text-edge text-sm underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        }
        {...form.register('password')}
      />
      <SubmitButton
        data-testid="auth-submit"
        size="lg"
        className="mt-1 w-full"
        isPending={login.isPending}
        pendingLabel={t('login.pending')}
      >
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

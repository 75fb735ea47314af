import { SignupBodySchema, type User } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { formMessage, useFieldErrorText } from '@/lib/form/form-messages';
import { showServerIssues, useZodForm } from '@/lib/form/use-zod-form';
import { currentLanguage } from '@/lib/i18n';
import { authErrorText } from '@/lib/session/auth-error';
import { toast } from '@/lib/use-toast';
import { useSignup } from '../api/signup';
import { type DraftKey, useDraft, useDraftAutosave } from '../hooks/use-draft';
import { showPasswordRefusal } from '../lib/password-refusal';
import { trimmed } from '../lib/trim';
import { EmailField } from './email-field';

/** The signup's body, with "I am 18 or older" required here as the server requires it. */
const SignupFormSchema = SignupBodySchema.refine((body) => body.ageConfirmed === true, {
  path: ['ageConfirmed'],
  message: formMessage('ageConfirmed'),
});

type SignupFormProps = {
  /** Where name and email are kept while typing (never the password). */
  draftKey: DraftKey;
  onSuccess: (user: User) => void;
  autoFocus?: boolean;
};

/** Name, email and password; shared by /login and the landing card. */
export function SignupForm({ draftKey, onSuccess, autoFocus = false }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const signup = useSignup();
  const { draft, saveDraft, clearDraft } = useDraft(draftKey);
  const errorText = useFieldErrorText();
  const form = useZodForm(SignupFormSchema, {
    defaultValues: { name: draft.name ?? '', email: draft.email ?? '', password: '', ageConfirmed: false },
  });
  const { errors } = form.formState;
  useDraftAutosave(form.watch, saveDraft);

  const onSubmit = form.handleSubmit((body) =>
    // The account's mail (verification code) goes out in the interface language.
    signup.mutate(
      { ...body, language: currentLanguage() },
      {
        onSuccess: ({ user, message }) => {
          clearDraft();
          toast({
            title: t('toasts.signup.title'),
            description: message || t('toasts.signup.description'),
            duration: 6000,
          });
          onSuccess(user);
        },
        onError: (error) => {
          showServerIssues(form, error);
          const isTooCommon = showPasswordRefusal(form, 'password', error);
          toast({
            variant: 'destructive',
            title: t('toasts.errorTitle'),
            description: isTooCommon
              ? errorText({ message: formMessage('passwordTooCommon') })
              : authErrorText(error, {
                  fallback: t('toasts.signup.error'),
                  unexpected: t('toasts.signup.unexpected'),
                }),
          });
        },
      },
    ),
  );

  return (
    <form
      // Prerendered: a submit before the app's code has run must not put what was typed in a URL.
      method="post"
      data-testid="auth-form"
      data-mode="signup"
      aria-label={t('signup.formLabel')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
    >
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        autoFocus={autoFocus}
        error={errorText(errors.name)}
        {...form.register('name')}
      />
      <EmailField error={errorText(errors.email)} {...form.register('email', trimmed)} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.passwordPlaceholder')}
        canReveal
        error={errorText(errors.password)}
        {...form.register('password')}
      />
      <div>
        <label className="flex cursor-pointer items-start gap-2.5 text-ink text-sm">
          <input
            type="checkbox"
            data-testid="signup-age"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--color-edge)]"
            aria-invalid={errors.ageConfirmed ? true : undefined}
            aria-describedby={errors.ageConfirmed ? 'signup-age-error' : undefined}
            {...form.register('ageConfirmed')}
          />
          <span>{t('signup.ageConfirmed')}</span>
        </label>
        {errors.ageConfirmed ? (
          <p id="signup-age-error" role="alert" className="mt-1.5 text-danger text-xs">
            {errorText(errors.ageConfirmed)}
          </p>
        ) : null}
      </div>
      <SubmitButton
        data-testid="auth-submit"
        size="lg"
        className="mt-1 w-full"
        isPending={signup.isPending}
        pendingLabel={t('signup.pending')}
      >
        {t('signup.submit')}
      </SubmitButton>
      <p className="text-center text-ink-subtle text-xs leading-relaxed">{t('signup.consent')}</p>
    </form>
  );
}

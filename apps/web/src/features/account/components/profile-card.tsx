import type { User } from '@arcade/contracts';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { changeLanguage } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { useUpdateAccount } from '../api/account-api';
import { ProfileFormSchema } from '../lib/forms';
import { showRefusal } from '../lib/refusals';
import { AccountCard } from './account-card';
import type { Language } from '@/lib/language';

/** The person's name and the language of the site and of every email they get. */
export function ProfileCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const update = useUpdateAccount();
  const errorText = useFieldErrorText();
  const form = useZodForm(ProfileFormSchema, { defaultValues: { name: user.name } });
  const language = (i18n.language === 'en' ? 'en' : 'es') satisfies Language;

  const onSubmit = form.handleSubmit(({ name }) =>
    update.mutate(
      { name },
      {
        onSuccess: () => toast({ title: t('profile.saved') }),
        onError: (error) => showRefusal(form, error, {}, t('profile.error')),
      },
    ),
  );
  const onLanguage = (next: Language) =>
    update.mutate(
      { language: next },
      {
        onSuccess: () => void changeLanguage(next),
        onError: (error) => showRefusal(form, error, {}, t('profile.error')),
      },
    );

  return (
    <AccountCard
      icon={UserRound}
      title={t('profile.title')}
      description={t('profile.description')}
      testId="account-profile"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-3 sm:grid-cols-[1fr_auto]"
      >
        <TextField
          label={t('profile.name')}
          autoComplete="name"
          error={errorText(form.formState.errors.name)}
          {...form.register('name')}
        />
        <SubmitButton
          data-testid="account-profile-save"
          variant="secondary"
          className="h-11 sm:mt-[1.625rem]"
          isPending={update.isPending && update.variables?.name !== undefined}
          pendingLabel={t('profile.saving')}
        >
          {t('profile.save')}
        </SubmitButton>
      </form>
      <SelectField
        label={t('profile.language')}
        value={language}
        disabled={update.isPending}
        onChange={(event) => onLanguage(event.target.value === 'en' ? 'en' : 'es')}
        options={[
          { value: 'es', label: 'Español' },
          { value: 'en', label: 'English' },
        ]}
      />
      <p className="-mt-3 text-ink-subtle text-xs">{t('profile.languageHint')}</p>
    </AccountCard>
  );
}

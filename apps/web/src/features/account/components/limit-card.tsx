import type { User } from '@arcade/contracts';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { formatDecimal } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useSetWeeklyLimit } from '../api/account-api';
import { WeeklyLimitFormSchema } from '../lib/forms';
import { AccountCard } from './account-card';

/** The person's own weekly stake limit, in bankroll units; the bets they record are checked against it. */
export function LimitCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const save = useSetWeeklyLimit();
  const errorText = useFieldErrorText();
  const current = user.weeklyStakeLimit;
  const form = useZodForm(WeeklyLimitFormSchema, {
    defaultValues: { weeklyStake: current === null ? '' : String(current) },
  });

  const send = (weeklyStake: number | null) =>
    save.mutate(weeklyStake, {
      onSuccess: ({ user: saved }) => {
        form.reset({ weeklyStake: saved?.weeklyStakeLimit == null ? '' : String(saved.weeklyStakeLimit) });
        toast({ title: weeklyStake === null ? t('limit.cleared') : t('limit.saved') });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('limit.error'), description: getErrorMessage(error) }),
    });

  const onSubmit = form.handleSubmit(({ weeklyStake }) => {
    const amount = weeklyStake === '' ? null : Number(weeklyStake.replace(',', '.'));
    if (amount !== null && amount <= 0) {
      form.setError('weeklyStake', { type: 'min', message: t('limit.positive') });
      return;
    }
    send(amount);
  });

  return (
    <AccountCard
      icon={Gauge}
      title={t('limit.title')}
      description={t('limit.description')}
      testId="account-limit"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <p data-testid="account-limit-current" className="text-ink text-sm">
          {current === null ? t('limit.none') : t('limit.current', { amount: formatDecimal(current, 2) })}
        </p>
        <TextField
          label={t('limit.label')}
          inputMode="decimal"
          placeholder={t('limit.placeholder')}
          error={errorText(form.formState.errors.weeklyStake)}
          {...form.register('weeklyStake')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            data-testid="account-limit-save"
            isPending={save.isPending}
            pendingLabel={t('limit.saving')}
          >
            {t('limit.save')}
          </SubmitButton>
          {current === null ? null : (
            <Button
              type="button"
              variant="ghost"
              data-testid="account-limit-clear"
              onClick={() => send(null)}
            >
              {t('limit.clear')}
            </Button>
          )}
        </div>
        <p className="text-ink-subtle text-xs">{t('limit.hint')}</p>
      </form>
    </AccountCard>
  );
}

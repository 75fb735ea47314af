import type { BreakPeriod, User } from '@arcade/contracts';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpLinks } from '@/components/layout/help-links';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { formatBreakEnd } from '@/lib/format-date';
import { toast } from '@/lib/use-toast';
import { useTakeBreak } from '../api/account-api';
import { AccountCard } from './account-card';

/** The card's anchor: the dashboard's weekly-limit notice links to /account#break. */
export const BREAK_ANCHOR = 'break';

const PERIODS: readonly BreakPeriod[] = ['24h', '7d', '30d', '6m', 'permanent'];

/**
 * "Tómate un descanso": 24 hours to six months, or self-exclusion, confirmed knowing it cannot be
 * undone early. During one, the card says until when and where to find help.
 */
export function BreakCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const takeBreak = useTakeBreak();
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [isConfirming, setConfirming] = useState(false);
  const onBreak = user.onBreak;

  const confirm = () =>
    takeBreak.mutate(period, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('break.started') });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ variant: 'destructive', title: t('break.error'), description: getErrorMessage(error) });
      },
    });

  return (
    <AccountCard
      icon={CalendarClock}
      title={t('break.title')}
      description={t('break.description')}
      testId="account-break"
      id={BREAK_ANCHOR}
    >
      {onBreak ? (
        <div
          data-testid="account-break-current"
          className="grid gap-3 rounded-xl border border-edge/30 bg-edge/5 p-4"
        >
          <p className="font-semibold text-ink">
            {onBreak.permanent
              ? t('break.excluded')
              : t('break.until', { when: formatBreakEnd(onBreak.endsAt ?? '') })}
          </p>
          <p className="text-ink-muted text-sm">{t('break.during')}</p>
          <HelpLinks />
        </div>
      ) : null}
      {onBreak?.permanent ? null : (
        <div className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-ink text-sm">
              {onBreak ? t('break.longer') : t('break.choose')}
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {PERIODS.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                    period === option
                      ? 'border-edge/60 bg-edge/10 text-ink'
                      : 'border-line-strong bg-surface-raised text-ink-muted hover:border-edge/40',
                    option === 'permanent' && 'col-span-2 sm:col-span-1',
                  )}
                >
                  <input
                    type="radio"
                    name="break-period"
                    value={option}
                    data-testid={`account-break-${option}`}
                    checked={period === option}
                    onChange={() => setPeriod(option)}
                    className="size-4 accent-[var(--color-edge)]"
                  />
                  {t(`break.periods.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            data-testid="account-break-start"
            onClick={() => setConfirming(true)}
          >
            {period === 'permanent' ? t('break.excludeMe') : t('break.start')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        testId="account-break-confirm"
        title={
          period === 'permanent'
            ? t('break.confirmExcludeTitle')
            : t('break.confirmTitle', { period: t(`break.periods.${period}`) })
        }
        description={t('break.confirmText')}
        acknowledgement={period === 'permanent' ? t('break.confirmExcludeBox') : undefined}
        confirmLabel={period === 'permanent' ? t('break.excludeMe') : t('break.start')}
        isPending={takeBreak.isPending}
        onConfirm={confirm}
      />
    </AccountCard>
  );
}

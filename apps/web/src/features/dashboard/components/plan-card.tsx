import { tiersOfPlan, type User } from '@arcade/contracts';
import { CalendarClock, Crown, ShieldHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatShortDate } from '@/lib/format';

/** The user's plan and when it ends, or "No plan" with the way to get one (product.md §2, issue 12). */
export function PlanCard({ user, onSubscribe }: { user: User; onSubscribe: () => void }) {
  const { t } = useTranslation('dashboard');
  const plan = user.activeSubscription;
  return (
    <section
      aria-labelledby="plan-card-title"
      data-testid="plan-card"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-premium/30 bg-premium/10 text-premium">
          {user.role === 'admin' ? (
            <ShieldHalf aria-hidden="true" className="size-5" />
          ) : (
            <Crown aria-hidden="true" className="size-5" />
          )}
        </span>
        <div className="min-w-0">
          <h2 id="plan-card-title" className="text-ink-subtle text-xs uppercase tracking-wider">
            {t('plan.title')}
          </h2>
          {user.role === 'admin' ? (
            <p className="font-semibold text-ink">{t('plan.admin')}</p>
          ) : plan ? (
            <>
              <p data-testid="plan-name" className="font-semibold text-ink text-lg">
                {t('plan.name', { plan: t(`plan.names.${plan.plan}`) })}
              </p>
              <p
                data-testid="plan-period"
                className="mt-0.5 inline-flex items-center gap-1.5 text-ink-muted text-sm"
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                {plan.currentPeriodEnd
                  ? t('plan.until', { date: formatShortDate(plan.currentPeriodEnd) })
                  : t('plan.noEnd')}
              </p>
              <p className="mt-1 text-ink-subtle text-xs">{t('plan.renewalNote')}</p>
            </>
          ) : (
            <>
              <p data-testid="plan-name" className="font-semibold text-ink text-lg">
                {t('plan.none')}
              </p>
              <p className="mt-0.5 text-ink-muted text-sm">{t('plan.noneHint')}</p>
            </>
          )}
        </div>
      </div>
      {user.role === 'admin' ? null : (
        <div className="flex flex-col gap-3 sm:items-end">
          {plan ? (
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="text-ink-subtle text-xs">{t('plan.includes')}</span>
              {tiersOfPlan(plan.plan).map((tier) => (
                <TierBadge key={tier} tier={tier} />
              ))}
            </div>
          ) : null}
          <Button variant={plan ? 'secondary' : 'premium'} size="sm" onClick={onSubscribe}>
            {plan ? t('plan.change') : t('plan.subscribe')}
          </Button>
        </div>
      )}
    </section>
  );
}

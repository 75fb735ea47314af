import { tiersOfPlan, type User } from '@arcade/contracts';
import { AlertTriangle, CalendarClock, Crown, ExternalLink, LoaderCircle, ShieldHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TierBadge } from '@/components/ui/tier-badge';
import { useDisplayZone } from '@/lib/display-zone';
import { formatMediumDate, formatShortDate } from '@/lib/format';
import { useMySubscription } from '../api/get-my-subscription';
import type { BillingActions } from '../hooks/use-billing-actions';
import { hasPaymentTrouble, isManagedInPortal, type PlanView, planView } from '../lib/billing';
import { PaymentsList } from './payments-list';

/** When the plan renews or ends: Stripe's period for a paid plan, the hand grant's end otherwise. */
function PeriodLine({ view }: { view: PlanView }) {
  const { t } = useTranslation('dashboard');
  const zone = useDisplayZone();
  const end = view.currentPeriodEnd;
  let text: string;
  if (!end) text = t('plan.noEnd');
  else if (view.managedBy !== 'stripe')
    text = t('plan.until', { date: formatShortDate(end, undefined, zone) });
  else if (view.cancelAtPeriodEnd) text = t('plan.endsOn', { date: formatMediumDate(end, undefined, zone) });
  else text = t('plan.renewsOn', { date: formatMediumDate(end, undefined, zone) });
  return (
    <p data-testid="plan-period" className="mt-0.5 inline-flex items-center gap-1.5 text-ink-muted text-sm">
      <CalendarClock aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

function PlanSummary({ user, view }: { user: User; view: PlanView }) {
  const { t } = useTranslation('dashboard');
  const zone = useDisplayZone();
  if (user.role === 'admin') return <p className="font-semibold text-ink">{t('plan.admin')}</p>;
  if (view.active && view.plan) {
    const note =
      view.managedBy !== 'stripe'
        ? t('plan.renewalNote')
        : view.cancelAtPeriodEnd
          ? t('plan.cancelNote')
          : t('plan.paidNote');
    return (
      <>
        <p data-testid="plan-name" className="font-semibold text-ink text-lg">
          {t('plan.name', { plan: t(`plan.names.${view.plan}`) })}
        </p>
        <PeriodLine view={view} />
        <p data-testid="plan-note" className="mt-1 text-ink-subtle text-xs">
          {note}
        </p>
      </>
    );
  }
  return (
    <>
      <p data-testid="plan-name" className="font-semibold text-ink text-lg">
        {t('plan.none')}
      </p>
      <p className="mt-0.5 text-ink-muted text-sm">
        {view.plan && view.currentPeriodEnd
          ? t('plan.endedOn', {
              plan: t(`plan.names.${view.plan}`),
              date: formatMediumDate(view.currentPeriodEnd, undefined, zone),
            })
          : t('plan.noneHint')}
      </p>
    </>
  );
}

function PlanButtons({
  view,
  billing,
  onSeePlans,
}: {
  view: PlanView;
  billing: BillingActions;
  onSeePlans: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const isPaid = view.managedBy === 'stripe';
  const inPortal = isManagedInPortal(view);
  return (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      {isPaid ? (
        <Button
          variant={inPortal ? 'primary' : 'secondary'}
          size="sm"
          disabled={billing.isLeaving}
          aria-busy={billing.isOpeningPortal || undefined}
          onClick={billing.manage}
        >
          {billing.isOpeningPortal ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <ExternalLink aria-hidden="true" />
          )}
          {billing.isOpeningPortal ? t('plan.opening') : t('plan.manage')}
        </Button>
      ) : null}
      {inPortal ? null : (
        <Button variant={view.active ? 'secondary' : 'premium'} size="sm" onClick={onSeePlans}>
          {view.active ? t('plan.change') : t('plan.subscribe')}
        </Button>
      )}
    </div>
  );
}

/**
 * The user's plan: its tiers and when it renews or ends, "Manage subscription" for a plan paid through
 * Stripe, the way to the plans otherwise, and the user's payments.
 */
export function PlanCard({
  user,
  billing,
  onSeePlans,
}: {
  user: User;
  billing: BillingActions;
  onSeePlans: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const subscription = useMySubscription();
  const view = planView(user, subscription.data);
  const isAdmin = user.role === 'admin';
  return (
    <section
      aria-labelledby="plan-card-title"
      data-testid="plan-card"
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-premium/30 bg-premium/10 text-premium">
            {isAdmin ? (
              <ShieldHalf aria-hidden="true" className="size-5" />
            ) : (
              <Crown aria-hidden="true" className="size-5" />
            )}
          </span>
          <div className="min-w-0">
            <h2 id="plan-card-title" className="text-ink-subtle text-xs uppercase tracking-wider">
              {t('plan.title')}
            </h2>
            <PlanSummary user={user} view={view} />
          </div>
        </div>
        {isAdmin ? null : (
          <div className="flex flex-col gap-3 sm:items-end">
            {view.active && view.plan ? (
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="text-ink-subtle text-xs">{t('plan.includes')}</span>
                {tiersOfPlan(view.plan).map((tier) => (
                  <TierBadge key={tier} tier={tier} />
                ))}
              </div>
            ) : null}
            <PlanButtons view={view} billing={billing} onSeePlans={onSeePlans} />
          </div>
        )}
      </div>
      {!isAdmin && hasPaymentTrouble(view) ? (
        <p
          role="alert"
          data-testid="payment-trouble"
          className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 p-3 text-danger text-sm"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('plan.paymentTrouble')}
        </p>
      ) : null}
      {isAdmin ? null : <PaymentsList />}
    </section>
  );
}

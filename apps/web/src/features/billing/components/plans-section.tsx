import { type BillingConfig, tiersOfPlan, type User } from '@arcade/contracts';
import { Info, Lock, PackageOpen } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { EmptyState, TableSkeleton } from '@/components/ui/table-frame';
import { getErrorMessage } from '@/lib/error-message';
import { formatMinorUnits } from '@/lib/format';
import { useBillingConfig } from '../api/get-billing-config';
import { useMySubscription } from '../api/get-my-subscription';
import type { BillingActions } from '../hooks/use-billing-actions';
import { isManagedInPortal, type PlanView, planView, sortOffers } from '../lib/billing';
import { OFFERED_PLANS } from '../lib/plans';
import { type OfferAction, PlanOfferCard } from './plan-offer-card';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** Payments off (no Stripe key): what each plan unlocks, and that an administrator grants them. */
function PaymentsOff({ user, view, billing }: { user: User; view: PlanView; billing: BillingActions }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <div
        role="note"
        data-testid="payments-off"
        className="flex gap-3 rounded-2xl border border-premium/30 bg-premium/5 p-4"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-premium" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t('offers.paymentsOffTitle')}</p>
          <p className="mt-1 text-ink-muted text-sm leading-relaxed">
            {t('offers.paymentsOff', { email: user.email })}
          </p>
        </div>
      </div>
      <ul aria-label={t('offers.title')} className={GRID}>
        {OFFERED_PLANS.map((plan) => (
          <PlanOfferCard
            key={plan}
            plan={plan}
            tiers={tiersOfPlan(plan)}
            price={null}
            isCurrent={view.active && view.plan === plan}
            action="none"
            billing={billing}
          />
        ))}
      </ul>
    </>
  );
}

function Offers({
  user,
  view,
  config,
  billing,
}: {
  user: User;
  view: PlanView;
  config: BillingConfig;
  billing: BillingActions;
}) {
  const { t } = useTranslation('dashboard');
  if (config.plans.length === 0) {
    return (
      <EmptyState
        testId="plans-empty"
        icon={<PackageOpen aria-hidden="true" className="size-5" />}
        title={t('offers.empty')}
      />
    );
  }
  const isAdmin = user.role === 'admin';
  const inPortal = isManagedInPortal(view);
  const actionFor = (isCurrent: boolean): OfferAction => {
    if (isAdmin || (inPortal && isCurrent)) return 'none';
    return inPortal ? 'portal' : 'subscribe';
  };
  return (
    <>
      {isAdmin ? <p className="text-ink-muted text-sm">{t('offers.adminNote')}</p> : null}
      <ul aria-label={t('offers.title')} className={GRID}>
        {sortOffers(config.plans).map((offer) => {
          const isCurrent = view.active && view.plan === offer.plan;
          return (
            <PlanOfferCard
              key={offer.plan}
              plan={offer.plan}
              tiers={offer.tiers}
              price={formatMinorUnits(offer.weeklyAmount, offer.currency)}
              isCurrent={isCurrent}
              action={actionFor(isCurrent)}
              billing={billing}
            />
          );
        })}
      </ul>
      <p className="inline-flex items-center gap-1.5 text-ink-subtle text-xs">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('offers.secure')}
      </p>
    </>
  );
}

/**
 * The plans on sale with their weekly price and tiers, each with Subscribe (Stripe Checkout); with
 * payments off, the plans and that an administrator grants them.
 */
export function PlansSection({
  user,
  billing,
  headingRef,
}: {
  user: User;
  billing: BillingActions;
  /** Focused by "See plans" elsewhere on the dashboard. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('dashboard');
  const config = useBillingConfig();
  const subscription = useMySubscription();
  const view = planView(user, subscription.data);
  return (
    <section
      id="plans"
      aria-labelledby="plans-title"
      data-testid="plans-section"
      className="grid scroll-mt-6 gap-5"
    >
      <header>
        <h2
          id="plans-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 font-bold text-2xl text-ink tracking-tight outline-none"
        >
          {t('offers.title')}
        </h2>
        {config.data?.enabled ? <p className="mt-1 text-ink-muted text-sm">{t('offers.subtitle')}</p> : null}
      </header>
      {config.isPending ? (
        <TableSkeleton label={t('offers.loading')} />
      ) : config.isError ? (
        <InlineError
          testId="plans-error"
          message={t('offers.error', { message: getErrorMessage(config.error) })}
          onRetry={() => void config.refetch()}
        />
      ) : config.data.enabled ? (
        <Offers user={user} view={view} config={config.data} billing={billing} />
      ) : (
        <PaymentsOff user={user} view={view} billing={billing} />
      )}
    </section>
  );
}

import type { Plan, Tier } from '@arcade/contracts';
import { CreditCard, ExternalLink, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TierBadge } from '@/components/ui/tier-badge';
import { cn } from '@/lib/cn';
import type { BillingActions } from '../hooks/use-billing-actions';

/** What a plan's button does: a new checkout, the portal (a paid plan is changed there), or nothing. */
export type OfferAction = 'subscribe' | 'portal' | 'none';

function OfferButton({
  plan,
  action,
  billing,
}: {
  plan: Plan;
  action: OfferAction;
  billing: BillingActions;
}) {
  const { t } = useTranslation('dashboard');
  const name = t(`plan.names.${plan}`);
  if (action === 'none') return null;
  if (action === 'portal') {
    return (
      <Button
        variant="secondary"
        className="w-full"
        aria-label={t('offers.switchLabel', { plan: name })}
        disabled={billing.isLeaving}
        onClick={billing.manage}
      >
        <ExternalLink aria-hidden="true" />
        {t('offers.switchInPortal')}
      </Button>
    );
  }
  const isOpening = billing.checkoutPlan === plan;
  return (
    <Button
      className="w-full"
      aria-label={t('offers.subscribeLabel', { plan: name })}
      aria-busy={isOpening || undefined}
      disabled={billing.isLeaving}
      onClick={() => billing.subscribe(plan)}
    >
      {isOpening ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <CreditCard aria-hidden="true" />
      )}
      {isOpening ? t('offers.redirecting') : t('offers.subscribe')}
    </Button>
  );
}

/** One plan: its name, the weekly price when payments are on, the tiers it unlocks and its button. */
export function PlanOfferCard({
  plan,
  tiers,
  price,
  isCurrent,
  action,
  billing,
}: {
  plan: Plan;
  tiers: readonly Tier[];
  /** Formatted weekly price; null when payments are off. */
  price: string | null;
  isCurrent: boolean;
  action: OfferAction;
  billing: BillingActions;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <li
      data-testid={`plan-offer-${plan}`}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl border bg-gradient-to-b from-surface-raised/70 to-surface p-5',
        isCurrent ? 'border-edge/60 ring-1 ring-edge/30' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-ink text-lg">{t(`plan.names.${plan}`)}</h3>
        {isCurrent ? (
          <span className="whitespace-nowrap rounded-full bg-edge/10 px-2.5 py-0.5 font-semibold text-edge text-xs ring-1 ring-edge/30 ring-inset">
            {t('offers.yourPlan')}
          </span>
        ) : null}
      </div>
      {price ? (
        <p data-testid="plan-price" className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="tabular font-bold text-3xl text-ink tracking-tight">{price}</span>{' '}
          <span className="text-ink-muted text-sm">{t('offers.perWeek')}</span>
        </p>
      ) : null}
      <div>
        <p className="text-ink-subtle text-xs uppercase tracking-wider">{t('offers.includes')}</p>
        <div data-testid="plan-tiers" className="mt-2 flex flex-wrap gap-1.5">
          {tiers.map((tier) => (
            <TierBadge key={tier} tier={tier} />
          ))}
        </div>
      </div>
      {action === 'none' ? null : (
        <div className="mt-auto pt-1">
          <OfferButton plan={plan} action={action} billing={billing} />
        </div>
      )}
    </li>
  );
}

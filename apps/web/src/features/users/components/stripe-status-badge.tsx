import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import i18n from '@/lib/i18n';
import type { I18nResources } from '@/types/i18n-resources';

type KnownStatus = keyof I18nResources['users']['stripe']['statuses'];

const isKnown = (status: string): status is KnownStatus => i18n.exists(`users:stripe.statuses.${status}`);

const TONES: Partial<Record<KnownStatus, string>> = {
  active: 'bg-edge/10 text-edge ring-edge/30',
  trialing: 'bg-sky-400/10 text-sky-300 ring-sky-400/30',
  past_due: 'bg-premium/10 text-premium ring-premium/30',
  unpaid: 'bg-danger/10 text-danger ring-danger/30',
  incomplete: 'bg-premium/10 text-premium ring-premium/30',
  incomplete_expired: 'bg-danger/10 text-danger ring-danger/30',
};
const NEUTRAL = 'bg-slate-400/10 text-ink-muted ring-slate-400/30';

/**
 * Stripe's own status of the account's subscription, translated ('past_due' → "Pago pendiente"); a status
 * Stripe adds later shows as Stripe spells it, and '—' when Stripe never managed the plan.
 */
export function StripeStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('users');
  if (!status) {
    return (
      <span data-testid="stripe-status" className="text-ink-subtle text-sm">
        {t('stripe.none')}
      </span>
    );
  }
  const label = isKnown(status) ? t(`stripe.statuses.${status}`) : status;
  return (
    <span
      data-testid="stripe-status"
      title={t('stripe.title', { status: label })}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-[0.7rem] ring-1 ring-inset',
        (isKnown(status) && TONES[status]) || NEUTRAL,
      )}
    >
      <CreditCard aria-hidden="true" className="size-3" />
      {label}
    </span>
  );
}

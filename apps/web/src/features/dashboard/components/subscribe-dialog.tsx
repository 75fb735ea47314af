import { type Plan, tiersOfPlan } from '@arcade/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogShell } from '@/components/ui/dialog-shell';
import { TierBadge } from '@/components/ui/tier-badge';
import { cn } from '@/lib/cn';
import { OFFERED_PLANS } from '../lib/plans';

/**
 * What "subscribe" means until payments arrive: no checkout, the team grants plans by hand
 * (decisions.md §5). Lists each plan with the tiers it includes.
 */
export function SubscribeDialog({
  open,
  onOpenChange,
  email,
  currentPlan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  currentPlan: Plan | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('subscribe.title')}
      size="md"
      testId="subscribe-dialog"
    >
      <p className="flex gap-2 rounded-xl border border-premium/30 bg-premium/5 p-3 text-ink text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-premium" />
        {t('subscribe.noPayments')}
      </p>
      <p className="mt-4 text-ink-muted text-sm leading-relaxed">{t('subscribe.byTeam', { email })}</p>
      <h3 className="mt-5 font-semibold text-ink text-sm">{t('subscribe.plansTitle')}</h3>
      <ul className="mt-2 grid gap-2">
        {OFFERED_PLANS.map((plan) => (
          <li
            key={plan}
            className={cn(
              'flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-canvas/40 px-3 py-2.5',
              plan === currentPlan ? 'border-edge/50' : 'border-line',
            )}
          >
            <span className="font-semibold text-ink text-sm">
              {t(`plan.names.${plan}`)}
              {plan === currentPlan ? (
                <span className="ml-2 font-normal text-edge text-xs">{t('subscribe.yourPlan')}</span>
              ) : null}
            </span>
            <span className="flex flex-wrap gap-1">
              {tiersOfPlan(plan).map((tier) => (
                <TierBadge key={tier} tier={tier} />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <DialogActions>
        <Button onClick={() => onOpenChange(false)}>{t('subscribe.close')}</Button>
      </DialogActions>
    </DialogShell>
  );
}

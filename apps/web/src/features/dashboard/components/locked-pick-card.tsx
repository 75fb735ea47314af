import type { LockedPick } from '@arcade/contracts';
import { Gift, Lock, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MatchLabel } from '@/components/ui/match-label';
import { planForTier } from '@/features/billing';
import { cn } from '@/lib/cn';
import { PickStart } from './pick-start';

/**
 * A pick the subscriber cannot see: only the teaser the server sends (no selection, price or stake
 * exists on this side), and what would open it: the free pick before the start (after verifying the
 * email, which the claim asks for), or the plan that includes its tier.
 */
export function LockedPickCard({
  pick,
  isStarted,
  canUseFreePick,
  needsVerification = false,
  onUseFreePick,
  onSeePlans,
  className,
}: {
  pick: LockedPick;
  isStarted: boolean;
  canUseFreePick: boolean;
  /** The account's email is not verified yet: the free pick asks for the code first. */
  needsVerification?: boolean;
  onUseFreePick: () => void;
  onSeePlans: () => void;
  /** Its place in the grid (a lone last card spans the row). */
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  const plan = planForTier(pick.tier);
  return (
    <article
      data-testid="locked-pick-card"
      data-pick-id={pick.id}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-line border-dashed bg-surface/60 p-4 sm:p-5',
        className,
      )}
    >
      <PickStart pick={pick} isStarted={isStarted} />
      <div className="min-w-0">
        <p className="text-ink-muted text-sm">
          <MatchLabel match={pick} />
        </p>
        <p className="mt-1 inline-flex items-center gap-2 font-semibold text-ink">
          <Lock aria-hidden="true" className="size-4 text-premium" />
          {t('picks.locked.label')}
        </p>
        <p className="mt-0.5 text-ink-subtle text-xs">{t('picks.locked.hidden')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-line border-t pt-3">
        {canUseFreePick && !isStarted ? (
          <div className="flex w-full flex-col gap-1 sm:w-auto">
            <Button variant="premium" size="sm" onClick={onUseFreePick} className="w-full sm:w-auto">
              <Gift aria-hidden="true" />
              {t('picks.locked.useFree')}
            </Button>
            {needsVerification ? (
              <p
                data-testid="free-pick-verify-hint"
                className="inline-flex items-center gap-1 text-ink-subtle text-xs"
              >
                <MailCheck aria-hidden="true" className="size-3.5 shrink-0" />
                {t('picks.locked.verifyFirst')}
              </p>
            ) : null}
          </div>
        ) : null}
        {canUseFreePick && isStarted ? (
          <p className="w-full text-ink-subtle text-xs">{t('picks.locked.started')}</p>
        ) : null}
        <div className="flex flex-1 items-center justify-between gap-3 sm:justify-end">
          <p className="text-ink-muted text-xs">
            {t('picks.locked.inPlan', { plan: t(`plan.names.${plan}`) })}
          </p>
          <Button variant="secondary" size="sm" onClick={onSeePlans}>
            {t('picks.locked.seePlans')}
          </Button>
        </div>
      </div>
    </article>
  );
}

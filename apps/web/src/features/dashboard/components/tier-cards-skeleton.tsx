import { useTranslation } from 'react-i18next';
import { TierBadge } from '@/components/ui/tier-badge';
import { TIERS } from '../lib/tier-stats';

const bar = 'animate-pulse rounded bg-surface-raised/80';

/**
 * The four tier cards before their figures arrive: the same grid, card and badge, with bars where the
 * numbers go, so the figures take the place the page already shows instead of pushing it down.
 */
export function TierCardsSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div
      role="status"
      aria-label={t('kpis.loading')}
      data-testid="tier-cards-skeleton"
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {TIERS.map((tier) => (
        <div
          key={tier}
          aria-hidden="true"
          data-testid={`tier-card-skeleton-${tier}`}
          className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-4 sm:p-5"
        >
          <TierBadge tier={tier} className="self-start" />
          <div className={`mt-4 h-3 w-16 ${bar}`} />
          <div className={`mt-2 h-8 w-20 ${bar}`} />
          <div className={`mt-2 h-3 w-24 ${bar}`} />
          <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3 border-line border-t pt-3">
            {[0, 1, 2, 3].map((figure) => (
              <div key={figure} className="grid gap-1.5">
                <div className={`h-2.5 w-10 ${bar}`} />
                <div className={`h-4 w-12 ${bar}`} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

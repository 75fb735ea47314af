import { type Tier, tiersOfPlan, type User } from '@arcade/contracts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/lib/error-message';
import { useKpis } from '../api/get-kpis';
import { kpisByTier, TIERS } from '../lib/tier-stats';
import { TierCard } from './tier-card';
import { TierCardsSkeleton } from './tier-cards-skeleton';
import { TierHistoryDialog } from './tier-history-dialog';

function tiersSeenBy(user: User): readonly Tier[] {
  if (user.role === 'admin') return TIERS;
  return user.activeSubscription ? tiersOfPlan(user.activeSubscription.plan) : [];
}

/** The four tier cards from GET /api/kpis, each opening its history; a link to the public record. */
export function TierCards({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const kpis = useKpis();
  const [openTier, setOpenTier] = useState<Tier | null>(null);
  const seen = tiersSeenBy(user);
  return (
    <section aria-labelledby="tier-cards-title" className="grid gap-5">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="tier-cards-title" className="font-bold text-2xl text-ink tracking-tight">
            {t('kpis.title')}
          </h2>
          <p className="mt-1 text-ink-muted text-sm">{t('kpis.subtitle')}</p>
        </div>
        <Link
          to="/record"
          data-testid="record-link"
          className="inline-flex items-center gap-1.5 font-semibold text-edge text-sm hover:underline"
        >
          {t('kpis.recordLink')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </header>
      {kpis.isPending ? (
        <TierCardsSkeleton />
      ) : kpis.isError ? (
        <InlineError
          message={t('kpis.error', { message: getErrorMessage(kpis.error) })}
          onRetry={() => void kpis.refetch()}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {kpisByTier(kpis.data).map((kpi) => (
            <TierCard
              key={kpi.tier}
              kpi={kpi}
              isInPlan={seen.includes(kpi.tier)}
              onOpen={() => setOpenTier(kpi.tier)}
            />
          ))}
        </div>
      )}
      <TierHistoryDialog tier={openTier} onClose={() => setOpenTier(null)} />
    </section>
  );
}

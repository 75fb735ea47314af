import { CheckCircle2, Clock, Gift, ListChecks, NotebookPen, Send, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { StatCard } from '@/components/ui/stat-card';
import { getErrorMessage } from '@/lib/error-message';
import { formatInteger } from '@/lib/format';
import { useAdminStats } from '../api/get-admin-stats';

/**
 * Stats tab: users and pick counts from GET /api/admin/stats; every pick, then the published ones;
 * then how many people track their bets and how many bets they recorded (counts only: whose bets
 * they are is never shown to an admin).
 */
export function StatsTab() {
  const { t } = useTranslation('stats');
  const { data: stats, error, isPending, refetch } = useAdminStats();

  if (isPending) {
    return (
      <p role="status" data-testid="stats-loading" className="py-10 text-center text-ink-muted text-sm">
        {t('loading')}
      </p>
    );
  }
  if (error) {
    return (
      <InlineError
        testId="stats-error"
        message={t('error', { message: getErrorMessage(error) })}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <section data-testid="stats-tab" aria-labelledby="admin-stats-title" className="grid grid-cols-1 gap-5">
      <header>
        <h2 id="admin-stats-title" className="font-semibold text-ink text-xl">
          {t('title')}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">{t('subtitle')}</p>
      </header>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          testId="stat-total-users"
          className="col-span-2 lg:col-span-1"
          icon={Users}
          label={t('totalUsers')}
          value={formatInteger(stats.totalUsers)}
          hint={t('usersSplit', {
            regular: t('regularUsers', {
              count: stats.regularUsers,
              formatted: formatInteger(stats.regularUsers),
            }),
            admin: t('adminUsers', {
              count: stats.adminUsers,
              formatted: formatInteger(stats.adminUsers),
            }),
          })}
        />
        <StatCard
          testId="stat-total-picks"
          icon={ListChecks}
          label={t('totalPicks')}
          value={formatInteger(stats.totalPicks)}
          hint={t('totalPicksHint')}
        />
        <StatCard
          testId="stat-published-picks"
          icon={Send}
          tone="good"
          label={t('publishedPicks')}
          value={formatInteger(stats.publishedPicks)}
          hint={t('publishedPicksHint')}
        />
        <StatCard
          testId="stat-pending-picks"
          icon={Clock}
          tone="fair"
          label={t('pendingPicks')}
          value={formatInteger(stats.pendingPicks)}
          hint={t('pendingPicksHint')}
        />
        <StatCard
          testId="stat-picks-with-results"
          icon={CheckCircle2}
          label={t('picksWithResults')}
          value={formatInteger(stats.picksWithResults)}
          hint={t('picksWithResultsHint')}
        />
        <StatCard
          testId="stat-free-pick"
          icon={Gift}
          label={t('usersWithFreePick')}
          value={formatInteger(stats.usersWithFreePick)}
          hint={t('usersWithFreePickHint')}
        />
        <StatCard
          testId="stat-people-tracking-bets"
          icon={UserCheck}
          label={t('peopleTrackingBets')}
          value={formatInteger(stats.peopleTrackingBets)}
          hint={t('peopleTrackingBetsHint')}
        />
        <StatCard
          testId="stat-bets-recorded"
          icon={NotebookPen}
          label={t('betsRecorded')}
          value={formatInteger(stats.betsRecorded)}
          hint={t('betsRecordedHint')}
        />
      </div>
    </section>
  );
}

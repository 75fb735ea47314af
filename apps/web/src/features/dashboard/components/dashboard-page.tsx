import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { VerifyEmailCard } from '@/features/auth';
import { useMe } from '@/lib/session/get-me';
import { DashboardHeader } from './dashboard-header';
import { EducationSection } from './education-section';
import { PlanCard } from './plan-card';
import { RiskSection } from './risk-section';
import { SubscribeDialog } from './subscribe-dialog';
import { TierCards } from './tier-cards';
import { TodayPicks } from './today-picks';

/** The subscriber's dashboard (product.md §2): plan, tier records, today's picks, risk and education. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useMe();
  const [isSubscribeOpen, setSubscribeOpen] = useState(false);
  // The route guard renders this page only with a user.
  if (!user) return null;
  const openPlans = () => setSubscribeOpen(true);
  return (
    <>
      <title>{`${t('page.title')} · Arcade ValueBets`}</title>
      <DashboardHeader user={user} />
      <Container className="grid gap-10 py-8 sm:py-10">
        <div>
          <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('page.subtitle')}</p>
        </div>
        {user.emailVerified ? null : <VerifyEmailCard user={user} />}
        <PlanCard user={user} onSubscribe={openPlans} />
        <TierCards user={user} />
        <TodayPicks user={user} onSeePlans={openPlans} />
        <div className="grid gap-4">
          <RiskSection />
          <EducationSection />
        </div>
      </Container>
      <SubscribeDialog
        open={isSubscribeOpen}
        onOpenChange={setSubscribeOpen}
        email={user.email}
        currentPlan={user.activeSubscription?.plan ?? null}
      />
    </>
  );
}

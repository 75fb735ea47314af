import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LedgerAlert } from '@/components/ledger-alert';
import { Container } from '@/components/ui/container';
import {
  BillingNotices,
  PlanCard,
  PlansSection,
  planView,
  useBillingActions,
  useMySubscription,
} from '@/features/billing';
import { useMe } from '@/lib/session/get-me';
import { SUBSCRIBER_PICKS_PATH } from '../api/get-subscriber-picks';
import { useStoredBankroll } from '../hooks/use-stored-bankroll';
import { DashboardHeader } from './dashboard-header';
import { EducationSection } from './education-section';
import { LazyVerifyEmailCard } from './lazy-auth';
import { LazyNotificationsPanel, NotificationsPanelPlaceholder } from './lazy-notifications';
import { RiskSection } from './risk-section';
import { SessionsCard } from './sessions-card';
import { TierCards } from './tier-cards';
import { TodayPicks } from './today-picks';

/**
 * The subscriber's dashboard: plan, the plans on sale, tier records, today's picks,
 * where alerts are sent, risk and education. Without a plan the plans come right under it; with one, after the picks.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useMe();
  const queryClient = useQueryClient();
  const subscription = useMySubscription();
  const billing = useBillingActions();
  const { bankroll } = useStoredBankroll();
  const plansHeading = useRef<HTMLHeadingElement>(null);
  const seePlans = () => {
    plansHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    plansHeading.current?.focus({ preventScroll: true });
  };
  // /dashboard#plans (where a locked pick elsewhere in the app sends) opens at the plans: on the next
  // frame, after the layout has put the new page at its top.
  const wantsPlans = useLocation().hash === '#plans';
  const hasUser = user !== undefined && user !== null;
  useEffect(() => {
    if (!hasUser || !wantsPlans) return;
    const frame = requestAnimationFrame(() => {
      plansHeading.current?.scrollIntoView?.({ block: 'start' });
      plansHeading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hasUser, wantsPlans]);
  // The route guard renders this page only with a user.
  if (!user) return null;
  const hasPlan = user.role === 'admin' || planView(user, subscription.data).active;
  const plans = <PlansSection user={user} billing={billing} headingRef={plansHeading} />;
  return (
    <>
      <title>{`${t('page.title')} · Arcade ValueBets`}</title>
      <DashboardHeader user={user} />
      <Container className="grid gap-10 py-8 sm:py-10">
        <div>
          <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('page.subtitle')}</p>
        </div>
        <LedgerAlert />
        <BillingNotices
          onPlanActive={() => void queryClient.invalidateQueries({ queryKey: [SUBSCRIBER_PICKS_PATH] })}
        />
        {user.emailVerified ? null : <LazyVerifyEmailCard user={user} fallback={null} />}
        <PlanCard user={user} billing={billing} onSeePlans={seePlans} />
        {hasPlan ? null : plans}
        <TierCards user={user} />
        <TodayPicks user={user} onSeePlans={seePlans} />
        {hasPlan ? plans : null}
        <LazyNotificationsPanel browserBankroll={bankroll} fallback={<NotificationsPanelPlaceholder />} />
        {/* Below a phone's first screen: laid out and painted only as it nears the screen. */}
        <div className="grid gap-10 [contain-intrinsic-block-size:auto_1400px] [content-visibility:auto]">
          <div className="grid gap-4">
            <RiskSection />
            <EducationSection />
          </div>
          <SessionsCard />
        </div>
      </Container>
    </>
  );
}

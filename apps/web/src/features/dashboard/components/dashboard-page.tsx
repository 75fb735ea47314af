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
import { MyBetsLinkCard, MyBetsSection, WeeklyLimitNotice } from '@/features/bets';
import { useIsMediumLayout } from '@/hooks/use-media-query';
import { useMe } from '@/lib/session/get-me';
import { SUBSCRIBER_PICKS_PATH } from '../api/get-subscriber-picks';
import { useStoredBankroll } from '../hooks/use-stored-bankroll';
import { DashboardHeader } from './dashboard-header';
import { EducationSection } from './education-section';
import { LazyVerifyEmailCard } from './lazy-auth';
import { LazyNotificationsPanel, NotificationsPanelPlaceholder } from './lazy-notifications';
import { RiskSection } from './risk-section';
import { AgeConfirmCard, BreakNotice, saferPlayGate } from './safer-play-gate';
import { TierCards } from './tier-cards';
import { TodayPicks } from './today-picks';

/** The alert settings' place on the page, which "Mi cuenta" links to. */
const ALERTS_ANCHOR = 'alerts';

/**
 * The subscriber's dashboard: plan, the plans on sale, tier records, today's picks, their own bets,
 * where alerts are sent, risk and education. Without a plan the plans come right under it; with one, after the picks.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useMe();
  const queryClient = useQueryClient();
  const subscription = useMySubscription();
  const billing = useBillingActions();
  const { bankroll } = useStoredBankroll();
  const isMedium = useIsMediumLayout();
  const plansHeading = useRef<HTMLHeadingElement>(null);
  const seePlans = () => {
    plansHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    plansHeading.current?.focus({ preventScroll: true });
  };
  // /dashboard#plans (where a locked pick elsewhere in the app sends) opens at the plans, and
  // /dashboard#alerts ("Mi cuenta") at the alert settings: on the next frame, after the layout has put
  // the new page at its top.
  const { hash } = useLocation();
  const hasUser = user !== undefined && user !== null;
  useEffect(() => {
    if (!hasUser || (hash !== '#plans' && hash !== `#${ALERTS_ANCHOR}`)) return;
    const frame = requestAnimationFrame(() => {
      if (hash === '#plans') {
        plansHeading.current?.scrollIntoView?.({ block: 'start' });
        plansHeading.current?.focus({ preventScroll: true });
      } else document.getElementById(ALERTS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hasUser, hash]);
  // The route guard renders this page only with a user.
  if (!user) return null;
  const hasPlan = user.role === 'admin' || planView(user, subscription.data).active;
  const plans = <PlansSection user={user} billing={billing} headingRef={plansHeading} />;
  // On a break, or before an older account says it is 18+: no picks, no plans on sale, no free pick.
  const gate = saferPlayGate(user);
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
        {gate === 'break' ? <BreakNotice user={user} /> : null}
        {gate === 'age' ? <AgeConfirmCard /> : null}
        {gate === null ? (
          <>
            <WeeklyLimitNotice />
            <PlanCard user={user} billing={billing} onSeePlans={seePlans} />
            {hasPlan ? null : plans}
            <TierCards user={user} />
            <TodayPicks user={user} onSeePlans={seePlans} />
            {/* A phone gets the book on a page of its own. */}
            {isMedium ? <MyBetsSection /> : <MyBetsLinkCard />}
            {hasPlan ? plans : null}
          </>
        ) : null}
        {/* "Mi cuenta" links here (/dashboard#alerts). During a break no channel carries anything. */}
        {gate === 'break' ? null : (
          <div id={ALERTS_ANCHOR} className="scroll-mt-20">
            <LazyNotificationsPanel browserBankroll={bankroll} fallback={<NotificationsPanelPlaceholder />} />
          </div>
        )}
        {/* Below a phone's first screen: laid out and painted only as it nears the screen. */}
        <div className="grid gap-4 [contain-intrinsic-block-size:auto_1000px] [content-visibility:auto]">
          <RiskSection />
          <EducationSection />
        </div>
      </Container>
    </>
  );
}

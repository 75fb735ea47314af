import { ArrowLeft, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { useMe } from '@/lib/session/get-me';
import { WeeklyLimitNotice } from './my-bets-limit-notice';
import { MyBetsSection } from './my-bets-section';

/** "Mis apuestas" on a page of its own (the dashboard's section, for a phone); none of it during a break. */
export function MyBetsPage() {
  const { t } = useTranslation('bets');
  const { data: user } = useMe();
  // The route guard renders this page only with a user.
  if (!user) return null;
  return (
    <>
      <title>{`${t('myBets.title')} · Arcade ValueBets`}</title>
      <Container className="grid gap-6 py-6 sm:py-10">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 justify-self-start text-ink-muted text-sm hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('myBets.backToDashboard')}
        </Link>
        {user.onBreak ? (
          <div
            data-testid="my-bets-on-break"
            className="flex items-start gap-4 rounded-2xl border border-edge/30 bg-edge/5 p-5 sm:p-7"
          >
            <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-edge" />
            <div>
              <h1 className="font-semibold text-ink text-xl">{t('myBets.title')}</h1>
              <p className="mt-1 text-ink-muted">{t('myBets.onBreak')}</p>
            </div>
          </div>
        ) : (
          <MyBetsSection isPage notice={<WeeklyLimitNotice />} />
        )}
      </Container>
    </>
  );
}

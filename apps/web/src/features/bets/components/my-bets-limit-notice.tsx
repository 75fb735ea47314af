import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpLinks } from '@/components/layout/help-links';
import { buttonStyles } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useBetSummary } from '../api/get-bet-summary';
import { BREAK_ADDRESS } from '../lib/my-bets-format';

/**
 * Shown once the stakes of the last 7 days pass the weekly limit the person set on "Mi cuenta": it says
 * so, and offers a break.
 */
export function WeeklyLimitNotice() {
  const { t } = useTranslation('bets');
  const { data: summary } = useBetSummary();
  if (!summary?.week.isOverLimit || summary.week.limit === null) return null;
  return (
    <section
      data-testid="weekly-limit-notice"
      aria-labelledby="weekly-limit-notice-title"
      className="grid gap-4 rounded-2xl border border-premium/40 bg-premium/5 p-5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl border border-premium/40 bg-premium/10 text-premium">
          <Hourglass aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="weekly-limit-notice-title" className="font-semibold text-ink text-lg">
            {t('myBets.limit.title', {
              staked: formatMoney(summary.week.staked),
              limit: formatMoney(summary.week.limit),
            })}
          </h2>
          <p className="mt-1 max-w-2xl text-ink-muted text-sm">{t('myBets.limit.text')}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:pl-15">
        <Link
          to={BREAK_ADDRESS}
          data-testid="weekly-limit-break"
          className={buttonStyles({ variant: 'premium', size: 'md' })}
        >
          {t('myBets.limit.takeBreak')}
        </Link>
        <HelpLinks />
      </div>
    </section>
  );
}

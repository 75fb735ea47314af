import { ChevronRight, NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatInteger, formatMoney } from '@/lib/format';
import { useBetSummary } from '../api/get-bet-summary';
import { MY_BETS_PATH, signedPercentOrDash } from '../lib/my-bets-format';

const signText = (value: number) => (value < 0 ? 'text-danger' : value > 0 ? 'text-edge' : 'text-ink');

/** On a phone the dashboard links to the book's own page, with its count and result at a glance. */
export function MyBetsLinkCard() {
  const { t } = useTranslation('bets');
  const { data: summary } = useBetSummary();
  const hasBets = summary !== undefined && summary.count > 0;
  return (
    <Link
      to={MY_BETS_PATH}
      data-testid="my-bets-link-card"
      className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition-colors hover:bg-surface-raised/50"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
        <NotebookPen aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink text-lg">{t('myBets.title')}</span>
        {hasBets ? (
          <span className="block text-ink-muted text-sm tabular">
            <span className="whitespace-nowrap">
              {t('myBets.glance', { count: summary.count, formatted: formatInteger(summary.count) })}
            </span>
            {' · '}
            <span className={cn('whitespace-nowrap font-semibold', signText(summary.profit))}>
              {formatMoney(summary.profit, { signed: true })}
            </span>
            {' · '}
            <span className="whitespace-nowrap">
              {t('myBets.comparison.roi', { value: signedPercentOrDash(summary.roi) })}
            </span>
          </span>
        ) : (
          <span className="block text-ink-muted text-sm">{t('myBets.glanceEmpty')}</span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-subtle" />
    </Link>
  );
}

import type { AdminPick } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SportBadge } from '@/components/ui/sport-badge';
import { PickLabel } from '@/components/ui/pick-label';
import { ResultBadge } from '@/components/ui/result-badge';
import { TierBadge } from '@/components/ui/tier-badge';
import { CorrectResultButton } from '@/features/picks';
import { cn } from '@/lib/cn';
import { formatAmericanOdds, formatMoney, formatShortDate, formatSignedPercent } from '@/lib/format';
import { pickProfit } from '../lib/history-stats';
import { profitTone } from '../lib/tones';

const th =
  'px-3 py-2.5 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider whitespace-nowrap';
const td = 'px-3 py-3 align-middle';

/**
 * Graded picks: date, pick, tier, American odds, stake, result, profit and CLV when known, and
 * "Corregir resultado" (the correction, with its reason, goes to the public record).
 */
export function HistoryTable({
  picks,
  onCorrect,
}: {
  picks: readonly AdminPick[];
  onCorrect: (pick: AdminPick) => void;
}) {
  const { t } = useTranslation('picks');
  const { t: tAdmin } = useTranslation('admin');
  return (
    <div className="relative -mx-4 overflow-x-auto sm:mx-0">
      <table data-testid="history-table" className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">{t('history.table.caption')}</caption>
        <thead>
          <tr className="border-line border-b">
            <th scope="col" className={th}>
              {t('history.table.date')}
            </th>
            <th scope="col" className={th}>
              {t('history.table.pick')}
            </th>
            <th scope="col" className={th}>
              {t('history.table.tier')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.table.odds')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.table.stake')}
            </th>
            <th scope="col" className={th}>
              {t('history.table.result')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('history.table.profit')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              <abbr title={t('history.table.clvHint')} className="no-underline">
                {t('history.table.clv')}
              </abbr>
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              <span className="sr-only">{tAdmin('recordActions.column')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {picks.map((pick) => {
            const profit = pickProfit(pick);
            return (
              <tr
                key={pick.id}
                data-testid="history-row"
                className="border-line border-b transition-colors last:border-b-0 hover:bg-surface-raised/40"
              >
                <td className={cn(td, 'whitespace-nowrap text-ink-muted tabular')}>
                  <time dateTime={pick.timestamp}>{formatShortDate(pick.timestamp)}</time>
                </td>
                <td className={cn(td, 'max-w-[18rem]')}>
                  <div className="flex items-center gap-2.5">
                    <SportBadge sport={pick.sport} className="shrink-0" />
                    <PickLabel pick={pick} />
                  </div>
                </td>
                <td className={td}>
                  <TierBadge tier={pick.tier} />
                </td>
                <td className={cn(td, 'text-right font-medium text-ink tabular')}>
                  {formatAmericanOdds(pick.oddsAmerican)}
                </td>
                <td className={cn(td, 'text-right text-ink-muted tabular')}>{formatMoney(pick.stake)}</td>
                <td className={td}>
                  <ResultBadge result={pick.result} />
                </td>
                <td className={cn(td, 'text-right font-semibold tabular', profitTone(profit))}>
                  {formatMoney(profit, { signed: true })}
                </td>
                <td
                  className={cn(
                    td,
                    'text-right tabular',
                    pick.clv === null ? 'text-ink-subtle' : profitTone(pick.clv),
                  )}
                >
                  {pick.clv === null ? '—' : formatSignedPercent(pick.clv)}
                </td>
                <td className={cn(td, 'text-right')}>
                  <CorrectResultButton onClick={() => onCorrect(pick)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

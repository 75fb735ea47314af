import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { formatInteger, formatMoney, formatSignedPercent } from '@/lib/format';
import { type GroupSummary, shownFigures } from '../lib/history-stats';
import { profitTone } from '../lib/tones';
import { HitRate } from './hit-rate';
import { NoFigure } from './no-figure';

type PerformanceTableProps<K extends string> = {
  title: string;
  groupLabel: string;
  groups: GroupSummary<K>[];
  renderGroup: (key: K) => ReactNode;
  emptyText: string;
  testId: string;
};

const th =
  'whitespace-nowrap px-3 py-2.5 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider';
const td = 'whitespace-nowrap px-3 py-3 tabular';

/**
 * Picks, record, hit rate, profit and ROI per group (sport or tier); "—" where a figure has nothing
 * to be computed from (no graded pick, nothing staked).
 */
export function PerformanceTable<K extends string>({
  title,
  groupLabel,
  groups,
  renderGroup,
  emptyText,
  testId,
}: PerformanceTableProps<K>) {
  const { t } = useTranslation('picks');
  return (
    <SectionCard title={title} titleId={`${testId}-title`}>
      {groups.length === 0 ? (
        <p className="py-6 text-center text-ink-subtle text-sm">{emptyText}</p>
      ) : (
        <div className="relative -mx-4 overflow-x-auto sm:mx-0">
          <table data-testid={testId} className="w-full min-w-[30rem] text-left text-sm">
            <thead>
              <tr className="border-line border-b">
                <th scope="col" className={th}>
                  {groupLabel}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('history.performance.picks')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  <abbr title={t('common.recordLong')} className="no-underline">
                    {t('common.recordShort')}
                  </abbr>
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('history.performance.hitRate')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('history.performance.profit')}
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  {t('history.performance.roi')}
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => {
                const { roi, profit } = shownFigures(group);
                return (
                  <tr
                    key={group.key}
                    data-testid={`${testId}-${group.key}`}
                    className={cn('border-line border-b last:border-b-0', group.picks === 0 && 'opacity-55')}
                  >
                    <th scope="row" className="px-3 py-3 font-medium">
                      {renderGroup(group.key)}
                    </th>
                    <td className={cn(td, 'text-right text-ink')}>{formatInteger(group.picks)}</td>
                    <td className={cn(td, 'text-right text-ink-muted')}>
                      {t('common.record', { wins: group.wins, losses: group.losses, pushes: group.pushes })}
                    </td>
                    <td className={cn(td, 'text-right')}>
                      <HitRate value={group.winRate} decided={group.wins + group.losses} />
                    </td>
                    <td className={cn(td, 'text-right', profit !== null && profitTone(profit))}>
                      {profit === null ? (
                        <NoFigure label={t('common.noGraded')} />
                      ) : (
                        formatMoney(profit, { signed: true })
                      )}
                    </td>
                    <td className={cn(td, 'text-right', roi !== null && profitTone(roi))}>
                      {roi === null ? <NoFigure label={t('common.noStaked')} /> : formatSignedPercent(roi)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}

import type { FormulaFigures } from '@arcade/contracts';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatInteger, formatMoney, formatPercent, formatSignedPercent } from '@/lib/format';
import { formulaProblemAtColumn } from '../../lib/formula-problem';
import type { FigureComparison, FigureKey } from '../lib/compare-figures';

type FiguresCardProps = {
  side: 'tested' | 'current';
  figures: FormulaFigures;
  formula: string | null;
  comparison: FigureComparison[];
  testId: string;
};

/** One side of the comparison: its figures, each marked where it beats or trails the other side. */
export function FiguresCard({ side, figures, formula, comparison, testId }: FiguresCardProps) {
  const { t } = useTranslation('labFormulas');
  const none = t('results.none');
  const mark = (key: FigureKey) => {
    const row = comparison.find((item) => item.key === key);
    if (side !== 'tested' || !row?.better) return null;
    const isBetter = row.better === 'tested';
    const Icon = isBetter ? ArrowUpRight : ArrowDownRight;
    return (
      <span
        role="img"
        aria-label={t(isBetter ? 'results.better' : 'results.worse')}
        title={t(isBetter ? 'results.better' : 'results.worse')}
        className={cn('inline-flex', isBetter ? 'text-edge' : 'text-danger')}
      >
        <Icon className="size-4" aria-hidden />
      </span>
    );
  };
  const rows: { key: FigureKey; label: string; value: string; hint?: string }[] = [
    { key: 'totalPicks', label: t('results.totalPicks'), value: formatInteger(figures.totalPicks) },
    {
      key: 'record',
      label: t('results.record'),
      value: `${figures.wins}-${figures.losses}-${figures.pushes}`,
    },
    {
      key: 'winRate',
      label: t('results.winRate'),
      value: figures.winRate === null ? none : formatPercent(figures.winRate),
    },
    {
      key: 'roi',
      label: t('results.roi'),
      value: figures.roi === null ? none : formatSignedPercent(figures.roi),
      hint: figures.roiInterval
        ? t('results.interval', {
            low: formatSignedPercent(figures.roiInterval.low),
            high: formatSignedPercent(figures.roiInterval.high),
          })
        : t('results.noInterval'),
    },
    {
      key: 'profit',
      label: t('results.profit'),
      value: formatMoney(figures.profit, { signed: true }),
      hint: t('results.staked', { staked: formatMoney(figures.staked) }),
    },
    {
      key: 'clv',
      label: t('results.clv'),
      value: figures.clv === null ? none : formatSignedPercent(figures.clv),
      hint:
        figures.beatCloseRate === null
          ? t('results.noClose')
          : t('results.beatClose', { rate: formatPercent(figures.beatCloseRate), count: figures.clvBets }),
    },
    { key: 'pending', label: t('results.pending'), value: formatInteger(figures.pending) },
  ];

  return (
    <section
      data-testid={testId}
      className={cn(
        'min-w-0 rounded-2xl border bg-surface p-4 sm:p-5',
        side === 'tested' ? 'border-edge/40' : 'border-line',
      )}
    >
      <header className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold text-ink">{t(`results.${side}`)}</h4>
          <p className="mt-1 break-all font-mono text-ink-subtle text-xs">
            {formula ?? t('results.noFormula')}
          </p>
        </div>
        <span
          aria-hidden
          className={cn(
            'mt-1 h-1 w-6 shrink-0 rounded-full',
            side === 'tested' ? 'bg-edge' : 'bg-ink-subtle',
          )}
        />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0" data-testid={`${testId}-${row.key}`}>
            <dt className="text-ink-muted text-xs">{row.label}</dt>
            <dd className="mt-0.5 flex items-center gap-1 font-semibold text-ink tabular">
              {row.value}
              {mark(row.key)}
            </dd>
            {row.hint ? <dd className="text-[0.7rem] text-ink-subtle leading-snug">{row.hint}</dd> : null}
          </div>
        ))}
      </dl>
      {figures.formulaErrors > 0 ? (
        <p className="mt-4 rounded-lg border border-premium/30 bg-premium/10 p-2 text-premium text-xs">
          {t('results.formulaErrors', {
            count: figures.formulaErrors,
            message: figures.firstFormulaError ? formulaProblemAtColumn(figures.firstFormulaError, t) : '',
          })}
        </p>
      ) : null}
    </section>
  );
}

import type { TierKpi } from '@arcade/contracts';
import { CheckCircle2, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TierBadge } from '@/components/ui/tier-badge';
import { cn } from '@/lib/cn';
import { formatDecimal, formatInteger, formatSignedPercent } from '@/lib/format';
import { HitRateValue } from './hit-rate-value';

const signedTone = (value: number) =>
  value > 0 ? 'text-edge' : value < 0 ? 'text-danger' : 'text-ink-muted';

/**
 * One tier's record. The whole card opens the tier's history: a transparent button
 * spans it, so the figures stay readable text rather than one long button name.
 */
export function TierCard({ kpi, isInPlan, onOpen }: { kpi: TierKpi; isInPlan: boolean; onOpen: () => void }) {
  const { t } = useTranslation(['dashboard', 'picks']);
  const tierName = t(`picks:tiers.${kpi.tier}`);
  const decided = kpi.wins + kpi.losses;
  return (
    <article
      data-testid={`tier-card-${kpi.tier}`}
      className="group relative flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-line-strong hover:bg-surface-raised/60 sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <TierBadge tier={kpi.tier} />
        {isInPlan ? (
          <span className="inline-flex items-center gap-1 text-edge text-xs">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            {t('kpis.inPlan')}
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex items-end justify-between gap-3">
        <div>
          <p className="text-ink-subtle text-xs uppercase tracking-wider">{t('kpis.hitRate')}</p>
          <HitRateValue hitRate={kpi.hitRate} className="font-bold text-3xl tracking-tight" />
        </div>
        <ChevronRight
          aria-hidden="true"
          className="size-5 text-ink-subtle transition-transform group-hover:translate-x-0.5"
        />
      </div>
      <p data-testid={`tier-card-${kpi.tier}-decided`} className="mt-1 text-ink-muted text-xs">
        {t('kpis.winsOfDecided', {
          wins: formatInteger(kpi.wins),
          count: decided,
          formatted: formatInteger(decided),
        })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 border-line border-t pt-3 text-sm">
        <Figure label={t('kpis.total')} testId={`tier-card-${kpi.tier}-total`}>
          {formatInteger(kpi.total)}
        </Figure>
        <Figure label={t('kpis.wins')} testId={`tier-card-${kpi.tier}-wins`}>
          {formatInteger(kpi.wins)}
        </Figure>
        <Figure label={t('kpis.units')} className={signedTone(kpi.unitsProfit)}>
          {t('kpis.unitsValue', {
            value: `${kpi.unitsProfit > 0 ? '+' : ''}${formatDecimal(kpi.unitsProfit)}`,
          })}
        </Figure>
        <Figure label={t('kpis.roi')} className={kpi.roi === null ? undefined : signedTone(kpi.roi)}>
          {kpi.roi === null ? '—' : formatSignedPercent(kpi.roi)}
        </Figure>
      </dl>
      {kpi.pending > 0 ? (
        <p className="mt-3 text-ink-subtle text-xs">{t('kpis.pending', { count: kpi.pending })}</p>
      ) : null}
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('kpis.openHistory', { tier: tierName })}
        className="absolute inset-0 rounded-2xl"
      />
    </article>
  );
}

function Figure({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-subtle text-xs">{label}</dt>
      <dd data-testid={testId} className={cn('truncate font-semibold text-ink tabular', className)}>
        {children}
      </dd>
    </div>
  );
}

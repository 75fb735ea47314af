import type { GeniusContext } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { SportBadge } from '@/components/ui/sport-badge';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatDecimal, formatMoney, formatPercent, formatSignedPercent } from '@/lib/format';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-ink-muted text-sm">{label}</dt>
      <dd className="font-semibold text-ink text-sm tabular">{value}</dd>
    </div>
  );
}

const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '—' : format(value);

/** The context the Genius gets with every question ("shows the current context"). */
export function GeniusContextCard({ context }: { context: GeniusContext }) {
  const { t } = useTranslation('genius');
  const { record } = context;
  return (
    <aside
      data-testid="genius-context"
      aria-labelledby="genius-context-title"
      className="min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h3 id="genius-context-title" className="font-semibold text-ink">
        {t('context.title')}
      </h3>
      <p className="mt-1 text-ink-muted text-xs">{t('context.subtitle')}</p>

      <dl className="mt-3 divide-y divide-line">
        <Row label={t('context.kelly')} value={formatDecimal(context.kellyFraction, 2)} />
        <Row label={t('context.edgeThreshold')} value={formatPercent(context.edgeThreshold, 1)} />
        <Row label={t('context.bankroll')} value={formatMoney(context.bankroll)} />
      </dl>

      <p className="mt-3 font-medium text-ink-muted text-xs uppercase tracking-wider">
        {t('context.formula')}
      </p>
      {context.pickFormula ? (
        <code className="mt-1.5 block break-words rounded-lg border border-line bg-surface-raised px-3 py-2 font-mono text-edge text-xs leading-relaxed">
          {context.pickFormula}
        </code>
      ) : (
        <p className="mt-1.5 text-ink-subtle text-sm">{t('context.noFormula')}</p>
      )}

      <p className="mt-4 font-medium text-ink-muted text-xs uppercase tracking-wider">
        {t('context.record')}
      </p>
      <dl className="mt-1 grid grid-cols-2 gap-2">
        {[
          [t('context.wlp'), `${record.wins}-${record.losses}-${record.pushes}`],
          [t('context.hitRate'), orDash(record.hitRate, (value) => formatPercent(value, 1))],
          [t('context.roi'), orDash(record.roi, (value) => formatSignedPercent(value, 1))],
          [t('context.clv'), orDash(record.meanClv, (value) => formatSignedPercent(value, 2))],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-line bg-surface-raised px-3 py-2">
            <dt className="text-[0.7rem] text-ink-subtle uppercase tracking-wider">{label}</dt>
            <dd className="font-semibold text-ink text-sm tabular">{value}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-4 font-medium text-ink-muted text-xs uppercase tracking-wider">
        {context.picks.length === 0
          ? t('context.noPicks')
          : t('context.picks', { count: context.picks.length })}
      </p>
      {context.picks.length > 0 ? (
        <ul className="mt-2 max-h-56 space-y-2 overflow-y-auto">
          {context.picks.map((pick, index) => (
            <li
              key={`${pick.match}-${pick.selection}-${index}`}
              className="rounded-lg border border-line bg-surface-raised px-3 py-2"
            >
              <div className="flex items-center justify-between gap-2">
                <SportBadge sport={pick.sport} />
                <TierBadge tier={pick.tier} />
              </div>
              <p className="mt-1.5 truncate font-medium text-ink text-sm">
                <MatchLabel match={pick} />
              </p>
              <p className="truncate text-ink-muted text-xs">
                {pick.selection} · {t('context.odds', { odds: formatDecimal(pick.odds, 2) })}
                {pick.edge === null ? '' : ` · ${t('context.edge', { edge: formatPercent(pick.edge, 1) })}`}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

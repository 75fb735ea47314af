import type { AnalyzeAnalysis } from '@arcade/contracts';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSourceText } from '@/features/analysis-log';
import { bookmakerName } from '@/lib/bookmakers';
import { cn } from '@/lib/cn';
import {
  formatAmericanOdds,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatSignedPercent,
} from '@/lib/format';
import { analysisReason } from '../lib/analysis-text';
import { SideLabel } from './strategy-card';

function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: string;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-canvas/40 p-3">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className={cn('mt-1 truncate font-bold text-xl tabular', tone ?? 'text-ink')}>{value}</dd>
      {/* A hint wraps rather than hiding its end ("Kelly fraccional sobre…") in a narrow tile. */}
      {hint ? <dd className="mt-0.5 text-ink-subtle text-xs [overflow-wrap:anywhere]">{hint}</dd> : null}
    </div>
  );
}

const pill = 'inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset';

/** Phase 3: the consensus side priced, or why it cannot be. */
export function MarketCard({ analysis }: { analysis: AnalyzeAnalysis }) {
  const { t } = useTranslation('analyze');
  const { t: tAdmin } = useTranslation('admin');
  const market = analysis.marketEvaluation;
  return (
    <section
      data-testid="analyze-market"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-lg border border-premium/30 bg-premium/10 text-premium"
        >
          <Scale className="size-4.5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-ink text-lg">{t('market.title')}</h3>
          {market ? (
            <p className="text-ink-muted text-sm">
              {market.priceSource === 'entered' ? t('market.enteredSubtitle') : t('market.subtitle')}
              {': '}
              <strong className="text-ink">
                <SideLabel side={market.side} team={market.teamName} line={market.line} />
              </strong>
            </p>
          ) : null}
        </div>
      </header>
      {!market ? (
        <p className="rounded-xl border border-line border-dashed p-4 text-ink-muted text-sm">
          {t(`market.notes.${analysis.marketNote ?? 'no_market'}`)}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <span
              className={cn(
                pill,
                market.shouldBet
                  ? 'bg-edge/10 text-edge ring-edge/30'
                  : 'bg-danger/10 text-danger ring-danger/30',
              )}
            >
              {market.shouldBet ? t('market.shouldBet') : t('market.shouldNotBet')}
              {market.shouldBet ? '' : ` · ${analysisReason(market.shouldBetReason, tAdmin)}`}
            </span>
            <span
              className={cn(
                pill,
                market.inSweetSpot
                  ? 'bg-premium/10 text-premium ring-premium/30'
                  : 'bg-surface-raised text-ink-muted ring-line-strong',
              )}
            >
              {market.inSweetSpot ? t('market.sweetSpot') : t('market.outsideSweetSpot')}
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Figure
              label={market.priceSource === 'entered' ? t('market.enteredOdds') : t('market.bestOdds')}
              value={`${formatDecimal(market.bestOdds)} · ${formatAmericanOdds(market.oddsAmerican)}`}
              hint={
                market.bookmaker
                  ? t('market.bookmakers', {
                      bookmaker: bookmakerName(market.bookmaker),
                      count: market.bookmakers,
                    })
                  : market.bookmakers > 0
                    ? t('market.booksOnly', { count: market.bookmakers })
                    : undefined
              }
            />
            <Figure
              label={t('market.fair')}
              value={market.pMarketFair === null ? t('market.unknown') : formatPercent(market.pMarketFair)}
              hint={market.marketSource ? marketSourceText(market.marketSource, tAdmin) : undefined}
            />
            <Figure
              label={t('market.pooled')}
              value={market.pModel === null ? t('market.unknown') : formatPercent(market.pModel)}
            />
            <Figure
              label={t('market.edge')}
              value={formatSignedPercent(market.edge)}
              tone={market.edge > 0 ? 'text-edge' : 'text-danger'}
            />
            <Figure
              label={t('market.stake')}
              value={formatMoney(market.suggestedStake)}
              hint={t('market.stakeHint', { bankroll: formatMoney(market.bankroll) })}
            />
          </dl>
          {market.pMarketFair === null ? (
            <p className="text-ink-muted text-xs">
              {t('market.strategiesOnly', { probability: formatPercent(market.pStrategies) })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

import type { AnalysisLog } from '@arcade/contracts';
import { Flag, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TierBadge } from '@/components/ui/tier-badge';
import { bookmakerName } from '@/lib/bookmakers';
import { formatAmericanOdds, formatDecimal, formatPercent } from '@/lib/format';
import { marketSourceText, reasonText } from '../lib/analysis-log';
import { Facts, PhaseCard } from './phase-card';

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Phase 3: the forecast the pick was priced on, the pool of the market's fair probability and the
 * models', and the price against it and the betting rules. A pick generated before
 * the pool has only the fair probability.
 */
export function MarketPhase({ market }: { market: AnalysisLog['marketEvaluation'] }) {
  const { t } = useTranslation('admin');
  if (!market) return <PhaseCard step="3" title={t('analysis.sections.phase3')} testId="analysis-phase-3" />;
  const bestOdds = numberOf(market.bestOdds);
  const fair = numberOf(market.pMarketFair);
  const source = textOf(market.marketSource);
  const models = numberOf(market.pStrategies);
  const weight = numberOf(market.modelWeight);
  const pooled = numberOf(market.pooledProbability);
  const bookmakerKey = textOf(market.bookmaker);
  const bookmaker = bookmakerKey ? bookmakerName(bookmakerKey) : null;
  const yesNo = (value: boolean) => (value ? t('analysis.market.yes') : t('analysis.market.no'));
  const fact = (label: string, value: string | null) => (value === null ? [] : [{ label, value }]);
  return (
    <PhaseCard step="3" title={t('analysis.sections.phase3')} testId="analysis-phase-3">
      <Facts
        items={[
          ...(bestOdds === null
            ? []
            : [
                {
                  label: t('analysis.market.bestOdds'),
                  value: bookmaker ? `${formatDecimal(bestOdds)} · ${bookmaker}` : formatDecimal(bestOdds),
                },
              ]),
          { label: t('analysis.market.oddsAmerican'), value: formatAmericanOdds(market.oddsAmerican) },
          ...fact(
            t('analysis.market.marketFair'),
            fair === null
              ? null
              : source
                ? `${formatPercent(fair)} · ${marketSourceText(source, t)}`
                : formatPercent(fair),
          ),
          ...fact(t('analysis.market.models'), models === null ? null : formatPercent(models)),
          ...fact(t('analysis.market.modelWeight'), weight === null ? null : formatDecimal(weight)),
          ...fact(t('analysis.market.pooled'), pooled === null ? null : formatPercent(pooled)),
          {
            label: t('analysis.market.sweetSpot'),
            value: yesNo(market.inSweetSpot),
            tone: market.inSweetSpot ? ('good' as const) : undefined,
          },
          {
            label: t('analysis.market.shouldBet'),
            value: yesNo(market.shouldBet),
            tone: market.shouldBet ? ('good' as const) : ('bad' as const),
          },
          { label: t('analysis.market.reason'), value: reasonText(market.reason, t) },
        ]}
      />
    </PhaseCard>
  );
}

/** Phase 4: the AI's capped adjustment, or why it was skipped. */
export function AiPhase({ ai }: { ai: AnalysisLog['aiEnrichment'] }) {
  const { t } = useTranslation('admin');
  if (!ai) return <PhaseCard step="4" title={t('analysis.sections.phase4')} testId="analysis-phase-4" />;
  const skipped = textOf(ai.skipped);
  const detail = textOf(ai.detail);
  return (
    <PhaseCard step="4" title={t('analysis.sections.phase4')} testId="analysis-phase-4">
      {skipped === 'not_configured' ? (
        <p className="text-ink-muted text-sm">{t('analysis.ai.notConfigured')}</p>
      ) : skipped ? (
        <div className="text-ink-muted text-sm">
          <p>{t('analysis.ai.skipped', { reason: reasonText(skipped, t) })}</p>
          {detail ? (
            // The provider's own diagnostic, in its language: kept for the operator, folded away.
            <details className="mt-1 text-ink-subtle text-xs">
              <summary className="cursor-pointer">{t('analysis.ai.technicalDetail')}</summary>
              <code className="mt-1 block break-words">{detail}</code>
            </details>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-3">
          <Facts
            items={[
              { label: t('analysis.ai.model'), value: ai.model },
              {
                label: t('analysis.ai.adjustedProbability'),
                value: ai.adjustedProbability === null ? '—' : formatPercent(ai.adjustedProbability),
              },
            ]}
          />
          {ai.warnings.length > 0 ? (
            <div>
              <p className="text-ink-subtle text-xs">{t('analysis.ai.warnings')}</p>
              <ul className="mt-1 grid gap-1">
                {ai.warnings.map((warning) => (
                  <li key={warning} className="flex items-start gap-2 text-premium text-sm">
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    {warning}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </PhaseCard>
  );
}

export function FinalDecision({ decision }: { decision: AnalysisLog['finalDecision'] }) {
  const { t } = useTranslation('admin');
  return (
    <PhaseCard
      step={<Flag aria-hidden="true" className="size-3.5" />}
      title={t('analysis.sections.final')}
      testId="analysis-final"
    >
      {decision ? (
        <div className="grid gap-3">
          <Facts
            items={[
              { label: t('analysis.final.tier'), value: <TierBadge tier={decision.tier} /> },
              { label: t('analysis.final.probability'), value: formatPercent(decision.finalProbability) },
              {
                label: t('analysis.final.edge'),
                value: formatPercent(decision.edge),
                tone: decision.edge > 0 ? 'good' : 'bad',
              },
              { label: t('analysis.final.expectedValue'), value: formatDecimal(decision.expectedValue) },
            ]}
          />
        </div>
      ) : undefined}
    </PhaseCard>
  );
}

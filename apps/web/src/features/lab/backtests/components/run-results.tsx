import type { BacktestDetailResponse } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatInteger, formatPercent, formatSignedPercent } from '@/lib/format';
import { ReliabilityDiagram } from './reliability-diagram';

const dash = '—';
const pct = (v: number | null) => (v === null ? dash : formatPercent(v));
const signed = (v: number | null) => (v === null ? dash : formatSignedPercent(v));
const dec = (v: number | null, digits = 2) => (v === null ? dash : formatDecimal(v, digits));

/** A completed run's figures: the results table, the scores against the market, the reliability diagram. */
export function RunResults({ detail }: { detail: BacktestDetailResponse }) {
  const { t } = useTranslation('labBacktests');
  const { result, scores, reliability } = detail;
  if (!result) return <p className="text-ink-muted text-sm">{t(`results.none.${detail.run.status}`)}</p>;
  const rows: [string, string][] = [
    [t('results.bets'), formatInteger(result.bets)],
    [t('results.record'), `${result.wins}-${result.losses}-${result.pushes}`],
    [t('results.hitRate'), pct(result.hitRate)],
    [
      t('results.roi'),
      result.roiLow !== null && result.roiHigh !== null
        ? t('results.roiInterval', {
            roi: signed(result.roi),
            low: signed(result.roiLow),
            high: signed(result.roiHigh),
          })
        : signed(result.roi),
    ],
    [
      t('results.profit'),
      result.profit === null
        ? dash
        : t('results.units', { value: `${result.profit > 0 ? '+' : ''}${formatDecimal(result.profit, 2)}` }),
    ],
    [t('results.avgOdds'), dec(result.avgOdds)],
    [t('results.clv'), signed(result.clv)],
    [t('results.beatClose'), pct(result.beatCloseRate)],
    [t('results.sharpe'), dec(result.sharpe)],
    [t('results.calibration'), pct(result.calibrationError)],
  ];
  const scoreRows: [string, number | null, number | null][] = scores
    ? [
        [t('scores.rps'), scores.rps, scores.marketRps],
        [t('scores.logLoss'), scores.logLoss, scores.marketLogLoss],
        [t('scores.brier'), scores.brier, scores.marketBrier],
      ]
    : [];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="flex min-w-0 flex-col gap-6">
        <table data-testid="backtest-results" className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('results.caption')}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-line/70 border-b last:border-b-0">
                <th scope="row" className="py-2 pr-4 text-left font-medium text-ink-muted">
                  {label}
                </th>
                <td className="py-2 text-right text-ink tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-ink text-sm">{t('scores.title')}</h4>
          <p className="text-ink-subtle text-xs">{t('scores.reading')}</p>
          {scoreRows.length > 0 && scores && scores.scoredMatches > 0 ? (
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('scores.title')}</caption>
              <thead>
                <tr className="border-line border-b text-ink-subtle text-xs uppercase tracking-wider">
                  <th scope="col" className="py-2 text-left font-semibold">
                    {t('scores.rule')}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t('scores.model')}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t('scores.market')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {scoreRows.map(([label, model, market]) => (
                  <tr key={label} className="border-line/70 border-b last:border-b-0">
                    <th scope="row" className="py-2 text-left font-medium text-ink-muted">
                      {label}
                    </th>
                    <td
                      className={
                        model !== null && market !== null && model <= market
                          ? 'py-2 text-right text-edge tabular-nums'
                          : 'py-2 text-right text-ink tabular-nums'
                      }
                    >
                      {dec(model, 4)}
                    </td>
                    <td className="py-2 text-right text-ink tabular-nums">{dec(market, 4)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-ink-muted text-sm">{t('scores.none')}</p>
          )}
          {scores && scores.scoredMatches > 0 ? (
            <p className="text-ink-subtle text-xs">
              {t('scores.matches', {
                count: scores.scoredMatches,
                matches: formatInteger(scores.scoredMatches),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-ink text-sm">{t('reliability.title')}</h4>
        {reliability ? (
          <ReliabilityDiagram bands={reliability.bands} source={reliability.source} />
        ) : (
          <p className="text-ink-muted text-sm">{t('reliability.none')}</p>
        )}
      </div>
    </div>
  );
}

// The product's pick policy on real history: `walkForwardPicks` with strategy `product`,
// the default configuration and the model weight fitted walk-forward, season by season, on the
// seasons before the one it prices. Judged by closing-line value first, then ROI with its interval.
import {
  BACKTEST_PRODUCT_POLICY,
  fitModelWeight,
  type HistoricalMatch,
  MIN_FIT_SAMPLES,
  type SettledPick,
  type Sport,
  summarise,
  walkForwardPicks,
} from '@arcade/core';
import { pct, share } from './quality-format';

export interface ProductCase {
  /** The sample's name in the table of fitted weights. */
  name: string;
  sport: Sport;
  /** Every match: before `dataFrom` only fits the models; from `dataFrom` on each season feeds the next season's weight. */
  matches: HistoricalMatch[];
  dataFrom: string;
  /** Rows to report: the bets in [from, to) (each season's weight was fitted on earlier seasons only). */
  reports: { label: string; from: string; to?: string }[];
  odds: 'opening' | 'closing';
  /** What the prices are, in words. */
  prices: string;
}

const day = (m: { date: Date }) => m.date.toISOString().slice(0, 10);

export const PRODUCT_HEADER = [
  '| sample | prices | bets | CLV | beat close | bets with a close | ROI | 95% interval | avg odds | model weight by season | matches |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];

/** The case's table rows, and the weight fitted on all of its seasons (the product's default). */
export function productRows(item: ProductCase): { rows: string[]; weight: number | null; samples: number } {
  const picks = walkForwardPicks({
    sport: item.sport,
    strategy: 'product',
    warmup: item.matches.filter((m) => day(m) < item.dataFrom),
    data: item.matches.filter((m) => day(m) >= item.dataFrom),
    odds: item.odds,
    alpha: 0,
    stake: 'flat',
    edgeThreshold: BACKTEST_PRODUCT_POLICY.settings.rules.edgeThreshold,
    kellyFraction: BACKTEST_PRODUCT_POLICY.settings.kellyFraction,
    policy: { ...BACKTEST_PRODUCT_POLICY, weights: 'walk-forward' },
  });
  const rows = item.reports.map(({ label, from, to }) => {
    const reported = picks.filter((p) => {
      const when = p.date ? day({ date: p.date }) : '';
      return when >= from && (!to || when < to);
    });
    const s = summarise(reported);
    const interval = s.roiInterval ? `${pct(s.roiInterval.low)} … ${pct(s.roiInterval.high)}` : '—';
    return `| ${label} | ${item.prices} | ${s.bets} | ${s.clv === null ? '—' : pct(s.clv)} | ${share(s.beatCloseRate)} | ${s.clvBets} | ${s.roi === null ? '—' : pct(s.roi)} | ${interval} | ${s.avgOdds?.toFixed(2) ?? '—'} | ${seasonWeights(reported)} | ${reported.length} |`;
  });
  const samples = picks.flatMap((p) => (p.sample ? [p.sample] : []));
  const weight = samples.length >= MIN_FIT_SAMPLES ? fitModelWeight(samples).weight : null;
  return { rows, weight, samples: samples.length };
}

/** The weights used, in order, each with the first year it applied from: "2017 0.00, 2018 0.05". */
function seasonWeights(picks: readonly SettledPick[]): string {
  const seen: string[] = [];
  let last: number | undefined;
  for (const pick of picks) {
    if (pick.modelWeight === undefined || pick.modelWeight === last) continue;
    last = pick.modelWeight;
    seen.push(`${pick.date?.toISOString().slice(0, 7) ?? ''} ${pick.modelWeight.toFixed(2)}`);
  }
  return seen.join(', ') || '—';
}

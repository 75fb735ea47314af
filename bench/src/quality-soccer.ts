// Soccer extras of `npm run bench:quality`: the model leaned on the opening market, and Kaunitz's rule at
// opening prices with α chosen on earlier seasons only (no look at the seasons it is scored on).
import {
  type HistoricalMatch,
  logarithmicPool,
  rankedProbabilityScore,
  roiInterval,
  type SettledPick,
  summarise,
  walkForwardPicks,
} from '@arcade/core';
import { pct } from './quality-format';

const options = {
  sport: 'soccer' as const,
  alpha: 0.05,
  stake: 'flat' as const,
  edgeThreshold: 0.02,
  kellyFraction: 0.25,
};
const day = (m: HistoricalMatch) => m.date.toISOString().slice(0, 10);

function meanRps(picks: readonly SettledPick[], vector: (p: SettledPick) => number[]): number {
  return picks.reduce((s, p) => s + rankedProbabilityScore(vector(p), p.outcomeIndex), 0) / picks.length;
}

const complete = (p: SettledPick) => !!(p.model && p.market && p.opening);
const pool = (p: SettledPick, w: number) =>
  logarithmicPool([p.opening as number[], p.model as number[]], [1 - w, w]);

/**
 * The Dixon–Coles model pooled with the de-vigged opening prices (known before kick-off), its weight
 * fitted on the season before the scored ones. Returns table rows: opening market alone, then the pool.
 */
export function hybridRows(
  label: string,
  all: readonly HistoricalMatch[],
  fitFrom: string,
  splitDay: string,
) {
  const run = (data: HistoricalMatch[], warmup: HistoricalMatch[]) =>
    walkForwardPicks({ ...options, strategy: 'poisson', warmup, data, odds: 'closing' }).filter(complete);
  const fitPicks = run(
    all.filter((m) => day(m) >= fitFrom && day(m) < splitDay),
    all.filter((m) => day(m) < fitFrom),
  );
  const weights = Array.from({ length: 11 }, (_, i) => i / 20);
  const weight = weights.reduce((best, w) =>
    meanRps(fitPicks, (p) => pool(p, w)) < meanRps(fitPicks, (p) => pool(p, best)) ? w : best,
  );
  const picks = run(
    all.filter((m) => day(m) >= splitDay),
    all.filter((m) => day(m) < splitDay),
  );
  const market = meanRps(picks, (p) => p.market as number[]);
  const row = (name: string, rps: number) =>
    `| ${label} | ${name} | ${rps.toFixed(4)} | ${market.toFixed(4)} | ${(rps / market).toFixed(3)} | ${picks.length} |`;
  return [
    row(
      'poisson alone',
      meanRps(picks, (p) => p.model as number[]),
    ),
    row(
      'opening market alone',
      meanRps(picks, (p) => p.opening as number[]),
    ),
    row(
      `poisson ⊕ opening market (model weight ${weight.toFixed(2)}, fitted on the season before)`,
      meanRps(picks, (p) => pool(p, weight)),
    ),
  ];
}

function bet(
  data: readonly HistoricalMatch[],
  alpha: number,
  odds: 'opening' | 'closing' = 'opening',
  consensus: 'average' | 'sharp' = 'average',
) {
  const picks = walkForwardPicks({
    ...options,
    strategy: 'market-inefficiency',
    warmup: [],
    data,
    odds,
    alpha,
    consensus,
  });
  const bets = picks.flatMap((p) => (p.bet ? [p.bet] : []));
  return { summary: summarise(picks), interval: bets.length > 1 ? roiInterval(bets) : null };
}

function strategyRow(label: string, name: string, r: ReturnType<typeof bet>) {
  const s = r.summary;
  const interval = r.interval ? `${pct(r.interval.low)} … ${pct(r.interval.high)}` : '—';
  const hit = s.hitRate === null ? '—' : `${(s.hitRate * 100).toFixed(1)}%`;
  const clv = s.clv === null ? '—' : pct(s.clv);
  const beat = s.beatCloseRate === null ? '—' : `${(s.beatCloseRate * 100).toFixed(1)}%`;
  return `| ${label} | ${name} | ${s.bets} | ${clv} | ${beat} | ${hit} | ${s.roi === null ? '—' : pct(s.roi)} | ${interval} | ${s.avgOdds?.toFixed(2) ?? '—'} |`;
}

/** Kaunitz's rule at the best opening prices: α chosen on the seasons before splitDay, then scored from splitDay on. */
export function kaunitzOpeningRows(label: string, all: readonly HistoricalMatch[], splitDay: string) {
  const before = all.filter((m) => day(m) < splitDay);
  const after = all.filter((m) => day(m) >= splitDay);
  const alphas = [0.02, 0.03, 0.04, 0.05, 0.06];
  const candidates = alphas
    .map((alpha) => ({ alpha, ...bet(before, alpha) }))
    .filter((r) => r.summary.bets >= 100);
  if (candidates.length === 0) throw new Error('No α gives 100 bets on the fitting seasons');
  const fitted = candidates.reduce((a, b) => ((b.summary.roi ?? -1) > (a.summary.roi ?? -1) ? b : a));
  const row = (name: string, r: ReturnType<typeof bet>) => strategyRow(label, name, r);
  return [
    row(
      `market-inefficiency at opening prices, α ${fitted.alpha} (best on the seasons before; there ${pct(fitted.summary.roi ?? 0)})`,
      bet(after, fitted.alpha),
    ),
    row('market-inefficiency at opening prices, α 0.05 (the paper’s)', bet(after, 0.05)),
    row('market-inefficiency at closing prices, α 0.05', bet(after, 0.05, 'closing')),
  ];
}

/**
 * market-inefficiency against the sharp line: the best price against Pinnacle's de-vigged price under
 * the product's default pick rules (edge ≥ 2%, odds 1.67–3.00, probability ≥ 0.5). Nothing is fitted,
 * so every period is out of sample. `periods` are [label, from, to) day ranges.
 */
export function sharpLineRows(all: readonly HistoricalMatch[], periods: [string, string, string][]) {
  return periods.flatMap(([label, from, to]) => {
    const data = all.filter((m) => day(m) >= from && day(m) < to);
    return (['opening', 'closing'] as const).map((odds) =>
      strategyRow(
        label,
        `market-inefficiency against the sharp line, ${odds} prices`,
        bet(data, 0, odds, 'sharp'),
      ),
    );
  });
}

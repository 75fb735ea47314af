import { DomainError } from '../errors';
import type { BinaryForecast } from './scoring-rules';

/** One band of a reliability diagram: forecasts in [low, high) and how often they came true. */
export interface ReliabilityBand {
  low: number;
  high: number;
  count: number;
  /** Mean forecast of the band; null when the band is empty. */
  meanPredicted: number | null;
  /** Share of the band's forecasts that happened; null when the band is empty. */
  observed: number | null;
}

/**
 * The reliability diagram's bands (Murphy & Winkler 1977): `bands` equal-width bands of [0, 1], each
 * band holding the forecasts in [low, high) — a probability of exactly 1 goes in the last band — with
 * its count, mean forecast and observed frequency. A calibrated forecaster's points sit on the diagonal.
 *
 * @example reliabilityBands([{ probability: 0.62, happened: true }, { probability: 0.68, happened: false }], 2)
 * // [{ low: 0, high: 0.5, count: 0, meanPredicted: null, observed: null },
 * //  { low: 0.5, high: 1, count: 2, meanPredicted: 0.65, observed: 0.5 }]
 */
export function reliabilityBands(forecasts: readonly BinaryForecast[], bands = 10): ReliabilityBand[] {
  if (!Number.isInteger(bands) || bands < 1)
    throw new DomainError('INVALID_ARGUMENT', `Invalid band count ${bands}`);
  const groups = Array.from({ length: bands }, () => ({ n: 0, p: 0, hits: 0 }));
  for (const { probability, happened } of forecasts) {
    if (!Number.isFinite(probability) || probability < 0 || probability > 1)
      throw new DomainError('INVALID_PROBABILITY', `Invalid forecast ${probability}`);
    const group = groups[Math.min(bands - 1, Math.floor(probability * bands))] as (typeof groups)[number];
    group.n += 1;
    group.p += probability;
    group.hits += happened ? 1 : 0;
  }
  return groups.map((g, i) => ({
    low: i / bands,
    high: (i + 1) / bands,
    count: g.n,
    meanPredicted: g.n === 0 ? null : g.p / g.n,
    observed: g.n === 0 ? null : g.hits / g.n,
  }));
}

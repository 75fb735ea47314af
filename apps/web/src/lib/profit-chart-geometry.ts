/** One point of a cumulative series: its date and the running total up to it. */
export type ChartPoint = { date: string; cumulative: number };

export type ChartGeometry = {
  coords: { x: number; y: number }[];
  /** `M x y L x y …`: one command per point. */
  line: string;
  /** The line closed down to the zero baseline, for the fill under it. */
  area: string;
  ticks: { value: number; y: number }[];
  /** The comparison series' line on the same scale and x positions; empty without one. */
  comparisonLine: string;
};

const PAD = { top: 16, right: 10, bottom: 28 };

const MIN_TICK_GAP = 18;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Pixel positions for a cumulative-profit line: points evenly spaced in date order, the value
 * range always including zero (so the baseline is visible) and never empty (a flat series gets ±1).
 * A single point sits in the middle. `gutter` is the room on the left for the value labels.
 * `comparison` (one value per point, e.g. the same bets at other prices) shares the scale: the range
 * covers both series.
 */
export function chartGeometry(
  points: readonly ChartPoint[],
  width: number,
  height: number,
  gutter = 0,
  comparison: readonly number[] = [],
): ChartGeometry {
  const values = points.map((point) => point.cumulative);
  const all = [...values, ...comparison];
  let min = Math.min(0, ...all);
  let max = Math.max(0, ...all);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const span = max - min;
  max += span * 0.08;
  min -= min < 0 ? span * 0.08 : 0;

  const innerWidth = Math.max(1, width - gutter - PAD.right);
  const innerHeight = Math.max(1, height - PAD.top - PAD.bottom);
  const toY = (value: number) => round(PAD.top + ((max - value) / (max - min)) * innerHeight);
  const toX = (index: number) =>
    round(
      points.length === 1 ? gutter + innerWidth / 2 : gutter + (index / (points.length - 1)) * innerWidth,
    );

  const coords = values.map((value, index) => ({ x: toX(index), y: toY(value) }));
  const pathOf = (list: readonly { x: number; y: number }[]) =>
    list.map((coord, index) => `${index === 0 ? 'M' : 'L'}${coord.x} ${coord.y}`).join(' ');
  const line = pathOf(coords);
  const comparisonLine = pathOf(comparison.map((value, index) => ({ x: toX(index), y: toY(value) })));
  const zeroY = toY(0);
  const firstX = coords[0]?.x ?? 0;
  const lastX = coords[coords.length - 1]?.x ?? 0;
  const area = coords.length > 1 ? `${line} L${lastX} ${zeroY} L${firstX} ${zeroY} Z` : '';

  // Zero always; the highest and lowest values only where their labels would not collide.
  const ticks = [{ value: 0, y: zeroY }];
  for (const value of [Math.max(...all), Math.min(...all)]) {
    const y = toY(value);
    if (ticks.every((tick) => Math.abs(tick.y - y) >= MIN_TICK_GAP)) ticks.push({ value, y });
  }
  return { coords, line, area, ticks, comparisonLine };
}

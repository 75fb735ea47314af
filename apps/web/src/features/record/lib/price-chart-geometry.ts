import type { PickPriceHistory } from '@arcade/contracts';

export type Point = { x: number; y: number };

export type PriceChartGeometry = {
  /** The best price as steps: each price holds until the books move it, up to the close. */
  line: string;
  posted: Point & { odds: number };
  close: (Point & { odds: number }) | null;
  /** Height of the fair closing price, where CLV is measured against. */
  fairY: number | null;
  /** Price labels on the left: the lowest and highest of the chart (when they do not collide). */
  ticks: { value: number; y: number }[];
  /** The time axis' ends, for their date labels. */
  from: { x: number; at: string };
  to: { x: number; at: string };
  plot: { left: number; right: number; top: number; bottom: number };
};

const PAD = { top: 14, right: 12, bottom: 22 };
const HOUR_MS = 3_600_000;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Where a graded pick's price history goes in a `width` × `height` box: time from the first quote
 * (or the posting, if earlier) to the close, price on a range holding every price drawn, padded so
 * that no mark touches an edge. `gutter` is the room left of the plot for the price labels.
 */
export function priceChartGeometry(
  history: PickPriceHistory,
  width: number,
  height: number,
  gutter: number,
): PriceChartGeometry {
  const { series, posted, close } = history;
  const times = [...series.map((point) => Date.parse(point.at)), Date.parse(posted.at)];
  if (close) times.push(Date.parse(close.at));
  let start = Math.min(...times);
  let end = Math.max(...times);
  if (end - start < HOUR_MS) {
    start -= HOUR_MS / 2;
    end += HOUR_MS / 2;
  }
  const prices = [...series.map((point) => point.odds), posted.odds];
  if (close?.odds != null) prices.push(close.odds);
  if (close?.fairOdds != null) prices.push(close.fairOdds);
  let low = Math.min(...prices);
  let high = Math.max(...prices);
  const span = Math.max(high - low, 0.04);
  low -= span * 0.12;
  high += span * 0.12;

  const plot = {
    left: gutter,
    right: Math.max(gutter + 1, width - PAD.right),
    top: PAD.top,
    bottom: height - PAD.bottom,
  };
  const toX = (at: number) => round(plot.left + ((at - start) / (end - start)) * (plot.right - plot.left));
  const toY = (odds: number) => round(plot.top + ((high - odds) / (high - low)) * (plot.bottom - plot.top));

  const closeAt = close ? Date.parse(close.at) : end;
  const steps = series.map((point, i) => {
    const x = toX(Date.parse(point.at));
    const y = toY(point.odds);
    // A price stands until the next quote: across to its time, then up or down to its price.
    return i === 0 ? `M${x} ${y}` : `H${x} V${y}`;
  });
  const last = series.at(-1);
  const line = last ? `${steps.join(' ')} H${toX(Math.max(closeAt, Date.parse(last.at)))}` : '';

  const ticks: { value: number; y: number }[] = [];
  for (const value of [Math.max(...prices), Math.min(...prices)]) {
    const y = toY(value);
    if (ticks.every((tick) => Math.abs(tick.y - y) >= 16)) ticks.push({ value, y });
  }
  return {
    line,
    posted: { x: toX(Date.parse(posted.at)), y: toY(posted.odds), odds: posted.odds },
    close:
      close && close.odds !== null
        ? { x: toX(Date.parse(close.at)), y: toY(close.odds), odds: close.odds }
        : null,
    fairY: close?.fairOdds != null ? toY(close.fairOdds) : null,
    ticks,
    from: { x: plot.left, at: new Date(start).toISOString() },
    to: { x: plot.right, at: new Date(end).toISOString() },
    plot,
  };
}

/** One x position of the comparison: the two cumulative profits there. */
export type AlignedPoint = { date: string; tested: number; current: number };

export type ComparePad = { top: number; right: number; bottom: number; left: number };

export type CompareGeometry = {
  /** `M x y L x y …`, one command per point; a lone point is a move only, so `dots` carry it. */
  tested: string;
  current: string;
  /** Every point of each curve, marked when there are few enough to tell apart. */
  dots: { tested: { x: number; y: number }[]; current: { x: number; y: number }[] };
  /** Values with a labelled grid line: the highest, zero and the lowest, rounded, without repeats. */
  ticks: { value: number; y: number }[];
};

/** Past this many points the dots would merge into the line: only the lines are drawn. */
export const MAX_COMPARE_DOTS = 40;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Pixel positions for the comparison chart: the points evenly spaced in order (a day each, or a pick
 * each when the curves go pick by pick), the range always including zero and never empty, a single
 * point in the middle.
 */
export function compareChartGeometry(
  points: readonly AlignedPoint[],
  width: number,
  height: number,
  pad: ComparePad,
): CompareGeometry {
  const values = points.flatMap((point) => [point.tested, point.current]);
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (min === max) [min, max] = [min - 1, max + 1];
  const innerW = Math.max(1, width - pad.left - pad.right);
  const innerH = Math.max(1, height - pad.top - pad.bottom);
  const x = (i: number) =>
    round(pad.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW));
  const y = (value: number) => round(pad.top + ((max - value) / (max - min)) * innerH);
  const coords = (pick: (point: AlignedPoint) => number) =>
    points.map((point, i) => ({ x: x(i), y: y(pick(point)) }));
  const path = (list: { x: number; y: number }[]) =>
    list.map((c, i) => `${i === 0 ? 'M' : 'L'}${c.x} ${c.y}`).join(' ');
  const tested = coords((point) => point.tested);
  const current = coords((point) => point.current);
  const hasDots = points.length <= MAX_COMPARE_DOTS;
  const ticks = [...new Set([max, 0, min].map((value) => Math.round(value)))].map((value) => ({
    value,
    y: y(value),
  }));
  return {
    tested: path(tested),
    current: path(current),
    dots: { tested: hasDots ? tested : [], current: hasDots ? current : [] },
    ticks,
  };
}

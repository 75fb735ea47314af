import { describe, expect, it } from 'vitest';
import { compareChartGeometry, MAX_COMPARE_DOTS } from './compare-chart-geometry';
import { alignCurves, isPerPick } from './compare-figures';

const PAD = { top: 10, right: 10, bottom: 10, left: 10 };
const commands = (path: string) => path.match(/[ML]/g) ?? [];

// Every grade on one day: the replay's curves go pick by pick, the date repeating.
const tested = [
  { date: '2026-11-26', profit: 10 },
  { date: '2026-11-26', profit: 2 },
  { date: '2026-11-26', profit: 12.5 },
];
const current = [
  { date: '2026-11-26', profit: -5 },
  { date: '2026-11-26', profit: 4 },
];

describe('the comparison chart when every grade falls on one day', () => {
  it('tells a pick-by-pick curve from a daily one', () => {
    expect(isPerPick(tested)).toBe(true);
    const daily = [
      { date: '2026-11-25', profit: 1 },
      { date: '2026-11-26', profit: 2 },
    ];
    expect(isPerPick(daily)).toBe(false);
  });

  it('gives each pick of the day its own place, in order, carrying the shorter curve forward', () => {
    expect(alignCurves(tested, current)).toEqual([
      { date: '2026-11-26', tested: 10, current: -5 },
      { date: '2026-11-26', tested: 2, current: 4 },
      { date: '2026-11-26', tested: 12.5, current: 4 },
    ]);
  });

  it('draws a line through one point per pick, spread across the width', () => {
    const geometry = compareChartGeometry(alignCurves(tested, current), 220, 120, PAD);
    expect(commands(geometry.tested)).toEqual(['M', 'L', 'L']);
    expect(commands(geometry.current)).toEqual(['M', 'L', 'L']);
    expect(geometry.dots.tested.map((dot) => dot.x)).toEqual([10, 110, 210]);
    // Higher profit sits higher: the 12.5 is above the 2.
    const [, low, high] = geometry.dots.tested;
    expect(high?.y).toBeLessThan(low?.y ?? 0);
  });

  it('marks a lone point with a dot in the middle, where a line has nothing to join', () => {
    const geometry = compareChartGeometry(
      alignCurves([{ date: '2026-11-26', profit: 7 }], [{ date: '2026-11-26', profit: 7 }]),
      220,
      120,
      PAD,
    );
    expect(commands(geometry.tested)).toEqual(['M']);
    expect(geometry.dots.tested).toEqual([{ x: 110, y: expect.any(Number) }]);
    expect(geometry.dots.current).toHaveLength(1);
  });

  it('keeps zero and the extremes as labelled grid lines, and drops the dots on long curves', () => {
    const long = Array.from({ length: MAX_COMPARE_DOTS + 1 }, (_, i) => ({
      date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      tested: i,
      current: -i,
    }));
    const geometry = compareChartGeometry(long, 400, 120, PAD);
    expect(geometry.dots.tested).toEqual([]);
    expect(geometry.ticks.map((tick) => tick.value)).toEqual([MAX_COMPARE_DOTS, 0, -MAX_COMPARE_DOTS]);
  });
});

import { describe, expect, it } from 'vitest';
import { chartGeometry } from '@/lib/profit-chart-geometry';
import { makeAdminPick } from '@test/fixtures/graded-picks';
import { pickProfit, shownFigures, winRateBand } from './history-stats';

// The record's sums are the server's (GET /api/admin/picks/summary, tested there); the web keeps
// one pick's profit for the table, what is shown as "—" and the colour rule.
describe('history statistics', () => {
  it('settles a graded pick without a stored profit from its stake and odds', () => {
    expect(pickProfit(makeAdminPick({ result: 'win', profit: null, stake: 10, odds: 2.5 }))).toBe(15);
    expect(pickProfit(makeAdminPick({ result: 'loss', profit: null, stake: 10 }))).toBe(-10);
    expect(pickProfit(makeAdminPick({ result: 'push', profit: null, stake: 10 }))).toBe(0);
    expect(pickProfit(makeAdminPick({ result: null, profit: null }))).toBe(0);
  });

  it.each([
    [
      'no graded picks: every figure "—"',
      { picks: 0, wins: 0, losses: 0, pushes: 0, profit: 0, staked: 0 },
      { winRate: null, roi: null, profit: null, averageProfit: null },
    ],
    [
      'all pushes: no win rate, ROI 0',
      { picks: 2, wins: 0, losses: 0, pushes: 2, profit: 0, staked: 20 },
      { winRate: null, roi: 0, profit: 0, averageProfit: 0 },
    ],
    [
      'unstaked picks: no ROI',
      { picks: 1, wins: 1, losses: 0, pushes: 0, profit: 0, staked: 0 },
      { winRate: 1, roi: null, profit: 0, averageProfit: 0 },
    ],
    [
      '3-1-1, +20 on 50',
      { picks: 5, wins: 3, losses: 1, pushes: 1, profit: 20, staked: 50 },
      { winRate: 0.75, roi: 0.4, profit: 20, averageProfit: 4 },
    ],
  ])('shows the figures of a record, null for "—": %s', (_name, sums, figures) => {
    const summary = { ...sums, winRate: 0, roi: 0, averageProfit: 0 };
    expect(shownFigures(summary)).toEqual(figures);
  });

  it('colours win rates: 55% or more good, 50% or more fair, else poor', () => {
    expect(winRateBand(0.55)).toBe('good');
    expect(winRateBand(0.5499)).toBe('fair');
    expect(winRateBand(0.5)).toBe('fair');
    expect(winRateBand(0.4999)).toBe('poor');
  });
});

describe('profit chart geometry', () => {
  const point = (cumulative: number, day: number) => ({
    date: new Date(Date.UTC(2025, 9, day)).toISOString(),
    profit: 0,
    cumulative,
  });

  it('puts a single point in the middle, with no area to fill', () => {
    const geometry = chartGeometry([point(5, 1)], 400, 200, 40);
    expect(geometry.coords).toHaveLength(1);
    expect(geometry.coords[0]?.x).toBe(40 + (400 - 40 - 10) / 2);
    expect(geometry.line).toMatch(/^M[\d.]+ [\d.]+$/);
    expect(geometry.area).toBe('');
  });

  it('spans the width from the gutter, one command per point, zero always on the scale', () => {
    const geometry = chartGeometry([point(10, 1), point(-5, 2), point(20, 3)], 400, 200, 40);
    expect(geometry.line.match(/[ML]/g)).toHaveLength(3);
    expect(geometry.coords[0]?.x).toBe(40);
    expect(geometry.coords[2]?.x).toBe(390);
    expect(geometry.ticks.map((tick) => tick.value)).toEqual([0, 20, -5]);
    const zero = geometry.ticks[0]?.y ?? 0;
    expect(geometry.coords[1]?.y).toBeGreaterThan(zero);
    expect(geometry.coords[2]?.y).toBeLessThan(zero);
  });

  it('draws a flat series at zero without dividing by zero, and never repeats a tick', () => {
    const geometry = chartGeometry([point(0, 1), point(0, 2)], 300, 200);
    expect(geometry.line).not.toMatch(/NaN|Infinity/);
    expect(geometry.ticks).toHaveLength(1);
  });
});

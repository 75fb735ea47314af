import { describe, expect, it } from 'vitest';
import {
  cumulativeProfit,
  filterPicks,
  historyRows,
  pickProfit,
  summarize,
  summarizeBySport,
  summarizeByTier,
  winRateBand,
} from '@/features/records/lib/history-stats';
import { chartGeometry } from '@/lib/profit-chart-geometry';
import { historyFixture, makeAdminPick } from './fixtures';

describe('history statistics', () => {
  it('counts the record of graded picks and ignores open ones', () => {
    const summary = summarize(historyFixture());
    expect(summary).toMatchObject({ picks: 5, wins: 3, losses: 1, pushes: 1 });
  });

  it('leaves pushes out of the win rate: 3 wins and 1 loss is 75%', () => {
    expect(summarize(historyFixture()).winRate).toBe(0.75);
  });

  it('gives a win rate of 0 when nothing is decided', () => {
    expect(summarize([makeAdminPick({ result: 'push', profit: 0 })]).winRate).toBe(0);
    expect(summarize([]).winRate).toBe(0);
  });

  it('computes ROI as total profit over total staked, and the average per pick', () => {
    const summary = summarize(historyFixture());
    expect(summary.profit).toBe(20);
    expect(summary.staked).toBe(50);
    expect(summary.roi).toBe(0.4);
    expect(summary.averageProfit).toBe(4);
  });

  it('gives an ROI of 0 when nothing was staked', () => {
    expect(summarize([makeAdminPick({ result: 'win', profit: 0, stake: 0 })]).roi).toBe(0);
  });

  it('settles a graded pick without a stored profit from its stake and odds', () => {
    expect(pickProfit(makeAdminPick({ result: 'win', profit: null, stake: 10, odds: 2.5 }))).toBe(15);
    expect(pickProfit(makeAdminPick({ result: 'loss', profit: null, stake: 10 }))).toBe(-10);
    expect(pickProfit(makeAdminPick({ result: 'push', profit: null, stake: 10 }))).toBe(0);
    expect(pickProfit(makeAdminPick({ result: null, profit: null }))).toBe(0);
  });

  it('breaks the record down by sport, only for sports with graded picks', () => {
    const bySport = summarizeBySport(historyFixture());
    expect(bySport.map((group) => [group.key, group.wins, group.losses, group.pushes, group.profit])).toEqual(
      [
        ['soccer', 1, 1, 0, 5],
        ['nba', 2, 0, 0, 15],
        ['nhl', 0, 0, 1, 0],
      ],
    );
    expect(bySport[0]?.winRate).toBe(0.5);
    expect(bySport[0]?.roi).toBe(0.25);
  });

  it('lists every tier from diamante to vip, even without picks', () => {
    const byTier = summarizeByTier(historyFixture());
    expect(byTier.map((group) => [group.key, group.picks, group.winRate])).toEqual([
      ['diamante', 2, 1],
      ['platinum', 2, 0.5],
      ['exclusivo', 1, 0],
      ['vip', 0, 0],
    ]);
  });

  it('colours win rates: 55% or more good, 50% or more fair, else poor', () => {
    expect(winRateBand(0.55)).toBe('good');
    expect(winRateBand(0.5499)).toBe('fair');
    expect(winRateBand(0.5)).toBe('fair');
    expect(winRateBand(0.4999)).toBe('poor');
  });

  it('accumulates profit in graded-date order', () => {
    const picks = historyFixture().reverse();
    expect(cumulativeProfit(picks).map((point) => point.cumulative)).toEqual([10, 15, 30, 20, 20]);
    expect(cumulativeProfit(picks)[0]?.date).toBe('2025-10-02T10:00:00.000Z');
  });

  it('falls back to the pick date when a graded pick has no graded date', () => {
    const pick = makeAdminPick({
      result: 'win',
      profit: 3,
      gradedAt: null,
      timestamp: '2025-09-01T00:00:00.000Z',
    });
    expect(cumulativeProfit([pick])).toEqual([
      { date: '2025-09-01T00:00:00.000Z', profit: 3, cumulative: 3 },
    ]);
  });

  it('filters by sport and tier, and lists rows newest first', () => {
    const picks = historyFixture();
    expect(filterPicks(picks, { sport: 'soccer', tier: 'all' })).toHaveLength(2);
    expect(filterPicks(picks, { sport: 'nba', tier: 'diamante' })).toHaveLength(2);
    expect(filterPicks(picks, { sport: 'all', tier: 'vip' })).toHaveLength(1);
    expect(historyRows(picks).map((pick) => pick.result)).toEqual(['push', 'loss', 'win', 'win', 'win']);
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

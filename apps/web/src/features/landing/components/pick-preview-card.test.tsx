import { edge, kellyStake } from '@arcade/core';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { PickPreviewCard } from './pick-preview-card';

/** A number as the English card prints it: `53.0%` → 0.53, `2.02` → 2.02. */
function shown(testId: string): number {
  const text = screen.getByTestId(testId).textContent ?? '';
  const value = Number(text.replace(/[^\d.-]/g, ''));
  return text.includes('%') ? value / 100 : value;
}

describe('the landing example pick', () => {
  beforeEach(() => changeLanguage('en'));
  afterAll(() => changeLanguage('es'));

  it('shows the edge the product computes from the probability and price it shows: pModel × odds − 1', () => {
    render(<PickPreviewCard />);
    const pModel = shown('preview-model');
    const bestOdds = shown('preview-best-odds');
    const expected = edge(pModel, bestOdds);
    expect(screen.getByTestId('preview-edge').textContent).toBe(`+${(expected * 100).toFixed(1)}%`);
    // Not the probability gap the card also shows (model − fair market).
    const gap = pModel - shown('preview-market');
    expect(Math.abs(expected - gap)).toBeGreaterThan(0.001);
  });

  it('stakes the capped fractional Kelly of that edge', () => {
    render(<PickPreviewCard />);
    const { stake } = kellyStake({
      bankroll: 1000,
      probability: shown('preview-model'),
      odds: shown('preview-best-odds'),
      fraction: 0.25,
      maxStakePercent: 0.015,
    });
    expect(screen.getByTestId('preview-stake').textContent).toBe(
      `${((stake / 1000) * 100).toFixed(1)}% of bankroll`,
    );
  });
});

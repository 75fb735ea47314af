import type { ReliabilityBand } from '@arcade/contracts';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_FRAME, diagramPoints, diagramScale } from './reliability-geometry';

const band = (low: number, count: number, meanPredicted: number | null, observed: number | null) => ({
  low,
  high: low + 0.1,
  count,
  meanPredicted,
  observed,
});

describe('the reliability diagram’s geometry', () => {
  const scale = diagramScale();
  const { width, height, padLeft, padRight, padTop, padBottom } = DIAGRAM_FRAME;

  it('puts probability 0 at the bottom left and 1 at the top right of the plot', () => {
    expect(scale.x(0)).toBe(padLeft);
    expect(scale.x(1)).toBe(width - padRight);
    expect(scale.y(0)).toBe(height - padBottom);
    expect(scale.y(1)).toBe(padTop);
  });

  it('places a calibrated band on the diagonal, at its mean prediction and observed frequency', () => {
    const [point] = diagramPoints([band(0.6, 10, 0.65, 0.65)]);
    expect(point?.cx).toBeCloseTo(scale.x(0.65), 9);
    expect(point?.cy).toBeCloseTo(scale.y(0.65), 9);
  });

  it('draws no point for an empty band', () => {
    const bands: ReliabilityBand[] = [band(0, 0, null, null), band(0.5, 4, 0.55, 0.5)];
    expect(diagramPoints(bands).map((p) => p.band.low)).toEqual([0.5]);
    expect(diagramPoints([])).toEqual([]);
  });

  it('sizes points by count: area proportional, the largest at the maximum, none below the minimum', () => {
    const points = diagramPoints([
      band(0.2, 100, 0.25, 0.2),
      band(0.5, 25, 0.55, 0.6),
      band(0.8, 1, 0.85, 1),
    ]);
    const [big, quarter, tiny] = points.map((p) => p.r);
    expect(big).toBe(11);
    expect(quarter).toBeCloseTo(5.5, 9);
    expect(tiny).toBe(3);
  });
});

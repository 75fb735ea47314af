import type { ReliabilityBand } from '@arcade/contracts';

export interface DiagramFrame {
  width: number;
  height: number;
  /** Room left for the axes' labels: left, bottom; and a margin top and right. */
  padLeft: number;
  padBottom: number;
  padTop: number;
  padRight: number;
}

export const DIAGRAM_FRAME: DiagramFrame = {
  width: 320,
  height: 320,
  padLeft: 44,
  padBottom: 40,
  padTop: 12,
  padRight: 12,
};

const MIN_RADIUS = 3;
const MAX_RADIUS = 11;

export interface DiagramPoint {
  band: ReliabilityBand;
  cx: number;
  cy: number;
  r: number;
}

/** The plot's scale: a probability on x (predicted) or y (observed) to SVG coordinates. */
export function diagramScale(frame: DiagramFrame = DIAGRAM_FRAME) {
  const plotWidth = frame.width - frame.padLeft - frame.padRight;
  const plotHeight = frame.height - frame.padTop - frame.padBottom;
  return {
    x: (p: number) => frame.padLeft + p * plotWidth,
    y: (p: number) => frame.padTop + (1 - p) * plotHeight,
  };
}

/**
 * One point per non-empty band: at its mean prediction (x) and observed frequency (y), its area
 * proportional to its count (the largest band gets MAX_RADIUS, none smaller than MIN_RADIUS).
 */
export function diagramPoints(
  bands: readonly ReliabilityBand[],
  frame: DiagramFrame = DIAGRAM_FRAME,
): DiagramPoint[] {
  const scale = diagramScale(frame);
  const largest = Math.max(0, ...bands.map((b) => b.count));
  return bands.flatMap((band) =>
    band.count > 0 && band.meanPredicted !== null && band.observed !== null
      ? [
          {
            band,
            cx: scale.x(band.meanPredicted),
            cy: scale.y(band.observed),
            r: Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(band.count / largest)),
          },
        ]
      : [],
  );
}

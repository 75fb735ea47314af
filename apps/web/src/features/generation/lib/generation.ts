export const DEFAULT_PICK_COUNT = 10;
export const MIN_PICK_COUNT = 1;
export const MAX_PICK_COUNT = 50;
export const DEFAULT_BANKROLL = 1000;

/**
 * The count is clamped to 1–50 and an invalid value falls back to 10.
 * `clampPickCount('75')` → 50, `clampPickCount('0')` → 1, `clampPickCount('abc')` → 10.
 */
export function clampPickCount(value: string | number): number {
  const text = String(value).trim();
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return DEFAULT_PICK_COUNT;
  return Math.min(MAX_PICK_COUNT, Math.max(MIN_PICK_COUNT, Math.round(n)));
}

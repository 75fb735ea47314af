/** Below complete the bar stops here: 100 % means the generation has finished. */
export const RUNNING_CEILING = 99;

/**
 * The bar's value when the server reports `current` of `total` events: the real share, capped below
 * complete, and never less than what is already shown, so the timed animation that ran ahead of the
 * first count is never taken back. `followRealProgress(12, 3, 100)` → 12; `followRealProgress(12, 40, 100)` → 40.
 */
export function followRealProgress(shown: number, current: number, total: number): number {
  const real = Math.min(RUNNING_CEILING, Math.round((current / total) * 100));
  return Math.max(shown, real);
}

/**
 * One tick of the timed animation while no counts have arrived: a step forward, never past `ceiling`
 * and never back. `creepProgress(68, 5, 70)` → 70.
 */
export function creepProgress(shown: number, step: number, ceiling: number): number {
  return Math.max(shown, Math.min(ceiling, shown + step));
}

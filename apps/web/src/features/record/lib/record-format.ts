import { formatDecimal } from '@/lib/format';

/**
 * A number of units with 2 decimals in the active locale; `signed` (the default) marks gains with +:
 * 3.456 → `+3.46` (en) / `+3,46` (es); −1 → `-1.00`.
 */
export function formatUnitsNumber(value: number, { signed = true }: { signed?: boolean } = {}): string {
  const rounded = Math.round(value * 100) / 100;
  const sign = rounded < 0 ? '-' : rounded > 0 && signed ? '+' : '';
  return `${sign}${formatDecimal(Math.abs(rounded), 2)}`;
}

/** Text colour of a gain or a loss: green above zero, red below, muted at zero. */
export function signTone(value: number | null): string {
  if (value === null || value === 0) return 'text-ink-muted';
  return value > 0 ? 'text-edge' : 'text-danger';
}

import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { winRateBand } from '../lib/history-stats';

const BAND_STYLES = {
  good: 'text-edge',
  fair: 'text-premium',
  poor: 'text-danger',
} as const;

/** A hit rate coloured by the product.md §4 bands; `data-band` lets tests and styles read the band. */
export function HitRate({ value, className }: { value: number; className?: string }) {
  const band = winRateBand(value);
  return (
    <span data-band={band} className={cn('font-semibold tabular', BAND_STYLES[band], className)}>
      {formatPercent(value)}
    </span>
  );
}

import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';

/** The pick's edge (expected value per unit staked) as a percent with 1 decimal; a negative one in red. */
export function EdgeValue({ edge }: { edge: number }) {
  return (
    <span
      data-testid="pick-edge"
      className={cn('tabular font-semibold', edge < 0 ? 'text-danger' : 'text-edge')}
    >
      {formatPercent(edge)}
    </span>
  );
}

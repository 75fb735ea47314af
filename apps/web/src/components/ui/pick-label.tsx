import type { AdminPick } from '@arcade/contracts';
import { MatchLabel } from '@/components/ui/match-label';
import { PriceMarks } from '@/components/ui/price-marks';

/** The pick's line (or its selection) over the match it belongs to, with what its price carries. */
export function PickLabel({ pick }: { pick: AdminPick }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{pick.displayLine ?? pick.selection}</p>
      <p className="truncate text-ink-subtle text-xs">
        <MatchLabel match={pick} />
      </p>
      <PriceMarks pick={pick} className="mt-1" />
    </div>
  );
}

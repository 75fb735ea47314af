import type { AdminPick } from '@arcade/contracts';
import { MatchLabel } from '@/components/ui/match-label';

/** The pick's line (or its selection) over the match it belongs to. */
export function PickLabel({ pick }: { pick: AdminPick }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{pick.displayLine ?? pick.selection}</p>
      <p className="truncate text-ink-subtle text-xs">
        <MatchLabel match={pick} />
      </p>
    </div>
  );
}

import type { AdminPick } from '@arcade/contracts';
import type { PickRow } from '../../db/schema';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A stored pick as admins see it: every column, dates as ISO strings. */
export function toAdminPick(row: PickRow): AdminPick {
  return {
    ...row,
    approvedAt: iso(row.approvedAt),
    timestamp: row.timestamp.toISOString(),
    eventStartTime: iso(row.eventStartTime),
    gradedAt: iso(row.gradedAt),
  };
}

import type { AdminPick } from '@arcade/contracts';

/** How many manual picks the list shows. */
export const MANUAL_PICKS_LIMIT = 50;

/**
 * Only a published pick still without a result, whose event has started, can be graded by hand
 * (the server refuses a result before the start). A manual pick made before picks
 * kept a start time has none, and waits for no start.
 */
export const canMarkResult = (pick: AdminPick, now: number = Date.now()) =>
  pick.status === 'published' &&
  pick.result === null &&
  (pick.eventStartTime === null || Date.parse(pick.eventStartTime) <= now);

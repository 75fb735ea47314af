import type { AdminPick } from '@arcade/contracts';

/** How many manual picks the list shows (product.md §9). */
export const MANUAL_PICKS_LIMIT = 50;

/** Only a published pick still without a result can be graded by hand (product.md §4). */
export const canMarkResult = (pick: AdminPick) => pick.status === 'published' && pick.result === null;

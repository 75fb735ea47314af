import type { Database } from '../../db/client';
import type { AccountBreakRow, BreakPeriod } from '../../db/schema/index';
import {
  blankUserRow,
  countAdminsNotErased,
  insertBreak,
  selectBreaks,
  updateAgeConfirmedAt,
} from './account-state.repository';

/** Stores the person's "I am 18 or older" once (a second confirmation keeps the first time). */
export function storeAgeConfirmation(db: Database, userId: string, now: Date): Promise<void> {
  return updateAgeConfirmedAt(db, userId, now);
}

/** Records a break and puts it in force: until `endsAt`, or for good when it is null (self-exclusion). */
export function storeBreak(
  db: Database,
  userId: string,
  value: { period: BreakPeriod; startedAt: Date; endsAt: Date | null },
): Promise<void> {
  return insertBreak(db, userId, value);
}

/** Every break the person took, oldest first (the export lists them). */
export function breaksOf(db: Database, userId: string): Promise<AccountBreakRow[]> {
  return selectBreaks(db, userId);
}

/** Admins whose accounts are not deleted: the last one may not delete theirs. */
export function countLiveAdmins(db: Database): Promise<number> {
  return countAdminsNotErased(db);
}

/**
 * A deleted account: the row stays, so the transactions that name it still add up, but it holds no
 * name, no address and no password any more.
 */
export function eraseUserRow(db: Database, userId: string, now: Date): Promise<void> {
  return blankUserRow(db, userId, now);
}

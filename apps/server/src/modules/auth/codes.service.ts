import type { Database } from '../../db/client';
import { deleteCodesOf } from './codes.repository';

/**
 * A deleted account's codes are forgotten, spent or not (verification, reset, change of address),
 * in the deletion's transaction.
 */
export function forgetCodesOf(tx: Database, userId: string, email: string): Promise<void> {
  return deleteCodesOf(tx, userId, email);
}

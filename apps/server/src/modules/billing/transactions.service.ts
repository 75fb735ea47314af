import type { Database } from '../../db/client';
import { insertFreePickTransaction } from './billing.repository';

/*
 * The billing module is the only writer of the transactions table: payments, failed attempts,
 * refunds and cancellations from Stripe's events, and the free pick's zero-amount record below.
 */

/**
 * Records, inside the claim's transaction, the zero-amount `free_pick` transaction that links the
 * user to the pick their free pick unlocked (it is how that pick is found again, and it is no payment).
 */
export function recordFreePickClaim(tx: Database, userId: string, pickId: string): Promise<void> {
  return insertFreePickTransaction(tx, userId, pickId);
}

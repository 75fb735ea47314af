import type { Database } from '../../../db/client';
import type { AlertChannel, AlertOutboxRow } from '../../../db/schema/index';
import type { AlertPick, AlertRecipient, LedgerHead } from './audience';

/**
 * How one delivery attempt ended, as the channel's sender saw it:
 * - `sent`: delivered;
 * - `retry-after`: the service asked to wait (Telegram's 429 `retry_after`); tried again then,
 *   without counting as a failed attempt;
 * - `gone`: the destination no longer exists (Telegram 403: the bot was blocked; push 404/410: the
 *   subscription expired). The sender has already unlinked / deleted it; the row is dropped.
 * Any thrown error is a failure: retried with exponential backoff until the attempts run out.
 */
export type AlertOutcome =
  { kind: 'sent' } | { kind: 'retry-after'; ms: number } | { kind: 'gone'; reason: string };

/** One queued alert, as the channel's `compose` made it. */
export interface QueuedAlert {
  /** The key that makes this alert unique forever (per batch and person, or per push subscription). */
  dedupeKey: string;
  payload: Record<string, unknown>;
}

/**
 * A channel besides email: how it turns a publication batch into queued alerts for one person, and
 * how it delivers one queued alert. Both run under the alert worker's lock; `compose` inside the
 * transaction that closes the batch (so it must only read, through `tx`).
 */
export interface AlertChannelAdapter {
  channel: AlertChannel;
  /**
   * The alerts for one recipient of a batch, given the picks that person may hear of (already
   * filtered by the one entitlement rule): none when the person has no destination on the channel
   * (no linked chat, no push subscription).
   */
  compose(
    tx: Database,
    batch: { batchId: string; picks: AlertPick[]; ledger: LedgerHead | null },
    recipient: AlertRecipient,
  ): Promise<QueuedAlert[]>;
  /** Delivers one queued alert. */
  deliver(db: Database, row: AlertOutboxRow): Promise<AlertOutcome>;
}

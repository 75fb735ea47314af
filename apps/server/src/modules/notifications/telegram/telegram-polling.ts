import type { FastifyBaseLogger } from 'fastify';
import type { Api } from 'grammy';
import type { Update } from 'grammy/types';
import type { DatabaseHandle } from '../../../db/client';
import { schemaLockKey } from '../../../db/schema-lock-key';
import { apiSignal, pause, retryDelay } from './telegram-retry';

/** Advisory-lock key of the Telegram poller: one instance asks Telegram for updates at a time. */
export const TELEGRAM_POLL_LOCK_KEY = 7_310_422_907;

/** How long one getUpdates waits on Telegram's side for an update (Telegram's long polling). */
const LONG_POLL_SECONDS = 25;
/** When another instance polls, look again this often (it may stop, e.g. in a rolling deploy). */
const BUSY_RETRY_MS = 5_000;
/** The last confirmation of handled updates on the way out gives up after this. */
const CONFIRM_TIMEOUT_MS = 2_000;

/**
 * Long polling without a webhook: takes the advisory lock (so one instance polls; Telegram answers
 * a second poller with 409) and asks getUpdates in a loop, handling each update in order, until the
 * signal aborts. Handled updates are confirmed to Telegram (the next call's offset, and one last call
 * on the way out), so the instance that polls next does not handle them again. A failing call is
 * retried with a growing pause; the lock is released on the way out.
 */
export async function pollUpdates(options: {
  database: DatabaseHandle;
  api: Api;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  handle: (update: Update) => Promise<void>;
}): Promise<void> {
  const { database, signal, log } = options;
  let key: number | undefined;
  for (let failures = 0; !signal.aborted;) {
    try {
      key ??= await schemaLockKey(database, TELEGRAM_POLL_LOCK_KEY);
      const outcome = await database.withAdvisoryLock(key, () => pollWhileHeld(options));
      failures = 0;
      if (!outcome.ran) await pause(BUSY_RETRY_MS, signal);
    } catch (error) {
      if (signal.aborted) return;
      failures += 1;
      log.warn({ err: error }, 'telegram polling lock failed; retrying');
      await pause(retryDelay(failures), signal);
    }
  }
}

async function pollWhileHeld(options: {
  api: Api;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  handle: (update: Update) => Promise<void>;
}): Promise<void> {
  const { api, signal, log } = options;
  let offset: number | undefined;
  let failures = 0;
  let webhookCleared = false;
  while (!signal.aborted) {
    try {
      // A webhook left from an earlier configuration would make every getUpdates fail with 409.
      if (!webhookCleared) {
        await api.deleteWebhook({}, apiSignal(signal));
        webhookCleared = true;
      }
      const updates = await api.getUpdates(
        { offset, timeout: LONG_POLL_SECONDS, allowed_updates: ['message'] },
        apiSignal(signal),
      );
      failures = 0;
      for (const update of updates) {
        offset = update.update_id + 1;
        await options.handle(update);
      }
    } catch (error) {
      if (signal.aborted) break;
      failures += 1;
      const retryInMs = retryDelay(failures);
      log.warn({ err: error, retryInMs }, 'telegram getUpdates failed; retrying');
      await pause(retryInMs, signal);
    }
  }
  if (offset !== undefined) {
    await api
      .getUpdates({ offset, limit: 1, timeout: 0 }, apiSignal(AbortSignal.timeout(CONFIRM_TIMEOUT_MS)))
      .catch(() => undefined);
  }
}

import { type Api, GrammyError } from 'grammy';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { AlertOutboxRow } from '../../../db/schema/index';
import type { AlertChannelAdapter, AlertOutcome } from '../alerts/channel';
import { alertText } from './telegram-format';
import { linkOfUser, unlinkChat } from './telegram.repository';

/** What a queued Telegram alert carries: the chat it was composed for and the message. */
const TelegramPayloadSchema = z.object({ chatId: z.number().int(), text: z.string().min(1) });
type TelegramPayload = z.infer<typeof TelegramPayloadSchema>;

/** How Telegram says a chat is out of reach for good: the bot was blocked, the chat is gone. */
function isGone(error: GrammyError): boolean {
  if (error.error_code === 403) return true;
  return error.error_code === 400 && /chat not found/i.test(error.description);
}

/** Sends one message in Telegram HTML, without link previews (the record link would unfold). */
export function sendHtml(api: Api, chatId: number, text: string) {
  return api.sendMessage(chatId, text, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
}

/**
 * The Telegram channel: one message per linked person per publication batch, and its delivery. A
 * 403 (the person blocked the bot) unlinks the chat and drops the alert; a 429 waits Telegram's
 * `retry_after`; any other failure throws, so the alert worker retries it with backoff.
 */
export function telegramChannel(options: { api: Api; dashboardUrl: string }): AlertChannelAdapter {
  return {
    channel: 'telegram',
    async compose(tx, batch, recipient) {
      if (batch.picks.length === 0) return [];
      const link = await linkOfUser(tx, recipient.id);
      if (!link) return [];
      const text = alertText({
        picks: batch.picks,
        language: recipient.language,
        bankroll: recipient.preferences.bankroll,
        ledger: batch.ledger,
        dashboardUrl: options.dashboardUrl,
      });
      const payload: TelegramPayload = { chatId: link.chatId, text };
      return [{ dedupeKey: `telegram:${batch.batchId}:${recipient.id}`, payload }];
    },
    deliver: (db, row) => deliverAlert(db, options.api, row),
  };
}

async function deliverAlert(db: Database, api: Api, row: AlertOutboxRow): Promise<AlertOutcome> {
  const payload = TelegramPayloadSchema.parse(row.payload);
  // Unlinked (or linked to another chat) since the alert was queued: the old chat hears nothing more.
  const link = await linkOfUser(db, row.userId);
  if (!link || link.chatId !== payload.chatId) return { kind: 'gone', reason: 'chat no longer linked' };
  try {
    await sendHtml(api, payload.chatId, payload.text);
    return { kind: 'sent' };
  } catch (error) {
    if (!(error instanceof GrammyError)) throw error;
    if (error.error_code === 429) {
      const seconds = error.parameters.retry_after ?? 1;
      return { kind: 'retry-after', ms: Math.max(1, seconds) * 1000 };
    }
    if (isGone(error)) {
      await unlinkChat(db, payload.chatId, row.userId);
      return { kind: 'gone', reason: `telegram ${error.error_code}: ${error.description}` };
    }
    throw error;
  }
}

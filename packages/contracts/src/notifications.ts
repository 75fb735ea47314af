import { z } from 'zod';
import { BankrollSchema, SportSchema } from './domain';

const isoDate = z.iso.datetime({ offset: true });

/** PATCH /api/billing/notifications (and the unsubscribe link): the publication-email switch. */
export const NotificationsBodySchema = z.strictObject({ emailNotifications: z.boolean() });
export type NotificationsBody = z.infer<typeof NotificationsBodySchema>;

/**
 * GET /api/notifications/preferences (and PUT's answer): where the signed-in person hears of a
 * publication and of which sports. `sports` null means every sport. `bankroll` null: stakes in
 * alerts are shown as a share of the bankroll instead of an amount.
 */
export const AlertPreferencesSchema = z.object({
  email: z.boolean(),
  telegram: z.boolean(),
  push: z.boolean(),
  sports: z.array(SportSchema).nullable(),
  bankroll: z.number().positive().max(1e9).nullable(),
});
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;

/** PUT /api/notifications/preferences: any subset of the switches; what is absent is left as it is. */
export const AlertPreferencesBodySchema = z.strictObject({
  email: z.boolean().optional(),
  telegram: z.boolean().optional(),
  push: z.boolean().optional(),
  sports: z.array(SportSchema).min(1).max(5).nullable().optional(),
  bankroll: BankrollSchema.nullable().optional(),
});
export type AlertPreferencesBody = z.infer<typeof AlertPreferencesBodySchema>;

/**
 * GET /api/notifications/channels: what the server offers and the person's state on each channel.
 * `telegram.enabled` is false without TELEGRAM_BOT_TOKEN (the dashboard says so); `linked` carries
 * the chat's @username when Telegram gave one. `push.enabled` is false when the server has no VAPID
 * keys; `subscriptions` counts this person's subscribed browsers.
 */
export const AlertChannelsSchema = z.object({
  telegram: z.object({
    enabled: z.boolean(),
    botUsername: z.string().nullable(),
    linked: z.object({ username: z.string().nullable(), linkedAt: isoDate }).nullable(),
  }),
  push: z.object({
    enabled: z.boolean(),
    subscriptions: z.number().int().min(0),
  }),
});
export type AlertChannels = z.infer<typeof AlertChannelsSchema>;

/** POST /api/notifications/telegram/link: a one-time deep link, valid for 15 minutes. */
export const TelegramLinkSchema = z.object({ url: z.url(), expiresAt: isoDate });
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

/** GET /api/notifications/push/key: the VAPID public key (base64url) the browser subscribes with. */
export const PushKeySchema = z.object({ publicKey: z.string().min(1) });
export type PushKey = z.infer<typeof PushKeySchema>;

/** POST /api/notifications/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: z
    .url()
    .max(2048)
    .refine((url) => url.startsWith('https://'), 'The endpoint must be https'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.base64url().min(80).max(100),
    auth: z.base64url().min(16).max(32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** DELETE /api/notifications/push/subscriptions: the endpoint to forget (only the owner's). */
export const PushUnsubscribeBodySchema = z.strictObject({ endpoint: z.url().max(2048) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

/**
 * What a push notification carries to the service worker (encrypted end to end): a title and a
 * short body in the person's language, and where a click opens. Never a locked pick's detail.
 */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

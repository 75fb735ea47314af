import type { AlertChannels, AlertPreferences, AlertPreferencesBody, TelegramLink } from '@arcade/contracts';
import { vi } from 'vitest';
import type { PushClient, SubscribeOutcome } from '@/features/notifications/hooks/push-client';
import { jsonResponse, type Route } from '../helpers';

/** GET /api/notifications/preferences as the server answers a new account: every channel, sport. */
export function makePreferences(overrides: Partial<AlertPreferences> = {}): AlertPreferences {
  return { email: true, telegram: true, push: true, sports: null, bankroll: null, ...overrides };
}

type ChannelsOverrides = {
  telegram?: Partial<AlertChannels['telegram']>;
  push?: Partial<AlertChannels['push']>;
};

/** GET /api/notifications/channels: Telegram and push offered, nothing linked, unless told. */
export function makeChannels({ telegram, push }: ChannelsOverrides = {}): AlertChannels {
  return {
    telegram: { enabled: true, botUsername: 'ArcadeValueBot', linked: null, ...telegram },
    push: { enabled: true, subscriptions: 0, ...push },
  };
}

/** A server without TELEGRAM_BOT_TOKEN nor VAPID keys: neither channel offered. */
export const CHANNELS_OFF: AlertChannels = makeChannels({
  telegram: { enabled: false, botUsername: null },
  push: { enabled: false },
});

export const LINKED_AT = '2030-03-02T09:00:00.000Z';

/**
 * The notification routes as the server keeps them: PUT merges into the preferences, the link route
 * answers `link`, DELETE unlinks; `state` is what the server holds now (a test may change it).
 */
export function notificationRoutes({
  preferences = makePreferences(),
  channels = makeChannels(),
  link = {
    url: 'https://t.me/ArcadeValueBot?start=tok123',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  },
}: {
  preferences?: AlertPreferences;
  channels?: AlertChannels;
  link?: TelegramLink;
} = {}) {
  const state = { preferences, channels };
  const routes: Record<string, Route> = {
    '/api/notifications/preferences': (init) => {
      if (init?.method !== 'PUT') return jsonResponse(state.preferences);
      const body = JSON.parse(String(init.body)) as AlertPreferencesBody;
      state.preferences = { ...state.preferences, ...body };
      return jsonResponse(state.preferences);
    },
    '/api/notifications/channels': () => jsonResponse(state.channels),
    '/api/notifications/telegram/link': (init) => {
      if (init?.method === 'DELETE') {
        state.channels = { ...state.channels, telegram: { ...state.channels.telegram, linked: null } };
        return new Response(null, { status: 204 });
      }
      return jsonResponse(link);
    },
  };
  return { routes, state };
}

/** A browser's push side as the panel sees it; `subscribe` answers what the browser would. */
export function fakePushClient({
  support = 'supported',
  subscribed = false,
  subscribe = 'subscribed',
}: {
  support?: Awaited<ReturnType<PushClient['pushSupport']>>;
  subscribed?: boolean;
  subscribe?: SubscribeOutcome;
} = {}) {
  let isSubscribed = subscribed;
  return {
    pushSupport: vi.fn(() => support),
    currentPushSubscription: vi.fn(() =>
      Promise.resolve(isSubscribed ? { endpoint: 'https://push.example/1' } : null),
    ),
    subscribeToPush: vi.fn(() => {
      if (subscribe === 'subscribed') isSubscribed = true;
      return Promise.resolve(subscribe);
    }),
    unsubscribeFromPush: vi.fn(() => {
      isSubscribed = false;
      return Promise.resolve(undefined);
    }),
  } satisfies PushClient;
}

import type { TelegramLink } from '@arcade/contracts';
import { useState } from 'react';
import { useChannels } from '../api/get-channels';
import { useCreateTelegramLink } from '../api/telegram-link';
import { useNow } from './use-now';

/** While a link waits to be opened, the channels are read this often to see the chat linked. */
export const LINK_POLL_MS = 3000;

/**
 * The dashboard's side of linking a Telegram chat: ask for a one-time link, then wait for the bot
 * to report the chat linked (channels read every few seconds) until the link expires.
 */
export function useTelegramLinking(isLinked: boolean) {
  const create = useCreateTelegramLink();
  const [link, setLink] = useState<TelegramLink | null>(null);
  const pending = link !== null && !isLinked ? link : null;
  const now = useNow(pending !== null);
  const msLeft = pending ? Math.max(0, Date.parse(pending.expiresAt) - now) : 0;
  const isWaiting = pending !== null && msLeft > 0;
  useChannels(isWaiting ? LINK_POLL_MS : false);
  return {
    /** The link being waited on (also once expired, to say so), null when none is. */
    link: pending,
    msLeft,
    isWaiting,
    isExpired: pending !== null && msLeft === 0,
    isCreating: create.isPending,
    start: (onError: (error: unknown) => void) => create.mutate(undefined, { onSuccess: setLink, onError }),
    cancel: () => setLink(null),
  };
}

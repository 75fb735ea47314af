import { type TelegramLink, TelegramLinkSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { CHANNELS_PATH } from './get-channels';

export const TELEGRAM_LINK_PATH = '/api/notifications/telegram/link';

/** POST: a one-time t.me deep link that links the chat which opens it to this account. */
export function createTelegramLink(): Promise<TelegramLink> {
  return apiRequest(TELEGRAM_LINK_PATH, TelegramLinkSchema, { method: 'POST' });
}

/** DELETE: forgets the linked chat (the answer's body, if any, is not needed). */
export async function unlinkTelegram(): Promise<void> {
  await apiRequest(TELEGRAM_LINK_PATH, z.unknown(), { method: 'DELETE' });
}

export function useCreateTelegramLink() {
  return useMutation({ mutationFn: createTelegramLink });
}

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CHANNELS_PATH] }),
  });
}

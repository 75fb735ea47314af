import { type AlertChannels, AlertChannelsSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const CHANNELS_PATH = '/api/notifications/channels';

/** GET /api/notifications/channels: what the server offers and this person's link on each channel. */
export function getChannels(signal?: AbortSignal): Promise<AlertChannels> {
  return apiRequest(CHANNELS_PATH, AlertChannelsSchema, { signal });
}

/** `pollEveryMs`: read again on that interval (while a Telegram link waits to be opened). */
export function channelsQueryOptions(pollEveryMs: number | false = false) {
  return queryOptions({
    queryKey: [CHANNELS_PATH],
    queryFn: ({ signal }) => getChannels(signal),
    refetchInterval: pollEveryMs,
  });
}

export const useChannels = (pollEveryMs: number | false = false) =>
  useQuery(channelsQueryOptions(pollEveryMs));

import { type GeniusClientContext, type GeniusStreamEvent, GeniusStreamEventSchema } from '@arcade/contracts';
import { ApiError, toApiError } from '@/lib/api-client';
import { readJsonEvents } from '@/lib/event-stream';
import { currentLanguage } from '@/lib/i18n';

export const GENIUS_STREAM_PATH = '/api/admin/genius-chat/stream';

/**
 * POST /api/admin/genius-chat/stream as server-sent events: text deltas as the answer arrives, then
 * the stored messages (or an error, or `not_configured`). A refused request (validation, rate limit,
 * a provider that failed before answering) throws ApiError. Aborting the signal cancels the answer.
 */
export async function* streamGeniusAnswer(
  message: string,
  context: GeniusClientContext | undefined,
  signal: AbortSignal,
): AsyncGenerator<GeniusStreamEvent> {
  const response = await fetch(GENIUS_STREAM_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'text/event-stream',
      'Accept-Language': currentLanguage(),
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify({ message, context }),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body)
    throw new ApiError({ status: response.status, message: 'Response body is not readable' });
  yield* readJsonEvents(response.body, GeniusStreamEventSchema);
}

import {
  ApiErrorSchema,
  type ErrorCode,
  type GenerationEvent,
  GenerationEventSchema,
  type Sport,
  type Strategy,
} from '@arcade/contracts';
import { readJsonEvents } from '@/lib/event-stream';
import { currentLanguage } from '@/lib/i18n';

export const GENERATION_STREAM_PATH = '/api/picks/stream';

export type GenerationParams = {
  bankroll: number;
  /** 'all' is sent as no sport. */
  sport: Sport | 'all';
  pickCount: number;
  /** 'auto' is sent as no strategy. */
  strategy: Strategy;
};

/** Another generation is running (the server answers 409). */
export class GenerationBusyError extends Error {
  override readonly name = 'GenerationBusyError';
}

/** A refused stream: its status, and the error code and reason when the body is our error shape. */
export class GenerationHttpError extends Error {
  override readonly name = 'GenerationHttpError';
  constructor(
    readonly status: number,
    readonly code?: ErrorCode,
    readonly reason?: string,
  ) {
    super(`HTTP error! status: ${status}`);
  }
}

async function httpError(response: Response): Promise<GenerationHttpError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not our JSON error shape (a proxy page, an empty body): the status is all there is.
    return new GenerationHttpError(response.status);
  }
  const parsed = ApiErrorSchema.safeParse(body);
  return parsed.success
    ? new GenerationHttpError(response.status, parsed.data.error.code, parsed.data.error.reason)
    : new GenerationHttpError(response.status);
}

export function generationUrl({ bankroll, sport, pickCount, strategy }: GenerationParams): string {
  const query = new URLSearchParams({ bankroll: String(bankroll) });
  if (sport !== 'all') query.set('sport', sport);
  query.set('pickCount', String(pickCount));
  if (strategy !== 'auto') query.set('strategy', strategy);
  return `${GENERATION_STREAM_PATH}?${query.toString()}`;
}

/**
 * The stream stores picks, so the server starts it only for a request that proves it comes from the
 * app (Sec-Fetch-Site: same-origin, or this header, which a link on another site cannot send).
 */
const SAME_ORIGIN_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/**
 * GET /api/picks/stream as server-sent events. Aborting the signal closes the
 * connection, which cancels the generation on the server.
 */
export async function* streamGeneration(
  params: GenerationParams,
  signal: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  const response = await fetch(generationUrl(params), {
    credentials: 'include',
    headers: {
      Accept: 'text/event-stream',
      'Accept-Language': currentLanguage(),
      ...SAME_ORIGIN_HEADERS,
    },
    signal,
  });
  if (response.status === 409) throw new GenerationBusyError(`HTTP error! status: ${response.status}`);
  if (!response.ok) throw await httpError(response);
  if (!response.body) throw new Error('Response body is not readable');
  yield* readJsonEvents(response.body, GenerationEventSchema);
}

import type { z } from 'zod';
import {
  InvalidApiKeyError,
  InvalidRequestError,
  MalformedResponseError,
  OddsApiError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  ProviderUnreachableError,
  RateLimitedError,
} from './errors';
import { ODDS_API_MARKETS } from './mapping';
import {
  ErrorBodySchema,
  type OddsEvent,
  OddsResponseSchema,
  type ScoreEvent,
  ScoresResponseSchema,
  SportsResponseSchema,
} from './schemas';

/** Credits as the x-requests-* headers report them after a request. */
export interface OddsApiQuota {
  remaining: number;
  used: number | null;
  /** What the last request cost. */
  last: number | null;
}

interface OddsApiClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Called with the quota headers of every response that carries them, errors included. */
  onQuota: (quota: OddsApiQuota) => void;
}

/** Scores for the last three days too, so games that ended since the last sync are seen (2 credits). */
export const SCORES_DAYS_FROM = 3;

/** What a request costs in credits (providers.md): markets × regions for odds, 1 or 2 for scores. */
export const oddsCost = (regions: readonly string[]) => ODDS_API_MARKETS.length * regions.length;
export const scoresCost = (daysFrom: number | undefined) => (daysFrom ? 2 : 1);

interface OddsApiClient {
  odds(sportKey: string, regions: readonly string[]): Promise<OddsEvent[]>;
  scores(sportKey: string, daysFrom: number): Promise<ScoreEvent[]>;
  /** The sports list: free, so it refreshes the quota headers without spending credits. */
  sports(): Promise<unknown[]>;
}

export function createOddsApiClient(options: OddsApiClientOptions): OddsApiClient {
  async function get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries({ ...params, apiKey: options.apiKey })) {
      url.searchParams.set(name, value);
    }
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      const quota = quotaOf(response.headers);
      if (quota) options.onQuota(quota);
      text = await response.text();
      if (!response.ok) throw errorFor(status, text, response.headers);
    } catch (error) {
      throw asOddsApiError(error, options.timeoutMs);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new MalformedResponseError(`status ${status}, body is not JSON`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new MalformedResponseError(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }

  const sportPath = (sportKey: string, endpoint: string) =>
    `/v4/sports/${encodeURIComponent(sportKey)}/${endpoint}`;

  return {
    odds: (sportKey, regions) =>
      get(
        sportPath(sportKey, 'odds'),
        {
          regions: regions.join(','),
          markets: ODDS_API_MARKETS.join(','),
          oddsFormat: 'decimal',
          dateFormat: 'iso',
        },
        OddsResponseSchema,
      ),
    scores: (sportKey, daysFrom) =>
      get(
        sportPath(sportKey, 'scores'),
        { daysFrom: String(daysFrom), dateFormat: 'iso' },
        ScoresResponseSchema,
      ),
    sports: () => get('/v4/sports', {}, SportsResponseSchema),
  };
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number) : null;
}

function quotaOf(headers: Headers): OddsApiQuota | null {
  const remaining = headerNumber(headers, 'x-requests-remaining');
  if (remaining === null) return null;
  return {
    remaining,
    used: headerNumber(headers, 'x-requests-used'),
    last: headerNumber(headers, 'x-requests-last'),
  };
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function errorFor(status: number, text: string, headers: Headers): OddsApiError {
  let body: z.infer<typeof ErrorBodySchema> = {};
  try {
    body = ErrorBodySchema.safeParse(JSON.parse(text)).data ?? {};
  } catch {
    // A non-JSON error body: the status alone says what happened.
  }
  if (status === 401) return new InvalidApiKeyError(body.error_code);
  if (status === 429) return new RateLimitedError(body.message, retryAfterMs(headers.get('retry-after')));
  if (status >= 500) return new ProviderUnavailableError(status);
  return new InvalidRequestError(status, body.message);
}

function asOddsApiError(error: unknown, timeoutMs: number): OddsApiError {
  if (error instanceof OddsApiError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ProviderTimeoutError(timeoutMs);
  }
  return new ProviderUnreachableError(error);
}

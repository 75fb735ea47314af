import type { z } from 'zod';
import {
  type BdlInjury,
  type BdlPlayer,
  type BdlSeasonAverage,
  type BdlStanding,
  type BdlTeam,
  InjurySchema,
  PlayerSchema,
  pageOf,
  SeasonAverageSchema,
  StandingSchema,
  TeamSchema,
} from './schemas';

type BalldontlieFailure =
  | 'UNAUTHORIZED'
  | 'NOT_ON_PLAN'
  | 'INVALID_REQUEST'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'TIMEOUT'
  | 'UNREACHABLE'
  | 'MALFORMED_RESPONSE'
  | 'TOO_MANY_PAGES';

/** A request balldontlie did not answer usefully, after the retries it deserved. */
export class BalldontlieError extends Error {
  override name = 'BalldontlieError';
  constructor(
    readonly failure: BalldontlieFailure,
    message: string,
    readonly path: string,
  ) {
    super(`balldontlie ${path}: ${message}`);
  }
}

interface BalldontlieClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Retries after a 429 or a 5xx (default 3). */
  retries?: number;
  /** The first retry's wait without a Retry-After, doubling each time (default 500 ms). */
  retryBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the refresh fails and says so (default 20 s). */
  maxRetryAfterMs?: number;
}

export interface BalldontlieClient {
  teams(): Promise<BdlTeam[]>;
  standings(season: number): Promise<BdlStanding[]>;
  activePlayers(): Promise<BdlPlayer[]>;
  seasonAverages(season: number, playerIds: readonly number[]): Promise<BdlSeasonAverage[]>;
  injuries(): Promise<BdlInjury[]>;
}

type Params = readonly (readonly [string, string])[];

/** Pages followed at most per list (100 items each): a cursor that never ends is a provider bug. */
const MAX_PAGES = 60;
const PER_PAGE = '100';
/** Ids per season-averages request (`player_ids[]=…`), keeping the URL short. */
const AVERAGES_BATCH = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * balldontlie's NBA API (providers.md): `Authorization: <key>`, arrays as `name[]=`, cursor pages.
 * Every request has a timeout; a 429 is retried after its Retry-After (or an exponential wait), a 5xx
 * after an exponential wait; every body is validated with zod.
 */
export function createBalldontlieClient(options: BalldontlieClientOptions): BalldontlieClient {
  const retries = options.retries ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 20_000;

  async function fetchOnce(path: string, url: URL): Promise<{ status: number; text: string; wait?: number }> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', authorization: options.apiKey },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new BalldontlieError('TIMEOUT', `timed out after ${options.timeoutMs} ms`, path);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      throw new BalldontlieError('UNREACHABLE', `unreachable${cause ? ` (${cause})` : ''}`, path);
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, text, wait: retryAfterMs(response.headers.get('retry-after')) };
  }

  async function get<T>(path: string, params: Params, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of params) url.searchParams.append(name, value);
    for (let attempt = 0; ; attempt++) {
      const { status, text, wait } = await fetchOnce(path, url);
      if (status >= 200 && status < 300) return parse(path, text, schema);
      const backoff = retryBaseMs * 2 ** attempt;
      if (status === 429) {
        const delay = wait ?? backoff;
        if (attempt >= retries || delay > maxRetryAfterMs) {
          const after = wait === undefined ? '' : `, retry after ${Math.ceil(wait / 1000)} s`;
          throw new BalldontlieError('RATE_LIMITED', `rate limited (429${after})`, path);
        }
        await sleep(delay);
      } else if (status >= 500) {
        if (attempt >= retries) {
          throw new BalldontlieError(
            'UNAVAILABLE',
            `unavailable (status ${status}) after ${retries + 1} tries`,
            path,
          );
        }
        await sleep(backoff);
      } else if (status === 401) {
        // balldontlie answers 401 both for a bad key and for an endpoint above the key's plan.
        throw new BalldontlieError(
          'UNAUTHORIZED',
          'unauthorized (401): the key is invalid or its plan lacks this endpoint',
          path,
        );
      } else if (status === 403 || status === 404) {
        throw new BalldontlieError('NOT_ON_PLAN', `not available (status ${status})`, path);
      } else {
        throw new BalldontlieError('INVALID_REQUEST', `refused the request (status ${status})`, path);
      }
    }
  }

  async function getAll<T>(path: string, params: Params, item: z.ZodType<T>): Promise<T[]> {
    const schema = pageOf(item);
    const items: T[] = [];
    let cursor: number | null | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query: Params = [
        ...params,
        ['per_page', PER_PAGE],
        ...(cursor ? [['cursor', String(cursor)] as const] : []),
      ];
      const body = await get(path, query, schema);
      items.push(...(body.data as T[]));
      cursor = body.meta?.next_cursor;
      if (!cursor) return items;
    }
    throw new BalldontlieError('TOO_MANY_PAGES', `more than ${MAX_PAGES} pages`, path);
  }

  return {
    teams: () => getAll('/nba/v1/teams', [], TeamSchema),
    standings: (season) => getAll('/nba/v1/standings', [['season', String(season)]], StandingSchema),
    activePlayers: () => getAll('/nba/v1/players/active', [], PlayerSchema),
    seasonAverages: async (season, playerIds) => {
      const averages: BdlSeasonAverage[] = [];
      for (let start = 0; start < playerIds.length; start += AVERAGES_BATCH) {
        const ids = playerIds
          .slice(start, start + AVERAGES_BATCH)
          .map((id) => ['player_ids[]', String(id)] as const);
        averages.push(
          ...(await getAll(
            '/nba/v1/season_averages',
            [['season', String(season)], ...ids],
            SeasonAverageSchema,
          )),
        );
      }
      return averages;
    },
    injuries: () => getAll('/nba/v1/player_injuries', [], InjurySchema),
  };
}

function parse<T>(path: string, text: string, schema: z.ZodType<T>): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BalldontlieError('MALFORMED_RESPONSE', 'the body is not JSON', path);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BalldontlieError(
      'MALFORMED_RESPONSE',
      `unexpected body at ${issue?.path.join('.') || 'the top'}: ${issue?.message ?? 'invalid'}`,
      path,
    );
  }
  return parsed.data;
}

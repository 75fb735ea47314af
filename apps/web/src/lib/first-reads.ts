// A page the server renders for the signed-in visitor (the dashboard) carries the reads its first screen
// was rendered from. The browser's first render starts from the very same data, so it takes the page over
// without a loading state in between, and the reads are not asked for again.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { provideEarlyResponses } from './early-requests';

/** The `<script type="application/json">` that holds the reads, by API path. */
export const FIRST_READS_ELEMENT_ID = 'first-reads';

/** A query of the first screen, of any data type: here only its key and function matter. */
export type FirstQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/**
 * The API path a query reads: its key's segments joined by '/', and a last segment that is an object as
 * the query string (`['/api/picks', { perTier: 6 }]` → `/api/picks?perTier=6`), so that invalidating
 * `['/api/picks']` reaches it too.
 */
export function queryPath(query: Pick<FirstQuery, 'queryKey'>): string {
  const key = query.queryKey;
  const last = key.at(-1);
  if (last === null || typeof last !== 'object') return key.map(String).join('/');
  const search = new URLSearchParams(
    Object.entries(last as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
  );
  return `${key.slice(0, -1).map(String).join('/')}?${search.toString()}`;
}

/** The reads the page arrived with, or undefined when the server rendered none into it. */
export function embeddedFirstReads(): Record<string, unknown> | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const reads: unknown = JSON.parse(element.textContent);
    return reads !== null && typeof reads === 'object' && !Array.isArray(reads)
      ? (reads as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fills the cache with every query whose read arrived, through the query's own function (which parses it
 * as it parses a fetched answer): awaited before the first render. A query whose read is missing loads as
 * it always does.
 */
export async function primeFirstQueries(
  client: QueryClient,
  queries: readonly FirstQuery[],
  reads: Readonly<Record<string, unknown>>,
): Promise<void> {
  provideEarlyResponses(reads);
  await Promise.all(
    queries
      .filter((query) => Object.hasOwn(reads, queryPath(query)))
      .map((query) => client.prefetchQuery(query)),
  );
}

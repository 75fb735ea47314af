import type { BetsPage } from '@arcade/contracts';
import { BetsPageParser } from '@arcade/contracts/account-parsers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';

export const BETS_PATH = '/api/bets';

/**
 * GET /api/bets: one page of the person's bets, newest first; `cursor` is the previous page's
 * `nextCursor`, `limit` the page's size (the server's own when left out).
 */
export function getBetsPage(cursor: string | null, limit?: number, signal?: AbortSignal): Promise<BetsPage> {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return apiRequest(search ? `${BETS_PATH}?${search}` : BETS_PATH, BetsPageParser, { signal });
}

/** The person's book, page by page; a bet recorded, changed or removed invalidates everything under ['bets']. */
export function betsQueryOptions(limit?: number) {
  return infiniteQueryOptions({
    queryKey: ['bets', 'list', limit ?? 'default'],
    queryFn: ({ pageParam, signal }) => getBetsPage(pageParam, limit, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The loaded pages as one list (`bets`), with the query's state and `fetchNextPage` for "load more". */
export function useBets(limit?: number) {
  const query = useInfiniteQuery(betsQueryOptions(limit));
  const bets = useMemo(() => query.data?.pages.flatMap((page) => page.bets), [query.data]);
  return { ...query, bets };
}

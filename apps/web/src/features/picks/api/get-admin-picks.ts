import {
  AdminPickCountsSchema,
  type AdminPicksQuery,
  type AdminPicksResponse,
  AdminPicksResponseSchema,
} from '@arcade/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';

export const ADMIN_PICKS_PATH = '/api/admin/picks';

/** What a tab lists: the server filters and pages (newest first); the cursor is the query's business. */
export type AdminPickFilters = Omit<AdminPicksQuery, 'cursor'>;

function listPath(filters: AdminPickFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${ADMIN_PICKS_PATH}?${query}` : ADMIN_PICKS_PATH;
}

export function getAdminPicksPage(
  filters: AdminPickFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminPicksResponse> {
  return apiRequest(listPath(filters, cursor), AdminPicksResponseSchema, { signal });
}

/** Pages of one filtered list, each after the previous one's cursor. Mutations invalidate this key's prefix. */
export function adminPicksQueryOptions(filters: AdminPickFilters, options: { keepPrevious?: boolean } = {}) {
  return infiniteQueryOptions({
    queryKey: [ADMIN_PICKS_PATH, 'list', filters],
    queryFn: ({ pageParam, signal }) => getAdminPicksPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * The loaded pages as one list (`picks`), with the query's state and `fetchNextPage` for "load more".
 * `keepPrevious`: a new filter keeps the old rows on screen until its own arrive.
 */
export function useAdminPicks(filters: AdminPickFilters, options: { keepPrevious?: boolean } = {}) {
  const query = useInfiniteQuery(adminPicksQueryOptions(filters, options));
  const picks = useMemo(() => query.data?.pages.flatMap((page) => page.picks) ?? [], [query.data]);
  return { ...query, picks };
}

/** One page only: a list that shows the newest N and no more (e.g. the latest manual picks). */
export function useAdminPicksPage(filters: AdminPickFilters) {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_PICKS_PATH, 'page', filters],
      queryFn: ({ signal }) => getAdminPicksPage(filters, null, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** How many picks each pick tab holds (pending; approved or published without result; graded). */
export function adminPickCountsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH, 'counts'],
    queryFn: ({ signal }) => apiRequest(`${ADMIN_PICKS_PATH}/counts`, AdminPickCountsSchema, { signal }),
  });
}

export function useAdminPickCounts() {
  return useQuery(adminPickCountsQueryOptions());
}

import { type AdminUsersResponse, AdminUsersResponseSchema } from '@arcade/contracts';
import { infiniteQueryOptions, type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client';

export const ADMIN_USERS_PATH = '/api/admin/users';

export function getAdminUsersPage(cursor: string | null, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const path = cursor ? `${ADMIN_USERS_PATH}?cursor=${encodeURIComponent(cursor)}` : ADMIN_USERS_PATH;
  return apiRequest(path, AdminUsersResponseSchema, { signal });
}

/** The loaded pages of the accounts, as the query cache holds them. */
export type AdminUsersPages = InfiniteData<AdminUsersResponse, string | null>;

/** Pages of the accounts with their plans, newest first, for the Usuarios tab. */
export function adminUsersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [ADMIN_USERS_PATH],
    queryFn: ({ pageParam, signal }) => getAdminUsersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The loaded pages as one list (`users`) and the count of every account (`total`), with the query's
 * state and `fetchNextPage` for "load more".
 */
export function useAdminUsers() {
  const query = useInfiniteQuery(adminUsersQueryOptions());
  const users = useMemo(() => query.data?.pages.flatMap((page) => page.users), [query.data]);
  return { ...query, users, total: query.data?.pages.at(-1)?.total };
}

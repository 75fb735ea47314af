import { type AdminUser, AdminUsersResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ADMIN_USERS_PATH = '/api/admin/users';

export async function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const { users } = await apiRequest(ADMIN_USERS_PATH, AdminUsersResponseSchema, { signal });
  return users;
}

/** Every account with its plan, for the Usuarios tab (product.md §2). */
export function adminUsersQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_USERS_PATH],
    queryFn: ({ signal }) => getAdminUsers(signal),
  });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

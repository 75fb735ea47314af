import {
  type AdminUser,
  AdminUserResponseSchema,
  type Plan,
  SubscriptionUpdateSchema,
} from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_USERS_PATH, type AdminUsersPages } from './get-admin-users';

export type SubscriptionChange = {
  userId: string;
  /** A plan name: the API calls it `tier`. */
  plan: Plan;
  status: 'active' | 'inactive';
};

/** PATCH /api/admin/users/:userId/subscription {tier, status}: activating grants the plan for 7 days. */
export async function updateSubscription({ userId, plan, status }: SubscriptionChange): Promise<AdminUser> {
  const body = SubscriptionUpdateSchema.parse({ tier: plan, status });
  const { user } = await apiRequest(
    `${ADMIN_USERS_PATH}/${encodeURIComponent(userId)}/subscription`,
    AdminUserResponseSchema,
    { method: 'PATCH', body },
  );
  return user;
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: (user) =>
      queryClient.setQueryData<AdminUsersPages>([ADMIN_USERS_PATH], (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.map((current) => (current.id === user.id ? user : current)),
              })),
            }
          : data,
      ),
    // The row above is the server's answer; the refetch catches anything else the change touched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
  });
}

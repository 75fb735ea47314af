import { type MySubscription, NotificationsBodySchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { MY_SUBSCRIPTION_PATH } from './get-my-subscription';

// The answer carries the switch as stored (alone or within the whole subscription), or nothing (204).
const NotificationsAnswerSchema = z.looseObject({ emailNotifications: z.boolean() }).optional();

/** PATCH /api/billing/notifications: the user's switch for publication emails; resolves to its stored state. */
export async function updateNotifications(emailNotifications: boolean): Promise<boolean> {
  const answer = await apiRequest('/api/billing/notifications', NotificationsAnswerSchema, {
    method: 'PATCH',
    body: NotificationsBodySchema.parse({ emailNotifications }),
  });
  return answer?.emailNotifications ?? emailNotifications;
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (emailNotifications) =>
      queryClient.setQueryData<MySubscription>([MY_SUBSCRIPTION_PATH], (subscription) =>
        subscription ? { ...subscription, emailNotifications } : subscription,
      ),
  });
}

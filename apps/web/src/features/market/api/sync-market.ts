import { SyncResponseSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatePickLists } from '@/features/picks';
import { apiRequest } from '@/lib/api-client';
import { providersQueryOptions } from './get-providers';

/** POST /api/admin/sync: pulls events, odds and scores from every provider (closing lines and grading too). */
export async function syncMarket() {
  const response = await apiRequest('/api/admin/sync', SyncResponseSchema, { method: 'POST' });
  return response.results;
}

export function useSyncMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMarket,
    // A sync can grade published picks and changes what the providers report.
    onSettled: () =>
      Promise.all([
        invalidatePickLists(queryClient),
        queryClient.invalidateQueries({ queryKey: providersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
      ]),
  });
}

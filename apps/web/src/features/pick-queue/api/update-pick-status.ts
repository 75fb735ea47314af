import { type PickStatus, PickResponseSchema, PickStatusUpdateSchema } from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidatePickLists, pickPath } from '@/features/picks';

export type PickStatusChange = { id: string; status: Exclude<PickStatus, 'pending'> };

/** PATCH /api/admin/picks/:id/status: Aprobar (approved) or Publicar (published). */
export function updatePickStatus({ id, status }: PickStatusChange) {
  const body = PickStatusUpdateSchema.parse({ status });
  return apiRequest(pickPath(id, 'status'), PickResponseSchema, { method: 'PATCH', body });
}

export function useUpdatePickStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickStatus,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

export type PublishOutcome = {
  published: number;
  failed: string[];
  /** Why the first refused pick was refused (e.g. its edge is below the threshold), for the UI to say. */
  firstError?: unknown;
};

/** Publicar of several picks: one PATCH each; the picks that failed are returned so the UI can say so. */
export async function publishPicks(ids: readonly string[]): Promise<PublishOutcome> {
  const results = await Promise.allSettled(ids.map((id) => updatePickStatus({ id, status: 'published' })));
  const failed = ids.filter((_, index) => results[index]?.status === 'rejected');
  const refusal = results.find((result) => result.status === 'rejected');
  return { published: ids.length - failed.length, failed, firstError: refusal?.reason };
}

export function usePublishPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPicks,
    onSettled: () => invalidatePickLists(queryClient),
  });
}

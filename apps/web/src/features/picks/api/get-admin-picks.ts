import { type AdminPick, AdminPicksResponseSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ADMIN_PICKS_PATH = '/api/admin/picks';

export async function getAdminPicks(signal?: AbortSignal): Promise<AdminPick[]> {
  const response = await apiRequest(ADMIN_PICKS_PATH, AdminPicksResponseSchema, { signal });
  return response.picks;
}

/** Every pick, whatever its status; the tabs split the list (product.md §4). Mutations invalidate this key. */
export function adminPicksQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH],
    queryFn: ({ signal }) => getAdminPicks(signal),
  });
}

export function useAdminPicks() {
  return useQuery(adminPicksQueryOptions());
}

/** Pendientes: status pending. */
export const isPendingPick = (pick: AdminPick) => pick.status === 'pending';
/** Aprobados/Publicados: approved or published, not graded yet. */
export const isApprovedOrPublishedPick = (pick: AdminPick) =>
  (pick.status === 'approved' || pick.status === 'published') && pick.result === null;
/** Historial: any pick with a result. */
export const isGradedPick = (pick: AdminPick) => pick.result !== null;

export type AdminPickCounts = { pending: number; approved: number; history: number };

export function countAdminPicks(picks: readonly AdminPick[]): AdminPickCounts {
  return {
    pending: picks.filter(isPendingPick).length,
    approved: picks.filter(isApprovedOrPublishedPick).length,
    history: picks.filter(isGradedPick).length,
  };
}

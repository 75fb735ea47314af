import { type GradedSummary, type GradedSummaryQuery, GradedSummarySchema } from '@arcade/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH } from '@/features/picks';

/** GET /api/admin/picks/summary: Historial's record, breakdowns and daily profit over every graded pick. */
export function getGradedSummary(filters: GradedSummaryQuery, signal?: AbortSignal): Promise<GradedSummary> {
  const params = new URLSearchParams();
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.tier) params.set('tier', filters.tier);
  const query = params.toString();
  return apiRequest(`${ADMIN_PICKS_PATH}/summary${query ? `?${query}` : ''}`, GradedSummarySchema, {
    signal,
  });
}

/** Keyed under the admin picks list, so every pick change (which invalidates that key) refreshes it. */
export function gradedSummaryQueryOptions(filters: GradedSummaryQuery) {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH, 'summary', filters],
    queryFn: ({ signal }) => getGradedSummary(filters, signal),
    // A new filter keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useGradedSummary(filters: GradedSummaryQuery) {
  return useQuery(gradedSummaryQueryOptions(filters));
}

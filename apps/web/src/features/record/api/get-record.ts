import { type RecordResponse, RecordResponseSchema, type Sport, type Tier } from '@arcade/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const RECORD_PATH = '/api/record';

export type RecordFilters = {
  sport: Sport | null;
  tier: Tier | null;
  /** `YYYY-MM`, the event's month in UTC. */
  month: string | null;
  page: number;
};

/** The query string of GET /api/record: only the filters that are set, page 1 left out. */
export function recordSearch({ sport, tier, month, page }: RecordFilters): string {
  const params = new URLSearchParams();
  if (sport) params.set('sport', sport);
  if (tier) params.set('tier', tier);
  if (month) params.set('month', month);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function getRecord(filters: RecordFilters, signal?: AbortSignal): Promise<RecordResponse> {
  const search = recordSearch(filters);
  return apiRequest(search ? `${RECORD_PATH}?${search}` : RECORD_PATH, RecordResponseSchema, { signal });
}

/**
 * The public record. The answer depends on who asks (details for a signed-in
 * caller), so the viewer is part of the key; a pick change invalidates every entry under RECORD_PATH.
 */
export function recordQueryOptions(filters: RecordFilters, viewer: string) {
  return queryOptions({
    queryKey: [RECORD_PATH, viewer, filters],
    queryFn: ({ signal }) => getRecord(filters, signal),
    // A new page or filter keeps the current one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

/** `viewer` is the signed-in user's id or 'visitor'; null while the session check runs. */
export function useRecord(filters: RecordFilters, viewer: string | null) {
  return useQuery({ ...recordQueryOptions(filters, viewer ?? 'pending'), enabled: viewer !== null });
}

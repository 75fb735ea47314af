import type { EventsCoverageResponse } from '@arcade/contracts';
import { EventsCoverageResponseParser } from '@arcade/contracts/parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { SportCoverage } from '@arcade/contracts';

export const COVERAGE_PATH = '/api/events/coverage';

export function getEventsCoverage(signal?: AbortSignal): Promise<EventsCoverageResponse> {
  return apiRequest(COVERAGE_PATH, EventsCoverageResponseParser, { signal });
}

export function eventsCoverageQueryOptions() {
  return queryOptions({
    queryKey: [COVERAGE_PATH],
    queryFn: ({ signal }) => getEventsCoverage(signal),
  });
}

/** What the market offers now per sport and league (GET /api/events/coverage, public). */
export function useEventsCoverage() {
  return useQuery(eventsCoverageQueryOptions());
}

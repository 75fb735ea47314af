import { PickPriceHistorySchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RECORD_PATH } from './get-record';

/**
 * GET /api/record/picks/:id/prices: a graded pick's best price since the market opened, asked for
 * only when its row is opened. A graded pick's market no longer moves, so the answer is kept.
 */
export function pickPricesQueryOptions(pickId: string) {
  return queryOptions({
    queryKey: [RECORD_PATH, 'prices', pickId],
    queryFn: ({ signal }) =>
      apiRequest(`${RECORD_PATH}/picks/${encodeURIComponent(pickId)}/prices`, PickPriceHistorySchema, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePickPrices(pickId: string) {
  return useQuery(pickPricesQueryOptions(pickId));
}

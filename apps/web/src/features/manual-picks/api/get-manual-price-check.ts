import { type PriceCheck, PriceCheckSchema } from '@arcade/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH } from '@/features/picks';

export type ManualPriceInput = {
  eventId: string;
  market: 'h2h' | 'spreads' | 'totals';
  selection: 'home' | 'away' | 'draw' | 'over' | 'under';
  line: number | null;
  odds: number;
};

/**
 * GET /api/admin/picks/manual/price-check: the manual form's price against the feed's best for the
 * selection and line, before saving (the server's rule, not repeated here).
 */
export function manualPriceCheckQueryOptions(input: ManualPriceInput | null) {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH, 'manual-price-check', input],
    queryFn: ({ signal }): Promise<PriceCheck> => {
      if (!input) throw new Error('no price to check');
      const params = new URLSearchParams({
        eventId: input.eventId,
        market: input.market,
        selection: input.selection,
        odds: String(input.odds),
      });
      if (input.line !== null) params.set('line', String(input.line));
      return apiRequest(`${ADMIN_PICKS_PATH}/manual/price-check?${params.toString()}`, PriceCheckSchema, {
        signal,
      });
    },
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useManualPriceCheck(input: ManualPriceInput | null) {
  return useQuery(manualPriceCheckQueryOptions(input));
}

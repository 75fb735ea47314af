import { type PickOddsPreview, PickOddsPreviewSchema } from '@arcade/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_PICKS_PATH, pickPath } from '@/features/picks';

export type OddsPreviewInput = { odds: number; bookmaker: string };

/**
 * GET /api/admin/picks/:id/odds-preview: what an edit to this price at this book would store (edge,
 * stake), the tier kept, the tier the new edge would earn and whether the price counts as typed by
 * hand. The server decides all of it, so the dialog never repeats a rule.
 */
export function oddsPreviewQueryOptions(id: string, input: OddsPreviewInput | null) {
  return queryOptions({
    queryKey: [ADMIN_PICKS_PATH, id, 'odds-preview', input],
    queryFn: ({ signal }): Promise<PickOddsPreview> => {
      if (!input) throw new Error('no price to preview');
      const params = new URLSearchParams({ odds: String(input.odds) });
      if (input.bookmaker) params.set('bookmaker', input.bookmaker);
      return apiRequest(`${pickPath(id, 'odds-preview')}?${params.toString()}`, PickOddsPreviewSchema, {
        signal,
      });
    },
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useOddsPreview(id: string, input: OddsPreviewInput | null) {
  return useQuery(oddsPreviewQueryOptions(id, input));
}

import type { BetSummary } from '@arcade/contracts';
import { BetSummaryParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BETS_PATH } from './get-bets';

/** GET /api/bets/summary: the person's figures, the same stakes at the published prices, and their week. */
export function getBetSummary(signal?: AbortSignal): Promise<BetSummary> {
  return apiRequest(`${BETS_PATH}/summary`, BetSummaryParser, { signal });
}

export function betSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['bets', 'summary'],
    queryFn: ({ signal }) => getBetSummary(signal),
  });
}

export const useBetSummary = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...betSummaryQueryOptions(), enabled });

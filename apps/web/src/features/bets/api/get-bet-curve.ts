import type { BetCurve } from '@arcade/contracts';
import { BetCurveParser } from '@arcade/contracts/account-parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BETS_PATH } from './get-bets';

/** GET /api/bets/curve: cumulative profit over the graded bets, theirs and at the published prices. */
export function getBetCurve(signal?: AbortSignal): Promise<BetCurve> {
  return apiRequest(`${BETS_PATH}/curve`, BetCurveParser, { signal });
}

export function betCurveQueryOptions() {
  return queryOptions({
    queryKey: ['bets', 'curve'],
    queryFn: ({ signal }) => getBetCurve(signal),
  });
}

export const useBetCurve = () => useQuery(betCurveQueryOptions());

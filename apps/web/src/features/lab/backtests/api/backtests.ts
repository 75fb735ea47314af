import {
  type BacktestDetailResponse,
  BacktestDetailResponseSchema,
  type BacktestListResponse,
  BacktestListResponseSchema,
  type BacktestRunResponse,
  BacktestRunResponseSchema,
  type BacktestStartRequest,
} from '@arcade/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const BACKTESTS_PATH = '/api/lab/backtests';
/** While a run is running, its progress is polled this often (and never otherwise). */
export const POLL_MS = 1_000;

export function backtestListQueryOptions() {
  return queryOptions({
    queryKey: [BACKTESTS_PATH],
    queryFn: ({ signal }) => apiRequest(BACKTESTS_PATH, BacktestListResponseSchema, { signal }),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'running') ? POLL_MS : false,
  });
}

export function useBacktestList() {
  return useQuery(backtestListQueryOptions());
}

export function backtestDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [BACKTESTS_PATH, id],
    queryFn: ({ signal }) => apiRequest(`${BACKTESTS_PATH}/${id}`, BacktestDetailResponseSchema, { signal }),
    refetchInterval: (query) => (query.state.data?.run.status === 'running' ? POLL_MS : false),
  });
}

export function useBacktestDetail(id: string | null) {
  return useQuery({ ...backtestDetailQueryOptions(id ?? ''), enabled: id !== null });
}

export function useStartBacktest() {
  const client = useQueryClient();
  return useMutation<BacktestRunResponse, Error, BacktestStartRequest>({
    mutationFn: (body) => apiRequest(BACKTESTS_PATH, BacktestRunResponseSchema, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [BACKTESTS_PATH] }),
  });
}

export function useCancelBacktest() {
  const client = useQueryClient();
  return useMutation<BacktestRunResponse, Error, string>({
    mutationFn: (id) =>
      apiRequest(`${BACKTESTS_PATH}/${id}/cancel`, BacktestRunResponseSchema, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [BACKTESTS_PATH] }),
  });
}

export type { BacktestDetailResponse, BacktestListResponse };

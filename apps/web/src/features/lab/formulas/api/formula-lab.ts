import {
  AdminConfigSchema,
  type EvaluateFormulaRequest,
  FormulaEvaluationSchema,
  FormulaSuggestionSchema,
  type TestFormulaRequest,
  TestFormulaResponseSchema,
} from '@arcade/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const CONFIG_PATH = '/api/admin/config';

/** The saved configuration: the tab's defaults and the "current" side of the comparison. */
export const adminConfigQueryOptions = () =>
  queryOptions({
    queryKey: [CONFIG_PATH],
    queryFn: ({ signal }) => apiRequest(CONFIG_PATH, AdminConfigSchema, { signal }),
  });

export function useAdminConfig() {
  return useQuery(adminConfigQueryOptions());
}

/** POST /api/admin/test-formula: the formula replayed beside the current one. */
export function useTestFormula() {
  return useMutation({
    mutationFn: (body: TestFormulaRequest) =>
      apiRequest('/api/admin/test-formula', TestFormulaResponseSchema, { method: 'POST', body }),
    retry: false,
  });
}

/** POST /api/lab/evaluate-formula: the AI's or the static evaluation, stored as a pending suggestion. */
export function useEvaluateFormula() {
  return useMutation({
    mutationFn: (body: EvaluateFormulaRequest) =>
      apiRequest('/api/lab/evaluate-formula', FormulaEvaluationSchema, { method: 'POST', body }),
    retry: false,
  });
}

/** Accept (the formula becomes the saved one) or reject a pending suggestion. */
export function useReviewSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'reject' }) =>
      apiRequest(`/api/lab/formula-suggestions/${id}/${action}`, FormulaSuggestionSchema, { method: 'POST' }),
    retry: false,
    onSuccess: (_data, { action }) => {
      if (action === 'accept') void queryClient.invalidateQueries({ queryKey: [CONFIG_PATH] });
    },
  });
}

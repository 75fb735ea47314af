import {
  type AdminConfig,
  AdminConfigSchema,
  type ConfigPatch,
  FormulaHistoryResponseSchema,
  FormulaPreviewResponseSchema,
  type LabConfig,
} from '@arcade/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const CONFIG_PATH = '/api/admin/config';
export const FORMULA_HISTORY_PATH = '/api/admin/formula-history';
export const FORMULA_PREVIEW_PATH = '/api/admin/formula-preview';
export const TEST_EMAIL_PATH = '/api/admin/test-email';

export function configQueryOptions() {
  return queryOptions({
    queryKey: [CONFIG_PATH],
    queryFn: ({ signal }) => apiRequest(CONFIG_PATH, AdminConfigSchema, { signal }),
  });
}

export const useConfig = () => useQuery(configQueryOptions());

export function formulaHistoryQueryOptions() {
  return queryOptions({
    queryKey: [FORMULA_HISTORY_PATH],
    queryFn: ({ signal }) => apiRequest(FORMULA_HISTORY_PATH, FormulaHistoryResponseSchema, { signal }),
  });
}

export const useFormulaHistory = () => useQuery(formulaHistoryQueryOptions());

/** After a change the answer is the new configuration; the history may have grown. */
function useConfigChanged() {
  const queryClient = useQueryClient();
  return (config: AdminConfig) => {
    queryClient.setQueryData([CONFIG_PATH], config);
    void queryClient.invalidateQueries({ queryKey: [FORMULA_HISTORY_PATH] });
  };
}

/** PATCH /api/admin/config (the admin panel), or POST with the laboratory's full configuration. */
export function useSaveConfig() {
  const onSaved = useConfigChanged();
  return useMutation({
    mutationKey: [CONFIG_PATH],
    mutationFn: (input: { method: 'PATCH'; body: ConfigPatch } | { method: 'POST'; body: LabConfig }) =>
      apiRequest(CONFIG_PATH, AdminConfigSchema, { method: input.method, body: input.body }),
    retry: false,
    onSuccess: onSaved,
  });
}

export function useRestoreFormula() {
  const onSaved = useConfigChanged();
  return useMutation({
    mutationKey: [FORMULA_HISTORY_PATH, 'restore'],
    mutationFn: (id: string) =>
      apiRequest(`${FORMULA_HISTORY_PATH}/${encodeURIComponent(id)}/restore`, AdminConfigSchema, {
        method: 'POST',
      }),
    retry: false,
    onSuccess: onSaved,
  });
}

/** The preview of a formula on today's candidates; an empty formula accepts them all. */
export function useFormulaPreview(formula: string) {
  return useQuery({
    queryKey: [FORMULA_PREVIEW_PATH, formula],
    queryFn: ({ signal }) =>
      apiRequest(FORMULA_PREVIEW_PATH, FormulaPreviewResponseSchema, {
        method: 'POST',
        body: { formula },
        signal,
      }),
    retry: false,
    placeholderData: (previous) => previous,
  });
}

const MessageSchema = z.object({ message: z.string() });

export function useTestEmail() {
  return useMutation({
    mutationKey: [TEST_EMAIL_PATH],
    mutationFn: (email: string) =>
      apiRequest(TEST_EMAIL_PATH, MessageSchema, { method: 'POST', body: { email } }),
    retry: false,
  });
}

import {
  type AlertPreferences,
  type AlertPreferencesBody,
  AlertPreferencesBodySchema,
  AlertPreferencesSchema,
} from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { PREFERENCES_PATH, preferencesQueryOptions } from './get-preferences';

const MUTATION_KEY = ['update-preferences'] as const;

/** PUT /api/notifications/preferences: only the fields given change; answers every preference. */
export function updatePreferences(body: AlertPreferencesBody): Promise<AlertPreferences> {
  return apiRequest(PREFERENCES_PATH, AlertPreferencesSchema, {
    method: 'PUT',
    body: AlertPreferencesBodySchema.parse(body),
  });
}

/**
 * Saves a change at once on screen: the stored preferences take it before the server answers, go
 * back to what they were when it refuses. When changes overlap, their answers may come in any order:
 * the last one to settle reads the server's state again. One instance serves the whole panel.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQueryOptions();
  const overlapped = useRef(false);
  const isLast = () => queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1;
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: updatePreferences,
    onMutate: async (body) => {
      if (!isLast()) overlapped.current = true;
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (isLast() && context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (stored) => {
      if (isLast()) queryClient.setQueryData(queryKey, stored);
    },
    // Changes that overlapped may have answered out of order: the server's state is read once more.
    onSettled: () => {
      if (!isLast() || !overlapped.current) return undefined;
      overlapped.current = false;
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

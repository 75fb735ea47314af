import { type AlertPreferences, AlertPreferencesSchema } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PREFERENCES_PATH = '/api/notifications/preferences';

/** GET /api/notifications/preferences: the person's channel switches, sports and alert bankroll. */
export function getPreferences(signal?: AbortSignal): Promise<AlertPreferences> {
  return apiRequest(PREFERENCES_PATH, AlertPreferencesSchema, { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: [PREFERENCES_PATH], queryFn: ({ signal }) => getPreferences(signal) });
}

export const usePreferences = () => useQuery(preferencesQueryOptions());

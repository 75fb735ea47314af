import type { RecordVolume } from '@arcade/contracts';
import { RecordVolumeParser } from '@arcade/contracts/parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const RECORD_VOLUME_PATH = '/api/record/volume';

export function getRecordVolume(signal?: AbortSignal): Promise<RecordVolume> {
  return apiRequest(RECORD_VOLUME_PATH, RecordVolumeParser, { signal });
}

export function recordVolumeQueryOptions() {
  return queryOptions({
    queryKey: [RECORD_VOLUME_PATH],
    queryFn: ({ signal }) => getRecordVolume(signal),
  });
}

/** Published picks a day over the last 30 days (GET /api/record/volume, public). */
export function useRecordVolume() {
  return useQuery(recordVolumeQueryOptions());
}

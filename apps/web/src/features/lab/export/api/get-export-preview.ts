import { type ExportPreview, ExportPreviewSchema, type ExportTable } from '@arcade/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  type ExportChoices,
  exportPreviewUrl,
  HISTORICAL_DATA_PATH,
  isRangeInverted,
} from '../lib/export-query';

export function getExportPreview(url: string, signal?: AbortSignal): Promise<ExportPreview> {
  return apiRequest(url, ExportPreviewSchema, { signal });
}

/** The first 20 rows and the total of one table under the chosen filters. */
export function exportPreviewQueryOptions(choices: ExportChoices, table: ExportTable) {
  const url = exportPreviewUrl(choices, table);
  return queryOptions({
    queryKey: [HISTORICAL_DATA_PATH, 'preview', url],
    queryFn: ({ signal }) => getExportPreview(url, signal),
    placeholderData: keepPreviousData,
    enabled: !isRangeInverted(choices),
  });
}

export function useExportPreview(choices: ExportChoices, table: ExportTable) {
  return useQuery(exportPreviewQueryOptions(choices, table));
}

import {
  ApiErrorSchema,
  MasseyDeleteResultSchema,
  MasseyStatusSchema,
  type MasseyUploadResult,
  MasseyUploadResultSchema,
  type Sport,
} from '@arcade/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import i18n, { currentLanguage } from '@/lib/i18n';

export const MASSEY_STATUS_PATH = '/api/admin/massey/status';
const UPLOAD_PATH = '/api/admin/massey/upload';

/** GET /api/admin/massey/status: one entry per sport. */
export function useMasseyStatus() {
  return useQuery({
    queryKey: [MASSEY_STATUS_PATH],
    queryFn: ({ signal }) => apiRequest(MASSEY_STATUS_PATH, MasseyStatusSchema, { signal }),
  });
}

/** A failed upload as the api client reports any failed call (message `status: body`, the server's fields). */
function uploadError(status: number, statusText: string, bodyText: string): ApiError {
  let parsed: ReturnType<typeof ApiErrorSchema.safeParse> | undefined;
  try {
    parsed = ApiErrorSchema.safeParse(JSON.parse(bodyText));
  } catch {
    parsed = undefined;
  }
  const body = parsed?.success ? parsed.data.error : undefined;
  return new ApiError({
    status,
    message: status === 401 ? i18n.t('errors:unauthorized') : `${status}: ${bodyText || statusText}`,
    ...(body
      ? {
          code: body.code,
          serverMessage: body.message,
          ...(body.issues ? { issues: body.issues } : {}),
          ...(body.reason ? { reason: body.reason } : {}),
          ...(body.details ? { details: body.details } : {}),
        }
      : {}),
  });
}

export type MasseyUploadInput = { sport: Sport; file: File; teams?: File | undefined };

/**
 * POST /api/admin/massey/upload as multipart (sport, file, optional teams), through XMLHttpRequest
 * so that the upload's progress (0–1) can be shown.
 */
export function uploadMassey(
  { sport, file, teams }: MasseyUploadInput,
  onProgress?: (fraction: number) => void,
): Promise<MasseyUploadResult> {
  const form = new FormData();
  form.append('sport', sport);
  form.append('file', file, file.name);
  if (teams) form.append('teams', teams, teams.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(MasseyUploadResultSchema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.send(form);
  });
}

export function useUploadMassey(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MasseyUploadInput) => uploadMassey(input, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MASSEY_STATUS_PATH] }),
  });
}

/** DELETE /api/admin/massey/:sport. */
export function useDeleteMassey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sport: Sport) =>
      apiRequest(`/api/admin/massey/${encodeURIComponent(sport)}`, MasseyDeleteResultSchema, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MASSEY_STATUS_PATH] }),
  });
}

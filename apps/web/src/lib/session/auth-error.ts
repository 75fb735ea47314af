import type { ErrorCode } from '@arcade/contracts';
import { ApiError } from '../api-client';
import { errorCodeMessage, reasonMessage } from '../error-message';

// Codes whose server text is technical and in English whatever Accept-Language says
// (schema issues, rate-limit counters, hidden 5xx): the translated code text reads better.
const TECHNICAL_CODES = new Set<ErrorCode>([
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'BAD_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);

/**
 * The description of an auth error toast: the translated reason (`invalid_credentials`…), the
 * translated code text for technical codes, else the form's fallback. Anything that is not an API error (a response without the expected shape, a network
 * failure) gets `unexpected`, e.g. 'Error al iniciar sesión. Intenta nuevamente.'.
 */
export function authErrorText(error: unknown, texts: { fallback: string; unexpected?: string }): string {
  if (!(error instanceof ApiError)) return texts.unexpected ?? texts.fallback;
  const byReason = error.reason === undefined ? undefined : reasonMessage(error.reason, error.details);
  if (byReason !== undefined) return byReason;
  if (error.code && TECHNICAL_CODES.has(error.code)) return errorCodeMessage(error.code);
  return texts.fallback;
}

import type { ErrorCode } from '@arcade/contracts';
import { ApiError } from './api-client';
import i18n from './i18n';

/** The translated text for an API error code (`errors:codes.<CODE>`). */
export function errorCodeMessage(code: ErrorCode): string {
  return i18n.t(`errors:codes.${code}`);
}

/** What a UI shows for a failed call: the translated code text when the server sent a code. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.code ? errorCodeMessage(error.code) : error.message;
  return i18n.t('errors:generic');
}

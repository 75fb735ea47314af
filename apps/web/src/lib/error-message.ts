import type { ErrorCode } from '@arcade/contracts';
import { ApiError } from './api-client';
import type { I18nResources } from '@/types/i18n-resources';
import i18n from './i18n';

type ErrorReason = keyof I18nResources['errors']['reasons'];

function isKnownReason(reason: string | undefined): reason is ErrorReason {
  return reason !== undefined && i18n.exists(`errors:reasons.${reason}`);
}

/** The translated text for an API error code (`errors:codes.<CODE>`). */
export function errorCodeMessage(code: ErrorCode): string {
  return i18n.t(`errors:codes.${code}`);
}

/**
 * What a UI shows for a failed call: the translated reason when the server refined its code with one
 * (`error.reason`, e.g. a 409's `event_not_started`), else the translated code text.
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError && isKnownReason(error.reason))
    return i18n.t(`errors:reasons.${error.reason}`);
  if (error instanceof ApiError) return error.code ? errorCodeMessage(error.code) : error.message;
  return i18n.t('errors:generic');
}

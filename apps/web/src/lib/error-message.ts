import type { ErrorCode } from '@arcade/contracts';
import { ApiError } from './api-client';
import i18n, { resources } from './i18n';

type ErrorReason = keyof (typeof resources)['es']['errors']['reasons'];

function isKnownReason(reason: string | undefined): reason is ErrorReason {
  return reason !== undefined && Object.hasOwn(resources.es.errors.reasons, reason);
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

import type { TFunction } from 'i18next';
import { errorCodeMessage, reasonMessage } from '@/lib/error-message';
import type { GenerationFailure } from '../hooks/generation-store';

const REASONS = ['invalid_formula', 'invalid_model_weights'] as const;
const isKnownReason = (reason: string | undefined): reason is (typeof REASONS)[number] =>
  (REASONS as readonly (string | undefined)[]).includes(reason);

/**
 * A failed generation in the admin's language: the generation's own text for its reasons, else any
 * other reason's text, else the error code's text, else the HTTP status, else the fallback.
 */
export function generationErrorText(failure: GenerationFailure, t: TFunction<'admin'>): string {
  if (failure.isBusy) return t('generation.toasts.busy');
  if (isKnownReason(failure.reason)) return t(`generation.errors.${failure.reason}`);
  const byReason = failure.reason === undefined ? undefined : reasonMessage(failure.reason);
  if (byReason !== undefined) return byReason;
  if (failure.code) return errorCodeMessage(failure.code);
  if (failure.status !== undefined) return t('generation.toasts.httpError', { status: failure.status });
  return t('generation.toasts.errorFallback');
}

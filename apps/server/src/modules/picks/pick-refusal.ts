import { CORRECTION_REASON_MIN, type PickReasonRefusal, type PickRefusal } from '@arcade/contracts';
import { AppError } from '../../lib/app-error';

/** A 409 on a pick, with the reason code the web translates (`error.reason`). */
export const refused = (reason: PickRefusal, message: string) =>
  new AppError('CONFLICT', message, { reason });

/**
 * A text of at least `minimum` characters (a reason: CORRECTION_REASON_MIN), trimmed; otherwise a 400
 * with `refusal` on `field`.
 */
export function requiredReason(
  reason: string | undefined,
  refusal: PickReasonRefusal,
  what: string,
  { field = 'reason', minimum = CORRECTION_REASON_MIN }: { field?: string; minimum?: number } = {},
): string {
  const text = reason?.trim() ?? '';
  if (text.length < minimum) {
    const message = `${what} needs a ${field} of at least ${minimum} characters`;
    throw new AppError('VALIDATION_ERROR', message, {
      reason: refusal,
      issues: [
        {
          path: `body.${field}`,
          code: 'too_small',
          params: { origin: 'string', minimum, inclusive: true },
          message,
        },
      ],
    });
  }
  return text;
}

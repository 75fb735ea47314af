import { CORRECTION_REASON_MIN, type PickReasonRefusal, type PickRefusal } from '@arcade/contracts';
import { AppError } from '../../lib/app-error';

/** A 409 on a pick, with the reason code the web translates (`error.reason`). */
export const refused = (reason: PickRefusal, message: string) =>
  new AppError('CONFLICT', message, { reason });

/** A reason of at least CORRECTION_REASON_MIN characters, trimmed; otherwise a 400 with `refusal`. */
export function requiredReason(reason: string | undefined, refusal: PickReasonRefusal, what: string): string {
  const text = reason?.trim() ?? '';
  if (text.length < CORRECTION_REASON_MIN) {
    const message = `${what} needs a reason of at least ${CORRECTION_REASON_MIN} characters`;
    throw new AppError('VALIDATION_ERROR', message, {
      reason: refusal,
      issues: [
        {
          path: 'body.reason',
          code: 'too_small',
          params: { origin: 'string', minimum: CORRECTION_REASON_MIN, inclusive: true },
          message,
        },
      ],
    });
  }
  return text;
}

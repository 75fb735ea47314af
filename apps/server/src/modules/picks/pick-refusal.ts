import type { PickRefusal } from '@arcade/contracts';
import { AppError } from '../../lib/app-error';

/** A 409 on a pick, with the reason code the web translates (`error.reason`). */
export const refused = (reason: PickRefusal, message: string) =>
  new AppError('CONFLICT', message, { reason });

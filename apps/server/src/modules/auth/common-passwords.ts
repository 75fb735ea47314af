import { AppError } from '../../lib/app-error';
import type { Language } from '../../lib/request-language';
import { authMessage } from './messages';

/** Why a password was refused although long enough: it is on the list of common passwords. */
export const PASSWORD_TOO_COMMON = 'password_too_common';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~49,000 most common passwords of @zxcvbn-ts/language-common, lower-cased into a Set once, on
 * first use: a server that never sees a signup or a reset never decompresses the list.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

/** Whether a password is one of the common ones, whatever its case ("Password" is "password"). */
async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** 400 VALIDATION_ERROR, reason password_too_common, with the field's issue in the caller's language. */
export async function refuseCommonPassword(
  password: string,
  field: 'password' | 'newPassword',
  language: Language,
): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  const message = authMessage(language, 'passwordTooCommon');
  throw new AppError('VALIDATION_ERROR', message, {
    reason: PASSWORD_TOO_COMMON,
    issues: [{ path: `body.${field}`, code: 'custom', message }],
  });
}

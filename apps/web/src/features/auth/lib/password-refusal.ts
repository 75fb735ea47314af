import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { formMessage } from '@/lib/form/form-messages';

/** The server's reason for refusing a password long enough but on the list of common ones. */
export const PASSWORD_TOO_COMMON = 'password_too_common';

/**
 * When the server refused a common password: puts its message under the password field (kept as a
 * key, so it follows a language switch) and answers true; false for any other failure. The list
 * itself stays on the server, so that no page downloads it.
 */
export function showPasswordRefusal<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  field: Path<Input>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.reason !== PASSWORD_TOO_COMMON) return false;
  form.setError(field, { type: 'server', message: formMessage('passwordTooCommon') }, { shouldFocus: true });
  return true;
}

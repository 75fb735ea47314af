import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';

/**
 * Puts a refusal under the field it is about (`fields`: reason → field), translated; any other
 * failure is a toast titled `title`.
 */
export function showRefusal<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  error: unknown,
  fields: Partial<Record<string, Path<Input>>>,
  title: string,
): void {
  const field = error instanceof ApiError && error.reason ? fields[error.reason] : undefined;
  if (field) {
    form.setError(field, { type: 'server', message: getErrorMessage(error) }, { shouldFocus: true });
    return;
  }
  toast({ variant: 'destructive', title, description: getErrorMessage(error) });
}

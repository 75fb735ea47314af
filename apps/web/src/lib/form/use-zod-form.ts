import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api-client';
import { fieldPath } from '../api-issues';
import { formErrorMap, issueMessage } from './form-messages';

/**
 * react-hook-form checked by a zod schema: a contracts body schema, so the client applies the
 * server's rules, or a form schema where what is typed differs from what is sent. Errors appear on
 * submit and then follow the input, the first invalid field gets focus, and nothing is sent while
 * anything is invalid; the submit handler receives the schema's output.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema, { error: formErrorMap }),
  });
}

/** Shows a 400's refused fields (`body.email`) under the fields of the form they name, translated. */
export function showServerIssues<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  error: unknown,
): void {
  if (!(error instanceof ApiError) || !error.issues) return;
  const fields = Object.keys(form.getValues());
  const named = new Set<string>();
  for (const issue of error.issues) {
    const name = fieldPath(issue.path).split('.')[0] ?? '';
    if (!fields.includes(name) || named.has(name)) continue;
    named.add(name);
    form.setError(name as Path<Input>, { type: 'server', message: issueMessage(issue) });
  }
}

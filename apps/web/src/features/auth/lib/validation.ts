/** The part of a zod issue the form reads; every `@arcade/contracts` schema's issues fit. */
export type SchemaIssue = {
  code: string;
  path: PropertyKey[];
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  exact?: boolean;
};

/** Anything with zod's `safeParse`: the contracts body schemas, so client and server agree. */
export type FormSchema<T> = {
  safeParse: (
    data: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/** A field error kept untranslated, so it follows a language switch; `text` is a server message. */
export type FieldError =
  | { key: 'required' | 'email' | 'invalid' }
  | { key: 'minLength' | 'maxLength' | 'exactLength'; count: number }
  | { key: 'server'; text: string };

/** Spec §5: generic messages only (Required, Invalid email, length limits). */
export function fieldErrorFor(issue: SchemaIssue, value: string): FieldError {
  if (value.trim() === '' || issue.code === 'invalid_type') return { key: 'required' };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'email' };
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    if (issue.exact) return { key: 'exactLength', count: limit };
    return { key: issue.code === 'too_small' ? 'minLength' : 'maxLength', count: limit };
  }
  return { key: 'invalid' };
}

/** The first error of each field named by the issues' top-level path. */
export function fieldErrors<F extends string>(
  issues: readonly SchemaIssue[],
  values: Record<F, string>,
): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    if (!(field in values) || errors[field]) continue;
    errors[field] = fieldErrorFor(issue, values[field]);
  }
  return errors;
}

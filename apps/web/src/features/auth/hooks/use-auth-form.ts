import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { type FieldError, type FormSchema, fieldErrors } from '../lib/validation';

export type AuthFieldName = 'name' | 'email' | 'password' | 'code' | 'newPassword';

type Options<F extends AuthFieldName, T> = {
  /** A contracts body schema: the same rules the server applies (spec §5). */
  schema: FormSchema<T>;
  initialValues: Record<F, string>;
  /** Called with every new set of values, e.g. to save a draft. */
  onValuesChange?: (values: Record<F, string>) => void;
};

// Addresses and codes are never meant to carry spaces; names are trimmed by the schema itself.
function normalise<F extends AuthFieldName>(values: Record<F, string>): Record<F, string> {
  const next = { ...values };
  for (const field of ['email', 'code'] as const) {
    if (field in next) next[field as F] = values[field as F].trim();
  }
  return next;
}

/**
 * Form state checked with a contracts schema: errors appear on submit (and then follow the
 * input), the first invalid field gets focus, and nothing is sent while anything is invalid.
 */
export function useAuthForm<F extends AuthFieldName, T>({
  schema,
  initialValues,
  onValuesChange,
}: Options<F, T>) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({});
  const [hasSubmitted, setSubmitted] = useState(false);

  const validate = (next: Record<F, string>): { data?: T; errors: Partial<Record<F, FieldError>> } => {
    const result = schema.safeParse(normalise(next));
    return result.success
      ? { data: result.data, errors: {} }
      : { errors: fieldErrors(result.error.issues, next) };
  };

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (hasSubmitted) setErrors(validate(next).errors);
    onValuesChange?.(next);
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  const errorText = (name: F): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    if (error.key === 'server') return error.text;
    return 'count' in error
      ? t(`validation.${error.key}`, { count: error.count })
      : t(`validation.${error.key}`);
  };

  const handleSubmit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    setErrors(result.errors);
    if (result.data !== undefined) {
      onValid(result.data);
      return;
    }
    const firstInvalid = (Object.keys(values) as F[]).find((name) => result.errors[name]);
    const element = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  /** Shows a 400's per-field reasons (`body.email`) under the fields they name. */
  const showServerIssues = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.issues) return;
    const next: Partial<Record<F, FieldError>> = {};
    for (const issue of error.issues) {
      const name = issue.path.replace(/^body\./, '').split('.')[0] as F;
      if (name in values && !next[name]) next[name] = { key: 'server', text: issue.message };
    }
    setErrors(next);
  };

  return { values, setValue, field, errorText, handleSubmit, showServerIssues };
}

import type { ValidationIssue } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueText } from '../api-issues';
import type { I18nResources } from '@/types/i18n-resources';
import i18n from '../i18n';

/** A react-hook-form field error, whatever the shape of the field's value. */
type FieldErrorLike = { message?: string } | undefined;

/** The generic field messages and the few a form adds (`common:validation.*`). */
export type ValidationKey = keyof I18nResources['common']['validation'];

const PREFIX = 'validation:';
const ISSUE_PREFIX = 'issue:';

type IssueKey = Pick<ValidationIssue, 'path' | 'code' | 'params'>;

/**
 * A server's refused field kept as its code and parameters, so that its text is made when shown and
 * follows a language switch, as a schema's message does.
 */
export function issueMessage(issue: IssueKey): string {
  return `${ISSUE_PREFIX}${JSON.stringify({ path: issue.path, code: issue.code, params: issue.params })}`;
}

function readIssueMessage(message: string): IssueKey | null {
  if (!message.startsWith(ISSUE_PREFIX)) return null;
  try {
    return JSON.parse(message.slice(ISSUE_PREFIX.length)) as IssueKey;
  } catch {
    return null;
  }
}

function isValidationKey(key: string): key is ValidationKey {
  return i18n.exists(`common:validation.${key}`);
}

/**
 * A field error is kept as a message key (and a count for length limits), not as text, so it is
 * translated when shown and follows a language switch. `formMessage('minLength', 6)` → 'validation:minLength#6'.
 */
export function formMessage(key: ValidationKey, count?: number): string {
  return count === undefined ? `${PREFIX}${key}` : `${PREFIX}${key}#${count}`;
}

function readFormMessage(message: string): { key: ValidationKey; count?: number } | null {
  if (!message.startsWith(PREFIX)) return null;
  const [key = '', count] = message.slice(PREFIX.length).split('#');
  if (!isValidationKey(key)) return null;
  return count === undefined ? { key } : { key, count: Number(count) };
}

/**
 * zod's error map for forms (generic messages only): an empty field is 'Required', then
 * 'Invalid email' and the length limits; anything else 'Invalid value'. A schema's own `error`
 * (built with `formMessage`) wins over it, as zod gives a schema's message precedence.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  const isEmpty = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  if (isEmpty || issue.code === 'invalid_type') return formMessage('required');
  if (issue.code === 'invalid_format' && issue.format === 'email') return formMessage('email');
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string') {
    const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    if (issue.exact) return formMessage('exactLength', limit);
    return formMessage(issue.code === 'too_small' ? 'minLength' : 'maxLength', limit);
  }
  return formMessage('invalid');
};

/** Whether a field error is the 'Required' of an empty field. */
export function isRequiredError(error: FieldErrorLike): boolean {
  return error?.message !== undefined && readFormMessage(error.message)?.key === 'required';
}

/**
 * The text under a field in the active language: a schema's message, or a server's refused field
 * (`showServerIssues`) from its code and parameters.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('common');
  return (error: FieldErrorLike): string | undefined => {
    if (!error?.message) return undefined;
    const issue = readIssueMessage(error.message);
    if (issue) return issueText(issue);
    const message = readFormMessage(error.message);
    if (!message) return error.message;
    return message.count === undefined
      ? t(`validation.${message.key}`)
      : t(`validation.${message.key}`, { count: message.count });
  };
}

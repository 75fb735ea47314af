import { z } from 'zod';

/** C0 control characters (U+0000–U+001F) and DEL. */
// Matching control characters is the point of these expressions.
/* eslint-disable no-control-regex */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;
/* eslint-enable no-control-regex */

/**
 * A one-line text field (a name, a team, a selection): no control characters at all, so a NUL byte,
 * which PostgreSQL cannot store, or an escape sequence never reaches the database or a log.
 * `singleLine(z.string().trim().min(2))` keeps the field's own rules; the error names the field.
 */
export function singleLine(schema: z.ZodString = z.string()): z.ZodString {
  return schema.regex(SINGLE_LINE, 'must not contain control characters');
}

/** Text a client sent without asking (a User-Agent header), kept without its control characters. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** A UTF-16 surrogate without its pair: no character at all, which a JSON column refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that is valid Unicode (no lone surrogate), so it can be stored in text and JSON columns alike. */
export function wellFormed(schema: z.ZodString = z.string()): z.ZodString {
  return schema.refine((value) => !LONE_SURROGATE.test(value), {
    error: 'must be valid Unicode text',
    params: { rule: 'valid_unicode' },
  });
}

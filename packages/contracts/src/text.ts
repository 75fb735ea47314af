import { z } from 'zod';

/** C0 control characters (U+0000–U+001F) and DEL; tab, line feed and carriage return excepted in multi-line text. */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * A one-line text field (a name, a team, a selection): no control characters at all, so a NUL byte,
 * which PostgreSQL cannot store, or an escape sequence never reaches the database or a log.
 * `singleLine(z.string().trim().min(2))` keeps the field's own rules; the error names the field.
 */
export function singleLine(schema: z.ZodString = z.string()): z.ZodString {
  return schema.regex(SINGLE_LINE, 'must not contain control characters');
}

/** Free text that may span lines (notes, CSV): tab, line feed and carriage return allowed, other control characters not. */
export function multiLine(schema: z.ZodString = z.string()): z.ZodString {
  return schema.regex(MULTI_LINE, 'must not contain control characters other than tab and line breaks');
}

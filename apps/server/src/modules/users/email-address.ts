/** Emails are stored trimmed and lower-cased; lookups compare the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

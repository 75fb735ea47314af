// Imports nothing: the web app's shell takes it without the schemas (and zod) of the package's index.

/**
 * The login's address that brings the person back to `next` (a path of this app, with its query) once
 * signed in: where the server sends a visitor without a session from a signed-in page, and where the
 * web app sends a person whose session ended.
 */
export function loginAddress(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

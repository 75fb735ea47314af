import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Parsed JSON and query objects (whose prototype may be a null-prototype object); not bytes or streams. */
function isContainer(value: object): boolean {
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !('pipe' in value);
}

/** The path (`body.teams.0`) of the first string or key holding U+0000 in parsed JSON, or undefined. */
function findNul(value: unknown, root: string): string | undefined {
  // A stack, not recursion: a deeply nested body must not overflow the call stack.
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object' && isContainer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere in a request's JSON body,
 * query or path parameters is refused with a 400 naming the field, before validation and before any
 * query: the schemas of packages/contracts refuse the other control characters field by field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook: most requests carry nothing to look at and should cost no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    // The query and the path parameters come from the URL, where a NUL can only travel as %00 (the
    // HTTP parser refuses a raw one): most requests need no walk through them at all.
    const urlMayHoldNul = request.url.includes('%00');
    const parts: [string, unknown][] = [['body', request.body]];
    if (urlMayHoldNul) parts.push(['querystring', request.query], ['params', request.params]);
    for (const [part, value] of parts) {
      if (value === undefined || value === null) continue;
      const path = findNul(value, part);
      if (path === undefined) continue;
      const message = 'must not contain a NUL character';
      done(
        new AppError('VALIDATION_ERROR', `Invalid request: ${path}: ${message}`, {
          reason: 'invalid_request',
          issues: [{ path, code: 'invalid_characters', message }],
        }),
      );
      return;
    }
    done();
  });
}

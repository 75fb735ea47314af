import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const tags = new WeakMap<Buffer, string>();

/**
 * A strong ETag for prepared bytes: the SHA-1 of the body, computed once per buffer (a prepared list
 * is one buffer until its data changes, so a request pays a map lookup, not a hash).
 */
export function etagOf(body: Buffer): string {
  let tag = tags.get(body);
  if (tag === undefined) {
    tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    tags.set(body, tag);
  }
  return tag;
}

/** Whether an `If-None-Match` header names this tag (weak comparison, as RFC 9110 says for GET; `*` matches). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends prepared bytes (JSON unless `type` says otherwise) with their ETag, or 304 without a body
 * when the caller already holds them. `perUser`: the bytes depend on the session (private to the
 * browser, varying by cookie); otherwise any cache may keep them. Either way a cache must ask again
 * before reusing them.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  options: { perUser: boolean; type?: string },
): FastifyReply {
  const tag = etagOf(body);
  reply
    .header('etag', tag)
    .header('cache-control', options.perUser ? 'private, no-cache' : 'public, no-cache');
  if (options.perUser) reply.header('vary', 'cookie');
  if (matchesEtag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type(options.type ?? 'application/json; charset=utf-8').send(body);
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sendPrepared } from '../lib/etag';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

type Encoding = 'br' | 'gzip';
type IndexHtml = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/** index.html and, where they are smaller, its brotli and gzip forms: prepared once, as the build does for the assets. */
function prepareIndex(html: Buffer): IndexHtml {
  const br = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  const gzip = gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
  return {
    identity: html,
    ...(br.length < html.length ? { br } : {}),
    ...(gzip.length < html.length ? { gzip } : {}),
  };
}

/**
 * The form of index.html to send for an `Accept-Encoding` header: the accepted encoding with the
 * highest q (brotli on a tie), or the plain bytes when none is accepted.
 */
function pickVariant(header: string | undefined, index: IndexHtml): { encoding?: Encoding; body: Buffer } {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  let best: { encoding?: Encoding; body: Buffer; weight: number } = { body: index.identity, weight: 0 };
  for (const encoding of ['br', 'gzip'] as const) {
    const body = index[encoding];
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (body && weight > best.weight) best = { encoding, body, weight };
  }
  return best;
}

/**
 * Serves the built web app. Unknown `/api/*` paths answer a JSON 404; every other GET answers
 * index.html so the single-page app routes it (and shows its own 404 page). index.html is read
 * once and served from memory with its ETag (every visit starts with it); the fingerprinted assets
 * come from disk. Both go out brotli- or gzip-encoded when the browser accepts it: the assets from the
 * `.br`/`.gz` files the web build writes beside them, index.html from buffers compressed at start.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasIndex = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: 'index.html',
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run `npm run build`)');
  }
  const indexHtml = hasIndex ? prepareIndex(readFileSync(join(webDistDir, 'index.html'))) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, html: IndexHtml) => {
    const { encoding, body } = pickVariant(request.headers['accept-encoding'], html);
    // Each encoding is its own buffer, so it gets its own ETag.
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return sendPrepared(request, reply, body, { perUser: false, type: 'text/html; charset=utf-8' });
  };
  if (indexHtml) app.get('/', (request, reply) => sendIndex(request, reply, indexHtml));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && indexHtml) return sendIndex(request, reply, indexHtml);
    throw new AppError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`, {
      reason: 'route_not_found',
    });
  });
}

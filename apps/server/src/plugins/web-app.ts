import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sendPrepared } from '../lib/etag';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app. Unknown `/api/*` paths answer a JSON 404; every other GET answers
 * index.html so the single-page app routes it (and shows its own 404 page). index.html is read
 * once and served from memory with its ETag (every visit starts with it); the fingerprinted assets
 * come from disk.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasIndex = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: 'index.html',
      wildcard: true,
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
  const indexHtml = hasIndex ? readFileSync(join(webDistDir, 'index.html')) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, html: Buffer) =>
    sendPrepared(request, reply, html, { perUser: false, type: 'text/html; charset=utf-8' });
  if (indexHtml) app.get('/', (request, reply) => sendIndex(request, reply, indexHtml));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && indexHtml) return sendIndex(request, reply, indexHtml);
    throw new AppError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}

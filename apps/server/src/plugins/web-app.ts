import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app. Unknown `/api/*` paths answer a JSON 404; every other GET answers
 * index.html so the single-page app routes it (and shows its own 404 page).
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && hasIndex) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}

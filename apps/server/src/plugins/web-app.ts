import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginAddress } from '@arcade/contracts/login-address';
import { AppError } from '../lib/app-error';
import { sendPrepared } from '../lib/etag';
import {
  type Encoding,
  loadPrerenderedPages,
  pageLanguage,
  preferredEncoding,
  type PreparedHtml,
} from './prerendered-pages';
import { loadPagesWithReads, type PageWithReads } from './pages-with-reads';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

type IndexHtml = PreparedHtml;

/** The web app's pages for a signed-in person only (its router guards the same ones). */
const SIGNED_IN_PAGES = new Set([
  '/dashboard',
  '/analyze-pick',
  '/account',
  '/my-bets',
  '/admin',
  '/laboratory',
]);

export interface WebAppOptions {
  /** Whether the request carries a live session; without it a signed-in page redirects to the login. */
  hasSession?: (request: FastifyRequest) => Promise<boolean>;
}

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
  const available = (['br', 'gzip'] as const).filter((encoding) => index[encoding] !== undefined);
  const encoding = preferredEncoding(header, available);
  const body = encoding ? index[encoding] : undefined;
  return encoding && body ? { encoding, body } : { body: index.identity };
}

/**
 * Serves the built web app. Unknown `/api/*` paths answer a JSON 404. A page the build prerendered
 * (the landing, login, password pages, the record's shell) goes out as that HTML in the visitor's
 * language (see `pageLanguage`), so the browser paints it before any script runs; a path the app does
 * not route gets its prerendered 404 page with status 404. A signed-in visitor's dashboard is rendered
 * for them on each request from their own reads (see `loadPagesWithReads`; `private, no-store`), and the
 * landing for a visitor without a session from the public reads it shows (kept rendered while they
 * answer the same); the app's other pages get index.html and render in the browser. A page for signed-in
 * people only, asked without a live session (`hasSession`), redirects to `/login?next=` that page.
 * Without prerendered pages every page path gets index.html.
 * The HTML is read once and served from memory with its ETag; the fingerprinted assets come from
 * disk. Both go out brotli- or gzip-encoded when the browser accepts it, from the `.br`/`.gz` files
 * the web build writes beside them (index.html: buffers compressed at start).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  { hasSession }: WebAppOptions = {},
): Promise<void> {
  const hasIndex = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: 'index.html',
      wildcard: true,
      preCompressed: true,
      // The server's render module and its template are the server's, not files to hand out.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
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
  const prerendered = hasIndex ? loadPrerenderedPages(webDistDir) : undefined;
  const pagesWithReads = prerendered && webDistDir ? loadPagesWithReads(app, webDistDir) : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, index: IndexHtml) => {
    const language = prerendered && pageLanguage(request.headers, prerendered.languages);
    const [path = '/', query] = request.url.split('?');
    if (hasSession && SIGNED_IN_PAGES.has(withoutTrailingSlash(path)) && !(await hasSession(request))) {
      // Before any of the page's reads start (each would answer 401): the login, then back here.
      return reply
        .code(302)
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie')
        .header('location', loginAddress(request.url))
        .send();
    }
    if (language && pagesWithReads && request.method === 'GET') {
      const rendered = await pagesWithReads.render(request, path, language);
      if (rendered) return sendPageWithReads(request, reply, rendered);
    }
    const page = language ? prerendered?.pageFor(path, language, query ?? '') : undefined;
    const { encoding, body } = pickVariant(request.headers['accept-encoding'], page?.html ?? index);
    // Each encoding is its own buffer, so it gets its own ETag.
    reply.header('vary', prerendered ? 'accept-encoding, cookie, accept-language' : 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    if (page?.status === 404)
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
    return sendPrepared(request, reply, body, { perUser: false, type: 'text/html; charset=utf-8' });
  };
  if (indexHtml) app.get('/', (request, reply) => sendPage(request, reply, indexHtml));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && indexHtml) return sendPage(request, reply, indexHtml);
    throw new AppError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`, {
      reason: 'route_not_found',
    });
  });
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A page rendered with its reads: a signed-in visitor's is never stored by a cache, the browser's or a
 * shared one; a public one is revalidated by its ETag like the prerendered pages.
 */
function sendPageWithReads(request: FastifyRequest, reply: FastifyReply, page: PageWithReads): FastifyReply {
  reply.header('vary', 'accept-encoding, cookie, accept-language');
  if (page.encoding) reply.header('content-encoding', page.encoding);
  if (page.public)
    return sendPrepared(request, reply, page.body, { perUser: false, type: 'text/html; charset=utf-8' });
  return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(page.body);
}

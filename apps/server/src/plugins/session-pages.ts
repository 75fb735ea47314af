import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { cookieValue, type Encoding, preferredEncoding } from './prerendered-pages';

/** What the web build's render module (dist/ssr/render-page.mjs) offers the server. */
export interface SessionRenderModule {
  /** The API paths the page at `path` is rendered from; empty when it is not rendered for a session. */
  firstReadPaths(path: string): string[];
  renderSessionPage(
    path: string,
    language: string,
    reads: Readonly<Record<string, unknown>>,
    timeZone?: string,
  ): Promise<{ title: string | undefined; html: string }>;
  /** Whether the render can show dates in `zone`. */
  isTimeZone(zone: string): boolean;
  fillPage(
    template: string,
    page: {
      language: string;
      title: string | undefined;
      html: string;
      firstReads?: Readonly<Record<string, unknown>>;
    },
  ): string;
}

export interface SessionPage {
  body: Buffer;
  encoding?: Encoding;
}

export interface SessionPages {
  /**
   * The page at `path` rendered for the visitor who asks, from the API's answers to their own reads, or
   * undefined (index.html goes out and the page renders in the browser, as before): not a page rendered
   * per session, no session or an ended one, too many renders waiting, or a render that failed.
   */
  render(request: FastifyRequest, path: string, language: string): Promise<SessionPage | undefined>;
}

/** The cookie the browser keeps its time zone in (the web app's lib/display-zone). */
const TIME_ZONE_COOKIE = 'tz';

/** Beyond this many renders under way, a page goes out as index.html: a burst never queues behind them. */
const MAX_RENDERS = 4;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The request's headers a read of the visitor's own carries (the session, the language, the client). */
function visitorHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The visitor's reads, made through the app's own routes with their cookie (so each answers exactly as
 * it answers the browser: the same access rules, the same prepared bytes). Undefined when the session
 * answers no user; a read that fails is left out, and the browser makes it itself.
 */
async function readAsVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  paths: readonly string[],
): Promise<Record<string, unknown> | undefined> {
  const headers = visitorHeaders(request);
  const answers = await Promise.all(
    paths.map((url) =>
      app.inject({ method: 'GET', url, headers, remoteAddress: request.socket.remoteAddress ?? '127.0.0.1' }),
    ),
  );
  const reads: Record<string, unknown> = {};
  for (const [index, answer] of answers.entries()) {
    if (answer.statusCode === 401) return undefined;
    if (answer.statusCode !== 200) continue;
    reads[paths[index] as string] = answer.json();
  }
  const me = reads['/api/auth/me'] as { user?: unknown } | undefined;
  return me?.user ? reads : undefined;
}

async function encode(html: string, accepted: Encoding | undefined): Promise<SessionPage> {
  const body = Buffer.from(html);
  if (accepted === 'br')
    return {
      encoding: 'br',
      body: await compressBrotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    };
  if (accepted === 'gzip') return { encoding: 'gzip', body: await compressGzip(body, { level: 6 }) };
  return { body };
}

/** The zone the visitor's browser keeps in its cookie, if the render knows it. */
function visitorTimeZone(request: FastifyRequest, module: SessionRenderModule): string | undefined {
  const raw = cookieValue(request.headers.cookie, TIME_ZONE_COOKIE);
  if (raw === undefined) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return module.isTimeZone(zone) ? zone : undefined;
}

/**
 * The web build's renderer of a signed-in visitor's pages (the dashboard): with it the server sends the
 * page's first screen already rendered, with the visitor's figures, so a phone paints the tier cards
 * before any script has arrived; the page carries the reads it was rendered from and the app's first
 * render starts from them. Undefined when the build has no render module. The module loads in the
 * background: until it has, pages go out as index.html.
 */
export function loadSessionPages(app: FastifyInstance, webDistDir: string): SessionPages | undefined {
  const dir = join(webDistDir, 'ssr');
  const entry = join(dir, 'render-page.mjs');
  const templateFile = join(dir, 'template.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const template = readFileSync(templateFile, 'utf8');
  let module: SessionRenderModule | undefined;
  import(pathToFileURL(entry).href).then(
    (loaded: SessionRenderModule) => {
      module = loaded;
    },
    (error: unknown) =>
      app.log.error({ err: error }, 'session pages not rendered: their module failed to load'),
  );
  let rendering = 0;
  return {
    async render(request, path, language) {
      const paths = module?.firstReadPaths(path) ?? [];
      if (!module || paths.length === 0 || !cookieValue(request.headers.cookie, SESSION_COOKIE))
        return undefined;
      if (rendering >= MAX_RENDERS) return undefined;
      rendering += 1;
      try {
        const reads = await readAsVisitor(app, request, paths);
        if (!reads) return undefined;
        // Dates in the visitor's zone; an unknown one (or none yet) leaves them in the server's, which the
        // app corrects as it takes the page over.
        const page = await module.renderSessionPage(path, language, reads, visitorTimeZone(request, module));
        const html = module.fillPage(template, { ...page, language, firstReads: reads });
        return await encode(html, preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']));
      } catch (error) {
        request.log.error({ err: error, path }, 'session page not rendered: index.html sent');
        return undefined;
      } finally {
        rendering -= 1;
      }
    },
  };
}

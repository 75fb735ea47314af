import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { cookieValue, type Encoding, preferredEncoding } from './prerendered-pages';

/** What the web build's render module (dist/ssr/render-page.mjs) offers the server. */
export interface PageRenderModule {
  /**
   * The API paths the page at `path` is rendered from for a visitor with a session (`signedIn`) or
   * without one; empty when it is not rendered so.
   */
  firstReadPaths(path: string, signedIn: boolean): string[];
  /** `address`: the page's path, with the query it reads when the page is a signed-in visitor's. */
  renderPageWithReads(
    address: string,
    language: string,
    reads: Readonly<Record<string, unknown>>,
    timeZone?: string,
  ): Promise<{ title: string | undefined; html: string; zone?: string }>;
  /** Whether the render can show dates in `zone`. */
  isTimeZone(zone: string): boolean;
  fillPage(
    template: string,
    page: {
      language: string;
      title: string | undefined;
      html: string;
      firstReads?: Readonly<Record<string, unknown>>;
      zone?: string;
    },
  ): string;
}

export interface PageWithReads {
  body: Buffer;
  encoding?: Encoding;
  /**
   * Rendered from the reads of a visitor without a session (public, the same for every such visitor:
   * cacheable and kept for offline use); otherwise from a signed-in visitor's own, never stored.
   */
  public: boolean;
}

export interface PagesWithReads {
  /**
   * The page at `path` rendered for the visitor who asks, from the API's answers to their own reads, or
   * undefined (the prerendered page or index.html goes out and the browser fills it in, as before): not a
   * page rendered so for this visitor, an ended session, too many renders under way, or a render that
   * failed.
   */
  render(request: FastifyRequest, path: string, language: string): Promise<PageWithReads | undefined>;
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
 * The visitor's reads, made through the app's own routes with their headers (so each answers exactly as
 * it answers the browser: the same access rules, the same prepared bytes). Undefined when the session does
 * not answer as the page needs (a signed-in visitor's page: a user; a public page: none); a read that
 * fails is left out, and the browser makes it itself.
 */
async function readAsVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  paths: readonly string[],
  signedIn: boolean,
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
  return Boolean(me?.user) === signedIn ? reads : undefined;
}

/**
 * Public pages already rendered, by path, language, zone and encoding, with the reads they were rendered
 * from: while those answer the same bytes, the page is not rendered again; for a second after they were
 * read, they are not read again either (the landing under a burst costs a lookup).
 */
class PublicPageCache {
  private readonly pages = new Map<string, { reads: string; readAt: number; page: PageWithReads }>();
  constructor(
    private readonly capacity: number,
    private readonly freshForMs: number,
  ) {}

  /** The page at `key` if its reads were read within the last `freshForMs`. */
  fresh(key: string, now: number): PageWithReads | undefined {
    const entry = this.pages.get(key);
    return entry && now - entry.readAt < this.freshForMs ? entry.page : undefined;
  }

  /** The page at `key` if it was rendered from `reads`, which are then fresh again. */
  renderedFrom(key: string, reads: string, now: number): PageWithReads | undefined {
    const entry = this.pages.get(key);
    if (entry?.reads !== reads) return undefined;
    entry.readAt = now;
    return entry.page;
  }

  set(key: string, reads: string, now: number, page: PageWithReads): void {
    this.pages.delete(key);
    this.pages.set(key, { reads, readAt: now, page });
    // The oldest goes first (a Map iterates in insertion order).
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.capacity) break;
      this.pages.delete(oldest);
    }
  }
}

/** How many public pages (each language × zone × encoding) are kept rendered. */
const PUBLIC_PAGES_KEPT = 64;
/** How long a public page's reads are taken as they were, without reading them again. */
const PUBLIC_READS_FRESH_MS = 1_000;

async function encode(html: string, accepted: Encoding | undefined): Promise<Omit<PageWithReads, 'public'>> {
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

/** The zone the visitor's browser keeps in its cookie, if the render knows it (answers remembered). */
function visitorTimeZone(
  request: FastifyRequest,
  module: PageRenderModule,
  known: Map<string, boolean>,
): string | undefined {
  const raw = cookieValue(request.headers.cookie, TIME_ZONE_COOKIE);
  if (raw === undefined) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  let isKnown = known.get(zone);
  if (isKnown === undefined) {
    isKnown = module.isTimeZone(zone);
    // Zones are a few hundred names; anything beyond is not remembered.
    if (known.size < 1_000) known.set(zone, isKnown);
  }
  return isKnown ? zone : undefined;
}

/**
 * The web build's renderer of the pages sent with their first reads: a signed-in visitor's dashboard, and
 * the landing for a visitor without a session (its events, coverage and figures in the HTML). A phone
 * paints them before any script has arrived; the page carries the reads it was rendered from and the app's
 * first render starts from them. Undefined when the build has no render module. The module loads in the
 * background: until it has, pages go out as before.
 */
export function loadPagesWithReads(app: FastifyInstance, webDistDir: string): PagesWithReads | undefined {
  const dir = join(webDistDir, 'ssr');
  const entry = join(dir, 'render-page.mjs');
  const templateFile = join(dir, 'template.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const template = readFileSync(templateFile, 'utf8');
  let module: PageRenderModule | undefined;
  import(pathToFileURL(entry).href).then(
    (loaded: PageRenderModule) => {
      module = loaded;
    },
    (error: unknown) =>
      app.log.error({ err: error }, 'pages not rendered with their reads: the module failed to load'),
  );
  let rendering = 0;
  const publicPages = new PublicPageCache(PUBLIC_PAGES_KEPT, PUBLIC_READS_FRESH_MS);
  const knownZones = new Map<string, boolean>();
  return {
    async render(request, path, language) {
      const signedIn = cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
      const paths = module?.firstReadPaths(path, signedIn) ?? [];
      if (!module || paths.length === 0) return undefined;
      // Dates in the visitor's zone; without a known one, times of day are left for the app to fill in.
      const timeZone = visitorTimeZone(request, module, knownZones);
      const encoding = preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
      const key = `${path}|${language}|${timeZone ?? ''}|${encoding ?? ''}`;
      const fresh = signedIn ? undefined : publicPages.fresh(key, Date.now());
      if (fresh) return fresh;
      if (rendering >= MAX_RENDERS) return undefined;
      rendering += 1;
      try {
        const reads = await readAsVisitor(app, request, paths, signedIn);
        if (!reads) return undefined;
        const readsJson = signedIn ? '' : JSON.stringify(reads);
        const kept = signedIn ? undefined : publicPages.renderedFrom(key, readsJson, Date.now());
        if (kept) return kept;
        // A visitor's own page is rendered at their address, query included (it may change the first
        // screen, which the browser's hydration must find as sent); a public one is the same for any query.
        const address = signedIn ? request.url : path;
        const page = await module.renderPageWithReads(address, language, reads, timeZone);
        const html = module.fillPage(template, { ...page, language, firstReads: reads });
        const rendered = { ...(await encode(html, encoding)), public: !signedIn };
        if (!signedIn) publicPages.set(key, readsJson, Date.now(), rendered);
        return rendered;
      } catch (error) {
        request.log.error({ err: error, path }, 'page not rendered with its reads: sent as before');
        return undefined;
      } finally {
        rendering -= 1;
      }
    },
  };
}

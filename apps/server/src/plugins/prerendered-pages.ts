import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The web build's list of prerendered pages (prerendered/routes.json, written by its prerender step). */
interface RoutesFile {
  /**
   * Page name (file under prerendered/<language>/) → address; `not-found` is the app's 404 page. An
   * address with a query (`/login?mode=signup`) is its path's page for an address with those parameters.
   */
  pages: Record<string, string>;
  /** Every path the app routes itself; any other page path is its 404. */
  appPaths: string[];
  languages: string[];
}

export type Encoding = 'br' | 'gzip';
/** A page's bytes and, where the build wrote them, their brotli and gzip forms. */
export type PreparedHtml = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

interface PrerenderedPages {
  /**
   * The prerendered page for a page path and its query (`?…`, or empty) in a language, with its status;
   * undefined: send index.html.
   */
  pageFor(
    path: string,
    language: string,
    search?: string,
  ): { html: PreparedHtml; status: 200 | 404 } | undefined;
  languages: readonly string[];
}

function readPrepared(file: string): PreparedHtml {
  const optional = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
  const br = optional('.br');
  const gzip = optional('.gz');
  return { identity: readFileSync(file), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The build's prerendered pages, read once; undefined when the build has none. */
export function loadPrerenderedPages(webDistDir: string): PrerenderedPages | undefined {
  const dir = join(webDistDir, 'prerendered');
  const routesFile = join(dir, 'routes.json');
  if (!existsSync(routesFile)) return undefined;
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as RoutesFile;
  const byLanguage = new Map(
    routes.languages.map((language) => [
      language,
      new Map(
        Object.keys(routes.pages).map((name) => [name, readPrepared(join(dir, language, `${name}.html`))]),
      ),
    ]),
  );
  const nameByPath = new Map<string, string>();
  const variants: { name: string; path: string; params: [string, string][] }[] = [];
  for (const [name, address] of Object.entries(routes.pages)) {
    const [path = address, query] = address.split('?');
    if (query === undefined) nameByPath.set(path, name);
    else variants.push({ name, path, params: [...new URLSearchParams(query)] });
  }
  const appPaths = new Set(routes.appPaths);
  const variantFor = (path: string, search: string) => {
    const params = new URLSearchParams(search);
    return variants.find(
      (variant) => variant.path === path && variant.params.every(([key, value]) => params.get(key) === value),
    )?.name;
  };
  return {
    languages: routes.languages,
    pageFor(path, language, search = '') {
      const pages = byLanguage.get(language) ?? byLanguage.get(routes.languages[0] ?? '');
      const normalized = withoutTrailingSlash(path);
      const name = appPaths.has(normalized)
        ? (variantFor(normalized, search) ?? nameByPath.get(normalized))
        : 'not-found';
      const html = name === undefined ? undefined : pages?.get(name);
      if (!html) return undefined;
      return { html, status: name === 'not-found' ? 404 : 200 };
    },
  };
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Of the encodings a response is available in, the one `Accept-Encoding` ranks highest (the earlier in
 * `available` on a tie); undefined when it accepts none of them.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  let best: { encoding?: Encoding; weight: number } = { weight: 0 };
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > best.weight) best = { encoding, weight };
  }
  return best.encoding;
}

/**
 * The language to send a page in: the `language` cookie the app writes whenever the visitor's
 * language is set; else the supported language the browser ranks highest in Accept-Language (`es-MX`
 * counts as `es`); else the first supported one (Spanish).
 */
export function pageLanguage(
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  languages: readonly string[],
): string {
  const fromCookie = cookieValue(headers.cookie, 'language');
  if (fromCookie && languages.includes(fromCookie)) return fromCookie;
  let best: { language?: string; weight: number } = { weight: 0 };
  for (const part of (headers['accept-language'] ?? '').split(',')) {
    const [tag, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) || 0 : 1;
    const language = languages.find((candidate) => tag === candidate || tag?.startsWith(`${candidate}-`));
    if (language && weight > best.weight) best = { language, weight };
  }
  return best.language ?? languages[0] ?? 'es';
}

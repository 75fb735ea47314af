// The landing page `/` as a first-time visitor gets it: the JavaScript and CSS the browser
// actually requests for it, gzipped and as the server sends them, and its Largest Contentful Paint in
// headless Chromium on loopback.
import { gzipSync } from 'node:zlib';
import { kb, median, withFreshBrowser, withWebApp } from './web-app';

const LOADS = Number(process.env.BENCH_LANDING_LOADS ?? 5);

// Runs in the page before its own scripts: keeps the latest LCP candidate (a string, as the bench
// has no DOM types).
const observeLcp = `
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) window.__lcp = { time: last.startTime, element: last.element ? last.element.tagName + (last.element.id ? '#' + last.element.id : '') : null };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Load {
  lcpMs: number;
  lcpElement: string | null;
  scripts: string[];
  styles: string[];
  /** Body bytes Chromium received per URL (encoded, as on the wire) and the Content-Encoding they had. */
  received: Map<string, { bytes: number; encoding: string }>;
}

/** One cold load of `/` on a fresh profile: what it requested and when its largest paint happened. */
async function loadOnce(address: string): Promise<Load> {
  return withFreshBrowser({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' }, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const received: Load['received'] = new Map();
    const sizing: Promise<void>[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
      if (request.resourceType() === 'stylesheet') styles.add(request.url());
    });
    page.on('requestfinished', (request) => {
      sizing.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
          received.set(request.url(), { bytes: sizes.responseBodySize, encoding });
        })(),
      );
    });
    await page.addInitScript(observeLcp);
    await page.goto(`${address}/`, { waitUntil: 'networkidle' });
    // LCP candidates stop once the page is idle; a moment more lets the last one be reported.
    await page.waitForTimeout(300);
    const lcp = (await page.evaluate('window.__lcp')) as { time: number; element: string | null } | null;
    if (!lcp) throw new Error('no largest-contentful-paint entry was reported for /');
    await Promise.all(sizing);
    return { lcpMs: lcp.time, lcpElement: lcp.element, scripts: [...scripts], styles: [...styles], received };
  });
}

/** The Content-Length the server answers for one Accept-Encoding: the body bytes it sends. */
async function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  await response.arrayBuffer();
  const length = Number(response.headers.get('content-length'));
  if (!response.ok || !Number.isInteger(length)) throw new Error(`${url} answered no Content-Length`);
  return length;
}

/**
 * Gzip (node:zlib, default level) of each file's plain bytes, and what the server sends for it to a
 * browser that accepts brotli and to one that accepts only gzip (its precompressed files).
 */
async function sizesOf(urls: Iterable<string>) {
  const total = { files: 0, raw: 0, gzip: 0, sentBr: 0, sentGzip: 0 };
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    total.files += 1;
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes).length;
    total.sentBr += await sentBytes(url, 'br');
    total.sentGzip += await sentBytes(url, 'gzip');
  }
  return total;
}

/** What Chromium itself received for these URLs (each on the first load that asked for it), in which encodings. */
function received(loads: Load[], urls: Iterable<string>): string {
  let bytes = 0;
  const encodings = new Set<string>();
  for (const url of urls) {
    const entry = loads.map((load) => load.received.get(url)).find((sizes) => sizes !== undefined);
    if (!entry) throw new Error(`Chromium reported no size for ${url}`);
    bytes += entry.bytes;
    encodings.add(entry.encoding);
  }
  return `${kb(bytes)} (${[...encodings].join(', ')})`;
}

await withWebApp('Landing page', async ({ address }) => {
  const loads: Load[] = [];
  for (let index = 0; index < LOADS; index += 1) loads.push(await loadOnce(address));
  // Every load should ask for the same files; the union is counted so a late chunk is not missed.
  const scripts = new Set(loads.flatMap((load) => load.scripts));
  const styles = new Set(loads.flatMap((load) => load.styles));
  const js = await sizesOf(scripts);
  const css = await sizesOf(styles);
  const lcps = loads.map((load) => load.lcpMs);
  console.log(`Landing page / (cold cache, headless Chromium on loopback, ${LOADS} loads)`);
  console.log(`  JavaScript ${kb(js.gzip)} gzip by zlib (${kb(js.raw)} raw) in ${js.files} files`);
  console.log(
    `    sent:    ${kb(js.sentBr)} to a browser taking br, ${kb(js.sentGzip)} taking gzip; Chromium here received ${received(loads, scripts)}`,
  );
  console.log(`  CSS        ${kb(css.gzip)} gzip by zlib (${kb(css.raw)} raw) in ${css.files} files`);
  console.log(
    `    sent:    ${kb(css.sentBr)} to a browser taking br, ${kb(css.sentGzip)} taking gzip; Chromium here received ${received(loads, styles)}`,
  );
  console.log(
    `  LCP median ${median(lcps).toFixed(0)} ms (loads: ${lcps.map((ms) => ms.toFixed(0)).join(', ')}; element ${loads[0]?.lcpElement ?? '?'})`,
  );
});

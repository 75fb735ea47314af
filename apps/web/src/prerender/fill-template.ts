// index.html filled with a rendered page: used by the build for the public pages (build/prerender.ts)
// and by the server for a signed-in visitor's page (it imports the render module, which exports these).

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON safe inside a `<script>` element: no `<` (so no `</script>` nor `<!--`), no `>` or `&`, and no
 * line separators JavaScript once read as line ends. What a user typed (a name) can never end the element.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with its stylesheet inline, so a page paints from the one response. */
export function inlineStylesheet(template: string, css: { href: string; text: string }): string {
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="${css.href}"[^>]*>`);
  if (!link.test(template)) throw new Error(`index.html does not link ${css.href}`);
  return template.replace(link, () => `<style>${css.text}</style>`);
}

export interface FilledPage {
  language: string;
  title: string | undefined;
  /** What goes inside #root. */
  html: string;
  /** The API reads the page was rendered from, by path (a signed-in visitor's page; see lib/first-reads). */
  firstReads?: Readonly<Record<string, unknown>>;
  /** The time zone its dates were rendered in ('' for none known), on `<html data-zone>` for hydration. */
  zone?: string;
}

/**
 * The template with a page's markup inside #root, its language, title and the zone its dates are in; with
 * its first reads, the paths on `<html data-first-reads>` (read by the preload script before the body has arrived) and the
 * bodies in a JSON element after #root.
 */
export function fillPage(template: string, page: FilledPage): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const reads = page.firstReads;
  const paths = reads ? escapeText(Object.keys(reads).join(' ')).replace(/"/g, '&quot;') : '';
  const readsAttribute = reads ? ` data-first-reads="${paths}"` : '';
  const zoneAttribute =
    page.zone === undefined ? '' : ` data-zone="${escapeText(page.zone).replace(/"/g, '&quot;')}"`;
  const readsElement = reads
    ? `<script type="application/json" id="first-reads">${scriptSafeJson(reads)}</script>`
    : '';
  return template
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${page.language}" data-prerendered=""${readsAttribute}${zoneAttribute}`,
    )
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      page.title ? `<title>${escapeText(page.title)}</title>` : tag,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${readsElement}`);
}

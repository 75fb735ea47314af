import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * `node` rendered to HTML once every lazy part and text file it suspends on has arrived (React's static
 * render), each part in its place. A part that throws fails the render: a page is never sent with a part
 * left to the browser.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, {
    // Every part in its place: no part sent apart and moved in by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  // React's server renderer leaves the last render's context values on the context objects (it switches
  // them at the next render's start); a render of nothing sets them back, so a browser render in the same
  // realm (the web tests) never reads another tree's router or query client.
  await new Response((await prerender(null)).prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * A rendered page split into its title and the rest: React writes the `<title>` a page renders first in
 * its output (it belongs in `<head>`, where the browser's React finds it again when it takes the page over).
 */
export function splitTitle(html: string): { title: string | undefined; html: string } {
  const match = /^<title>([^<]*)<\/title>/.exec(html);
  if (!match) return { title: undefined, html };
  const title = (match[1] ?? '').replace(
    /&(?:amp|lt|gt|quot|#x27);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
  return { title, html: html.slice(match[0].length) };
}

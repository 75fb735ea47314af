import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressDir } from './precompress';

const ENTRY = 'src/prerender/render-page.tsx';
const LANGUAGES = ['es', 'en'] as const;

interface RenderModule {
  PRERENDERED_PAGES: Record<string, string>;
  APP_PATHS: string[];
  renderPage(path: string, language: string): Promise<{ title: string | undefined; html: string }>;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a page's markup inside #root, its language and title, and the stylesheet inlined: the
 * browser paints the page from this one response, before any script or other file has arrived.
 */
export function fillTemplate(
  template: string,
  page: { language: string; title: string | undefined; html: string },
  css: { href: string; text: string },
): string {
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="${css.href}"[^>]*>`);
  if (!link.test(template)) throw new Error(`index.html does not link ${css.href}`);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}" data-prerendered=""`)
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      page.title ? `<title>${escapeText(page.title)}</title>` : tag,
    )
    .replace(link, () => `<style>${css.text}</style>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/**
 * After the app's build: builds src/prerender/render-page.tsx for Node, renders each public page in
 * each language into dist/prerendered/<language>/<page>.html (precompressed), and writes
 * dist/prerendered/routes.json (which file a path gets, and every path the app routes itself) for the
 * server. `vite build` alone does it all, so every build the server serves has its prerendered pages.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'arcade:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = config.build.outDir;
      // Inside the app's folder, so Node resolves the packages the bundle leaves external; one per build
      // (a second build in the same process must not get the first one's module from Node's cache).
      const serverDir = join(config.root, 'node_modules', '.cache', `prerender-${process.pid}-${Date.now()}`);
      try {
        await writePages(outDir, serverDir, config.configFile, config.mode);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

async function writePages(
  outDir: string,
  serverDir: string,
  configFile: string | undefined,
  mode: string,
): Promise<void> {
  await build({
    configFile,
    mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
    // Bundled whole, so the libraries' React imports resolve to Preact too (build/preact-aliases.ts).
    ssr: { noExternal: true },
  });
  const module = (await import(pathToFileURL(join(serverDir, 'render-page.js')).href)) as RenderModule;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template)?.[1];
  if (!href) throw new Error('index.html links no stylesheet');
  const css = { href, text: await readFile(join(outDir, href), 'utf8') };
  const target = join(outDir, 'prerendered');
  await rm(target, { recursive: true, force: true });
  for (const language of LANGUAGES) {
    await mkdir(join(target, language), { recursive: true });
    for (const [name, path] of Object.entries(module.PRERENDERED_PAGES)) {
      const page = await module.renderPage(path, language);
      await writeFile(
        join(target, language, `${name}.html`),
        fillTemplate(template, { ...page, language }, css),
      );
    }
  }
  await writeFile(
    join(target, 'routes.json'),
    `${JSON.stringify({ pages: module.PRERENDERED_PAGES, appPaths: module.APP_PATHS, languages: LANGUAGES }, null, 2)}\n`,
  );
  await precompressDir(target);
}

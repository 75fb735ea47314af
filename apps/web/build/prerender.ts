import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { fillPage, inlineStylesheet } from '../src/prerender/fill-template';
import { precompressDir } from './precompress';

const ENTRY = 'src/prerender/render-page.tsx';
const LANGUAGES = ['es', 'en'] as const;

interface RenderModule {
  PRERENDERED_PAGES: Record<string, string>;
  APP_PATHS: string[];
  renderPage(path: string, language: string): Promise<{ title: string | undefined; html: string }>;
}

/**
 * After the app's build: builds src/prerender/render-page.tsx for Node into dist/ssr/ (kept: the server
 * renders a signed-in visitor's dashboard with it, from dist/ssr/render-page.mjs and the template
 * dist/ssr/template.html, index.html with its stylesheet inline), renders each public page in each
 * language into dist/prerendered/<language>/<page>.html (precompressed), and writes
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
      await writePages(config.build.outDir, config.configFile, config.mode);
    },
  };
}

/** The render module's folder inside the web build (never served: see the server's web-app plugin). */
export const SSR_DIR = 'ssr';

async function writePages(outDir: string, configFile: string | undefined, mode: string): Promise<void> {
  const serverDir = join(outDir, SSR_DIR);
  await build({
    configFile,
    mode,
    logLevel: 'warn',
    build: {
      ssr: ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // .mjs: Node loads it as a module wherever the build is copied, with or without a package.json.
      rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
    // Bundled whole: the server needs none of the web app's packages. React's build fixed as the browser's
    // (the JSX was compiled for it): its CommonJS entries would otherwise pick one from NODE_ENV at run time.
    ssr: { noExternal: true },
    define: {
      'process.env.NODE_ENV': JSON.stringify(
        process.env.NODE_ENV === 'production' ? 'production' : 'development',
      ),
    },
  });
  // A second build in the same process must not get the first one's module from Node's cache.
  const entry = pathToFileURL(join(serverDir, 'render-page.mjs'));
  entry.search = `?build=${Date.now()}`;
  const module = (await import(entry.href)) as RenderModule;
  const index = await readFile(join(outDir, 'index.html'), 'utf8');
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(index)?.[1];
  if (!href) throw new Error('index.html links no stylesheet');
  const template = inlineStylesheet(index, { href, text: await readFile(join(outDir, href), 'utf8') });
  await writeFile(join(serverDir, 'template.html'), template);
  const target = join(outDir, 'prerendered');
  await rm(target, { recursive: true, force: true });
  for (const language of LANGUAGES) {
    await mkdir(join(target, language), { recursive: true });
    for (const [name, path] of Object.entries(module.PRERENDERED_PAGES)) {
      const page = await module.renderPage(path, language);
      await writeFile(join(target, language, `${name}.html`), fillPage(template, { ...page, language }));
    }
  }
  await writeFile(
    join(target, 'routes.json'),
    `${JSON.stringify({ pages: module.PRERENDERED_PAGES, appPaths: module.APP_PATHS, languages: LANGUAGES }, null, 2)}\n`,
  );
  await precompressDir(target);
}

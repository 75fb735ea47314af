import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';
import { installableApp } from './build/pwa';

const SOURCE = '/src/preload.ts';
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// src/preload.ts and the modules it imports; the build fails if it ends up importing more than a few KB.
const PRELOAD_MODULES =
  /[\\/]src[\\/](preload|app[\\/]route-loaders|lib[\\/](language|locale-bundles|early-requests))\.ts$/;
const PRELOAD_MAX_BYTES = 12_000;

/**
 * src/preload.ts as a script of its own, first in <head>. Vite merges every module script of
 * index.html into one entry, whose code runs only once all its chunks are in; a second build input keeps
 * this one tiny, so it runs at once and starts the page's data and texts beside the app's code.
 */
function preloadEntry(): Plugin {
  return {
    name: 'arcade:preload-entry',
    config: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild
        ? {
            build: {
              rolldownOptions: {
                input: { index: fromHere('./index.html'), preload: fromHere(`.${SOURCE}`) },
              },
            },
          }
        : undefined,
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'preload');
      if (!entry) return;
      const seen = new Set<string>();
      const visit = (fileName: string): number => {
        if (seen.has(fileName)) return 0;
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        return (chunk?.code.length ?? 0) + (chunk?.imports ?? []).reduce((sum, next) => sum + visit(next), 0);
      };
      const bytes = visit(entry.fileName);
      if (bytes > PRELOAD_MAX_BYTES)
        this.error(
          `src/preload.ts loads ${bytes} bytes (${[...seen].join(', ')}): it may import only ${PRELOAD_MODULES}`,
        );
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'preload',
        );
        // In development the source is served as is.
        const src = context.bundle ? (chunk ? `/${chunk.fileName}` : undefined) : SOURCE;
        if (!src) throw new Error('the preload entry is missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadEntry(), VitePWA(installableApp), precompress(), prerenderPages()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor code changes rarely: separate chunks stay cached across app deploys. Only libraries every
        // page runs are grouped: a catch-all vendor group would pull the admin's libraries into the
        // landing page; the others go with the lazy pages that use them.
        codeSplitting: {
          groups: [
            // What src/preload.ts imports: first, so no other group takes it in.
            {
              name: 'boot',
              priority: 3,
              test: (id) => PRELOAD_MODULES.test(id) || id.includes('vite/preload-helper'),
            },
            {
              name: 'react',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Every page's other libraries in one chunk (HTTP/1.1 opens 6 connections at a time). Not zod: the
            // public pages check their reads with zod/mini, and zod's whole API goes with the pages that use it.
            {
              name: 'vendor',
              priority: 2,
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            // The rest of the landing's code in one chunk rather than a dozen (HTTP/1.1 opens 6 at a time).
            { name: 'app', priority: 1, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});

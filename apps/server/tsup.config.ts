import { defineConfig } from 'tsup';

export default defineConfig({
  // The second entry writes the embedded database's template (db/pglite-template.ts) after the bundle.
  entry: { server: 'src/server.ts', 'pglite-template': 'src/cli/pglite-template.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages are TypeScript source: bundle them; every npm dependency stays external.
  noExternal: [/^@arcade\//],
});

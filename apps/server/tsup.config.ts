import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages are TypeScript source: bundle them; every npm dependency stays external.
  noExternal: [/^@arcade\//],
});

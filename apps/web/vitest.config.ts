import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { preactAliases } from './build/preact-aliases';
import { defineProject } from 'vitest/config';

// Self-contained so the root config can list it as the `web` project.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // ES module builds first: a CommonJS build's require('react') would bypass the aliases.
    mainFields: ['module', 'browser', 'main'],
    conditions: ['module', 'browser', 'development'],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Libraries written for React run through the build's resolution, so they get Preact as well.
    server: {
      deps: {
        inline: [/react|radix|lucide|hookform|testing-library|use-sync-external-store|@tanstack/],
      },
    },
    unstubGlobals: true,
    restoreMocks: true,
  },
});

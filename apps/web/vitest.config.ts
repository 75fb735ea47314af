import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Self-contained so the root config can list it as the `web` project.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      // The tests' shared helpers and fixtures (test/): imported as @test/helpers wherever a test lies.
      { find: '@test', replacement: fileURLToPath(new URL('./test', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each test sits beside its code; test/ holds only the shared setup, helpers and fixtures
    // (scripts/test/web-test-layout.test.ts fails on a test file anywhere else).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
  },
});

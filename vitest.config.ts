import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/core/vitest.config.ts',
      'scripts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
    // Two cores: more workers only add PGlite memory and contention.
    maxWorkers: 2,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

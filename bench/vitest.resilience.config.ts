import { defineConfig } from 'vitest/config';

/**
 * Load and fault scenarios: each file starts the server as a real process (and, where it
 * needs one, a throw-away PostgreSQL cluster), so files run one at a time on this 2-core machine.
 * `npm run test:resilience` is the short form CI runs; `npm run test:resilience:full` the full one.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    root: import.meta.dirname,
    include: ['src/resilience/**/*.resilience.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A scenario that failed midway must not be retried on top of its own leftovers.
    retry: 0,
  },
});

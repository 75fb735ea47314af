import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './database';

export const fixtureWebDist = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: fixtureWebDist, ...env });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, as each integration test file gets it. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(env), { ...deps, database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates one PGlite database for the whole run and dumps it; each test file loads the dump, which
 * costs ~0.5 s instead of ~4 s for a new database plus migrations.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-pglite-template-'));
  const client = new PGlite();
  const handle = fromPglite(client);
  await migrate(handle.db);
  const dump = await client.dumpDataDir('none');
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from './client';
import { migrate } from './migrate';
import {
  TEMPLATE_ARCHIVE,
  TEMPLATE_MANIFEST,
  type TemplateManifest,
  templateFingerprint,
} from './pglite-template';

/** Makes the template in `dir`: a fresh in-memory database, migrated, dumped. */
export async function writeTemplate(dir: string): Promise<{ bytes: number }> {
  const client = new PGlite();
  await client.waitReady;
  const handle = fromPglite(client);
  try {
    await migrate(handle.db);
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, TEMPLATE_ARCHIVE), bytes);
    const manifest: TemplateManifest = { fingerprint: templateFingerprint() };
    writeFileSync(join(dir, TEMPLATE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { bytes: bytes.length };
  } finally {
    await handle.close();
  }
}

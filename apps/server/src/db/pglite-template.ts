import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrations } from './migrate';

/**
 * A new install's embedded database starts from a copy of an empty one made at build time with every
 * migration applied: creating a PostgreSQL cluster in WebAssembly (initdb) and migrating it takes
 * 3–4 s of a first start, unpacking the copy well under one. The copy holds only the schema (the
 * migrations insert no rows), so every install still gets its own data, admin and secrets.
 */
export const TEMPLATE_ARCHIVE = 'pglite-template.tar.gz';
export const TEMPLATE_MANIFEST = 'pglite-template.json';

export interface TemplateManifest {
  /** The migrations and the PGlite release the archive was made with; any other answer ignores it. */
  fingerprint: string;
}

/** Where the build writes the template: beside the bundled server (dist/); nothing there when run from source. */
export function defaultTemplateDir(): string {
  return dirname(fileURLToPath(import.meta.url));
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Changes with any migration's text, its order, or the PGlite release (whose on-disk format the archive is). */
export function templateFingerprint(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const migration of readMigrations()) hash.update(`${migration.tag} ${migration.hash}\n`);
  return hash.digest('hex');
}

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * The archive to create the database in `pgDir` from, when that directory is new and the template in
 * `templateDir` matches this build's migrations; undefined otherwise (an existing database is opened as
 * it is, a missing or stale template means the usual initdb and migrations).
 */
export function templateFor(pgDir: string, templateDir: string): Blob | undefined {
  if (!isEmptyOrMissing(pgDir)) return undefined;
  const archive = join(templateDir, TEMPLATE_ARCHIVE);
  const manifestPath = join(templateDir, TEMPLATE_MANIFEST);
  if (!existsSync(archive) || !existsSync(manifestPath)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Partial<TemplateManifest>;
    if (manifest.fingerprint !== templateFingerprint()) return undefined;
  } catch {
    return undefined;
  }
  return new Blob([readFileSync(archive)]);
}

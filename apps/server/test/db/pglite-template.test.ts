import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { migrate, readMigrations } from '../../src/db/migrate';
import { TEMPLATE_MANIFEST, templateFingerprint } from '../../src/db/pglite-template';
import { writeTemplate } from '../../src/db/pglite-template-writer';
import { ensureDefaultConfig } from '../../src/modules/settings';

const root = mkdtempSync(join(tmpdir(), 'arcade-template-'));
const templateDir = join(root, 'template');
const newDataDir = (name: string) => join(root, name);
const allTags = readMigrations().map((migration) => migration.tag);

beforeAll(async () => {
  await writeTemplate(templateDir);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const countUsers = async (query: (text: string) => Promise<{ rows: { n: number }[] }>) =>
  Number((await query('select count(*)::int as n from users')).rows[0]?.n);

describe("a new install's embedded database from the build's template", () => {
  it('starts with every migration applied and no rows', async () => {
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir: newDataDir('fresh'),
      templateDir,
    });
    try {
      expect(await migrate(database.db)).toEqual([]);
      expect(await countUsers((text) => database.query(text))).toBe(0);
      // The seed runs as on any new install: the template holds no configuration row.
      expect(await ensureDefaultConfig(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('keeps what it stored across a restart (the copy is an ordinary data directory)', async () => {
    const dataDir = newDataDir('restart');
    const first = await openDatabase({ databaseUrl: undefined, dataDir, templateDir });
    await ensureDefaultConfig(first.db);
    await first.query('update config_settings set kelly_fraction = 0.2');
    await first.close();
    // An existing database is opened as it is, never replaced by the template.
    const second = await openDatabase({ databaseUrl: undefined, dataDir, templateDir });
    try {
      const { rows } = await second.query<{ k: string }>('select kelly_fraction as k from config_settings');
      expect(rows.map((row) => Number(row.k))).toEqual([0.2]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('is ignored when made for other migrations: the install migrates as without it', async () => {
    const manifestPath = join(templateDir, TEMPLATE_MANIFEST);
    const manifest = readFileSync(manifestPath, 'utf8');
    expect(JSON.parse(manifest)).toEqual({ fingerprint: templateFingerprint() });
    writeFileSync(manifestPath, JSON.stringify({ fingerprint: 'made-for-other-migrations' }));
    try {
      const database = await openDatabase({
        databaseUrl: undefined,
        dataDir: newDataDir('stale'),
        templateDir,
      });
      try {
        expect(await migrate(database.db)).toEqual(allTags);
      } finally {
        await database.close();
      }
    } finally {
      writeFileSync(manifestPath, manifest);
    }
  }, 60_000);
});

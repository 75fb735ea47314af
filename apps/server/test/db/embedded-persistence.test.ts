import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { migrate } from '../../src/db/migrate';
import { ensureDefaultConfig } from '../../src/modules/settings';

const dataDir = mkdtempSync(join(tmpdir(), 'arcade-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('persists in DATA_DIR across a restart and refuses a second opener meanwhile', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(first.mode).toBe('pglite');
    expect((await migrate(first.db)).length).toBeGreaterThan(0);
    expect(await ensureDefaultConfig(first.db)).toBe(true);
    await first.query(`update config_settings set kelly_fraction = 0.2`);
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await migrate(second.db)).toEqual([]);
    expect(await ensureDefaultConfig(second.db)).toBe(false);
    const { rows } = await second.query<{ kelly_fraction: string }>(
      'select kelly_fraction from config_settings',
    );
    expect(rows.map((row) => Number(row.kelly_fraction))).toEqual([0.2]);
    await second.close();
  }, 60_000);
});

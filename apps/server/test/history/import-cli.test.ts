import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'arcade-import-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/history', import.meta.url));

/** The CLI on its own embedded database in a temporary DATA_DIR, never the configured PostgreSQL. */
const run = (...args: string[]) => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync('npx', ['tsx', 'apps/server/src/cli/import.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
};

describe('npm run import', () => {
  it('imports every CSV of a folder, one summary line a file, and lists the unmapped names', () => {
    const result = run('auto', fixtures);
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    const summaries = lines.filter((line) => line.startsWith(fixtures));
    expect(summaries).toHaveLength(8);
    expect(result.stdout).toContain(
      `${join(fixtures, 'E0_new-layout.csv')}: football-data soccer, 3 rows: 3 inserted, 0 updated, 0 skipped`,
    );
    expect(result.stdout).toContain(
      `${join(fixtures, 'sbr_mlb.csv')}: sbr-mlb baseball, 3 rows: 3 inserted, 0 updated, 0 skipped`,
    );
    expect(lines).toContain("  unmapped La Liga: 'Gotham Athletic' in 2 rows");
    expect(lines).toContain("  unmapped NFL: 'AFC' in 1 row");
    expect(lines).toContain("  unmapped NHL: 'All-Stars West' in 1 row");
  }, 90_000);

  it('updates the same rows when a file is imported again', () => {
    const result = run('football-data', join(fixtures, 'E0_new-layout.csv'));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('3 rows: 0 inserted, 3 updated, 0 skipped');
  }, 90_000);

  it('goes on past a failing file, says why, and exits 1', () => {
    const missing = join(fixtures, 'no-such-file.csv');
    const result = run('football-data', missing, join(fixtures, 'nflverse_games.csv'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${missing}: ENOENT`);
    expect(result.stderr).toContain('is in the nflverse layout, not football-data');
    expect(result.stderr).toContain('2 of 2 imports failed');
  }, 90_000);

  it('explains its usage and exits 2 on an unknown source', () => {
    const result = run('excel', join(fixtures, 'E0_new-layout.csv'));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run import');
  }, 30_000);
});

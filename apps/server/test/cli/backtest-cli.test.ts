import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@arcade/core';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'arcade-backtest-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = new URL('../../../..', import.meta.url).pathname;

/** A small football-data season: 6 teams, every pair twice, fair prices with a 5% margin. */
function writeSeason(name: string, year: number, seed: number, pinnacle?: string): string {
  const random = seededRandom(seed);
  const teams = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'];
  const lines = [
    `Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,AvgH,AvgD,AvgA,MaxH,MaxD,MaxA${pinnacle ? ',PSH,PSD,PSA' : ''}`,
  ];
  let day = 1;
  for (let round = 0; round < 2; round++) {
    for (const home of teams) {
      for (const away of teams) {
        if (home === away) continue;
        const hg = Math.floor(random() * 4);
        const ag = Math.floor(random() * 3);
        const date = new Date(Date.UTC(year, 7, 1) + day++ * 86_400_000);
        const dd = String(date.getUTCDate()).padStart(2, '0');
        const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
        lines.push(
          `E0,${dd}/${mm}/${date.getUTCFullYear()},${home},${away},${hg},${ag},X,2.10,3.30,3.60,2.20,3.45,3.80${pinnacle ? `,${pinnacle}` : ''}`,
        );
      }
    }
  }
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

const run = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'apps/server/src/cli/backtest.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run -s backtest', () => {
  const warmup = writeSeason('E0_2223.csv', 2022, 1);
  const data = writeSeason('E0_2324.csv', 2023, 2);

  it('prints one JSON object with every field of the backtest summary', () => {
    const result = run(
      '--sport',
      'soccer',
      '--strategy',
      'poisson',
      '--data',
      data,
      '--warmup',
      warmup,
      '--json',
    );
    expect(result.status, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as Record<string, unknown>;
    for (const key of [
      'matches',
      'bets',
      'wins',
      'losses',
      'pushes',
      'hitRate',
      'staked',
      'profit',
      'roi',
      'avgOdds',
      'calibrationError',
      'sharpe',
      'model',
      'market',
    ]) {
      expect(summary, key).toHaveProperty(key);
    }
    expect(summary.matches).toBe(60);
    expect(summary.market).toMatchObject({
      rps: expect.any(Number),
      logLoss: expect.any(Number),
      brier: expect.any(Number),
    });
  }, 60_000);

  it('takes several files after one --data and keeps only --from..--to', () => {
    const result = run(
      '--sport',
      'soccer',
      '--strategy',
      'danyscore',
      '--data',
      warmup,
      data,
      '--from',
      '2023-08-01',
      '--to',
      '2023-08-31',
      '--json',
    );
    expect(result.status, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { matches: number }).matches).toBe(30);
  }, 60_000);

  it('bets the best price against the sharp book’s fair price with --consensus sharp', () => {
    // Pinnacle 1.95 / 3.70 / 4.40 de-vigs home to about 0.51: the best 2.20 is a 12% edge in every match.
    const priced = writeSeason('E0_2425.csv', 2024, 3, '1.95,3.70,4.40');
    const bets = (...args: string[]) => {
      const result = run('--sport', 'soccer', '--strategy', 'market-inefficiency', '--json', ...args);
      expect(result.status, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { bets: number; avgOdds: number }).bets;
    };
    expect(bets('--data', priced, '--consensus', 'sharp')).toBe(60);
    // Kaunitz's rule on the same file: (1/2.10 − 0.05) × 2.20 − 1 < 0, no bet; no sharp book, no bet.
    expect(bets('--data', priced)).toBe(0);
    expect(bets('--data', data, '--consensus', 'sharp')).toBe(0);
  }, 60_000);

  it('explains a bad argument and exits 2', () => {
    const result = run('--sport', 'cricket', '--data', data);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--sport');
  }, 60_000);
});

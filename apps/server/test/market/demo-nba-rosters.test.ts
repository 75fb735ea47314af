import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_LEAGUES } from '../../src/demo/demo-leagues';
import { normalFor } from '../../src/demo/demo-random';
import { rosterOf } from '../../src/demo/demo-rosters';
import { strength } from '../../src/demo/demo-world';
import season from '../../src/demo/nba-2024-25/players.json';

const seed = 42;
const DAY = 86_400_000;
const nbaTeams = DEMO_LEAGUES.find((league) => league.league === 'NBA')?.teams ?? [];
const fileUrl = new URL('../../src/demo/nba-2024-25/players.json', import.meta.url);

/** Pearson correlation of two equally long lists. */
function correlation(xs: number[], ys: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(xs), mean(ys)];
  let [sxy, sxx, syy] = [0, 0, 0];
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe("the demo market's NBA players", () => {
  it('come from a small committed file that names its public source and season', () => {
    expect(season.season).toBe('2024-25');
    expect(season.source).toMatch(/Basketball-Reference/);
    expect(season.derivedBy).toBe('scripts/derive-demo-nba-players.mjs');
    expect(statSync(fileURLToPath(fileUrl)).size).toBeLessThan(300_000);
  });

  it("cover exactly the demo's 30 NBA teams, by the demo's own team names, with 14 players each", () => {
    expect(nbaTeams).toHaveLength(30);
    expect(season.teams.map((team) => team.name).sort()).toEqual([...nbaTeams].sort());
    for (const team of nbaTeams) {
      const roster = rosterOf(seed, team, new Date('2026-11-22T12:00:00Z'));
      expect(roster).toHaveLength(14);
      expect(new Set(roster.map((player) => player.playerName)).size).toBe(14);
      for (const player of roster) {
        expect(player.minutesPerGame).toBeGreaterThan(0);
        expect(player.gamesPlayed).toBeGreaterThan(0);
        expect(player.pointsPerGame).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('are real players with their real 2024-25 per-game figures, a traded one on his last team', () => {
    const day = new Date('2026-11-22T12:00:00Z');
    const find = (team: string, name: string) => rosterOf(seed, team, day).find((p) => p.playerName === name);
    expect(find('Oklahoma City Thunder', 'Shai Gilgeous-Alexander')).toMatchObject({
      gamesPlayed: 76,
      minutesPerGame: 34.2,
      pointsPerGame: 32.7,
      reboundsPerGame: 5,
      assistsPerGame: 6.4,
      stealsPerGame: 1.7,
      blocksPerGame: 1,
      turnoversPerGame: 2.4,
      fgPct: 0.519,
      fg3Pct: 0.375,
      ftPct: 0.898,
    });
    expect(find('Boston Celtics', 'Jayson Tatum')).toMatchObject({ gamesPlayed: 72, pointsPerGame: 26.8 });
    // Traded in February: on the Lakers, with his whole season's averages (50 games, 28.2 points).
    expect(find('Los Angeles Lakers', 'Luka Dončić')).toMatchObject({ gamesPlayed: 50, pointsPerGame: 28.2 });
    expect(find('Dallas Mavericks', 'Luka Dončić')).toBeUndefined();
    expect(find('Los Angeles Clippers', 'James Harden')).toBeDefined();
  });

  it('keep a player out for whole weeks about as often as he missed games in the real season', () => {
    const start = Date.UTC(2026, 9, 5); // a Monday
    const days = Array.from({ length: 7 * 40 }, (_, i) => new Date(start + i * DAY));
    const shareOut = (team: string, name: string, from = days) =>
      from.filter(
        (day) => rosterOf(seed, team, day).find((p) => p.playerName === name)?.injuryStatus === 'Out',
      ).length / from.length;
    // 30 of 82 games: out about 63% of the weeks; 82 of 82: never out.
    expect(shareOut('New Orleans Pelicans', 'Zion Williamson')).toBeGreaterThan(0.45);
    expect(shareOut('New Orleans Pelicans', 'Zion Williamson')).toBeLessThan(0.8);
    expect(shareOut('Golden State Warriors', 'Buddy Hield')).toBe(0);
    // Out all week or not at all.
    for (let week = 0; week < 40; week++) {
      const shares = new Set(
        days
          .slice(7 * week, 7 * week + 7)
          .map((day) => shareOut('New Orleans Pelicans', 'Zion Williamson', [day])),
      );
      expect(shares.size).toBe(1);
    }
    // The same seed gives the same report; another seed another.
    const report = (s: number) => days.slice(0, 70).map((day) => rosterOf(s, 'New Orleans Pelicans', day));
    expect(report(seed)).toEqual(report(seed));
    expect(report(7)).not.toEqual(report(seed));
  });

  it("give the NBA teams hidden strengths that follow their real point differential; other leagues' are unchanged", () => {
    const strengths = season.teams.map((team) => strength(seed, 'NBA', team.name));
    expect(
      correlation(
        strengths,
        season.teams.map((team) => team.avgMargin),
      ),
    ).toBeGreaterThan(0.85);
    const mean = strengths.reduce((sum, value) => sum + value, 0) / strengths.length;
    expect(Math.abs(mean)).toBeLessThan(0.4);
    // Oklahoma City (+12.9 a game) is stronger than Washington (−12.4) whatever the seed.
    for (const s of [1, 2, 3, seed]) {
      expect(strength(s, 'NBA', 'Oklahoma City Thunder')).toBeGreaterThan(
        strength(s, 'NBA', 'Washington Wizards'),
      );
    }
    expect(strength(seed, 'Premier League', 'Arsenal')).toBe(
      normalFor(seed, 'strength', 'Premier League', 'Arsenal'),
    );
  });
});

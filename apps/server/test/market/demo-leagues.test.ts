import { describe, expect, it } from 'vitest';
import { DEMO_LEAGUES } from '../../src/demo/demo-leagues';
import { leagueOfKey } from '../../src/modules/market/providers/odds-api/mapping';
import { quotesAt } from '../../src/modules/market/providers/demo/demo-prices';
import { finalScore, fixturesBetween, isoWeekOf, strength, truthOf } from '../../src/demo/demo-world';

const seed = 20261122;
const DAY = 86_400_000;
const ADDED = [
  'Bundesliga',
  'Serie A',
  'Ligue 1',
  'Eredivisie',
  'Primeira Liga',
  'MLS',
  'Champions League',
] as const;
const between = (from: string, to: string, s = seed) =>
  fixturesBetween(s, new Date(from), new Date(to), ['soccer']);
const leagueOf = (name: string) => {
  const league = DEMO_LEAGUES.find((l) => l.league === name);
  if (!league) throw new Error(`no demo league ${name}`);
  return league;
};

describe('the demo market’s soccer beyond England, Spain and Mexico', () => {
  // Late September 2025: a league weekend and the Champions League's second matchweek.
  const fortnight = between('2025-09-26T00:00:00Z', '2025-10-02T00:00:00Z');

  it('plays every added competition, with moneyline, spreads and totals priced by six books', () => {
    for (const name of ADDED) {
      const games = fortnight.filter((f) => f.league === name);
      expect(games.length, name).toBeGreaterThanOrEqual(name === 'Champions League' ? 18 : 8);
      const game = games[0];
      if (!game) throw new Error(name);
      const quotes = quotesAt(seed, game, new Date(game.startTime.getTime() - 3_600_000));
      expect(new Set(quotes.map((q) => q.market))).toEqual(new Set(['h2h', 'spreads', 'totals']));
      expect(new Set(quotes.map((q) => q.bookmaker)).size).toBe(6);
      expect(leagueOf(name).kickoffHoursUtc).toContain(game.startTime.getUTCHours());
    }
  });

  it('is the same for the same seed (fixtures, prices and results) and different for another', () => {
    const again = between('2025-09-26T00:00:00Z', '2025-10-02T00:00:00Z');
    expect(again).toEqual(fortnight);
    const game = fortnight.find((f) => f.league === 'Champions League');
    if (!game) throw new Error('no Champions League game');
    const at = new Date(game.startTime.getTime() - 2 * 3_600_000);
    expect(quotesAt(seed, game, at)).toEqual(quotesAt(seed, game, at));
    const after = new Date(game.startTime.getTime() + DAY);
    expect(finalScore(seed, game, after)).toEqual(finalScore(seed, game, after));
    expect(between('2025-09-26T00:00:00Z', '2025-10-02T00:00:00Z', 7)).not.toEqual(fortnight);
  });

  it('plays the Champions League only in UEFA’s matchweeks, each team once a matchweek, the final on a Saturday', () => {
    const season = between('2025-08-01T00:00:00Z', '2026-07-01T00:00:00Z').filter(
      (f) => f.league === 'Champions League',
    );
    const byWeek = new Map<number, typeof season>();
    for (const game of season) {
      const { week } = isoWeekOf(game.startTime);
      byWeek.set(week, [...(byWeek.get(week) ?? []), game]);
    }
    expect([...byWeek.keys()].sort((a, b) => a - b)).toEqual([
      4, 5, 8, 9, 11, 12, 15, 16, 18, 19, 22, 38, 40, 43, 45, 48, 50,
    ]);
    for (const week of [38, 40, 43, 45, 48, 50, 4, 5]) {
      const teams = (byWeek.get(week) ?? []).flatMap((g) => [g.homeTeam, g.awayTeam]);
      expect(teams, `week ${week}`).toHaveLength(36);
      expect(new Set(teams).size, `week ${week}`).toBe(36);
    }
    // Matchday 2 of 2025-26: Tuesday 30 September and Wednesday 1 October, nine games each.
    const md2 = (byWeek.get(40) ?? []).map((g) => g.startTime.toISOString().slice(0, 10));
    expect(md2.filter((d) => d === '2025-09-30')).toHaveLength(9);
    expect(md2.filter((d) => d === '2025-10-01')).toHaveLength(9);
    const final = byWeek.get(22) ?? [];
    expect(final).toHaveLength(1);
    expect(final[0]?.startTime.toISOString().slice(0, 10)).toBe('2026-05-30');
  });

  it('starts each season on its real weekend and leaves the off-season empty', () => {
    const august = between('2025-08-01T00:00:00Z', '2025-08-25T00:00:00Z');
    const bundesliga = august.filter((f) => f.league === 'Bundesliga');
    expect(bundesliga.length).toBeGreaterThan(0);
    expect(bundesliga.every((f) => f.startTime >= new Date('2025-08-22T00:00:00Z'))).toBe(true);
    const mls = between('2025-10-20T00:00:00Z', '2026-02-21T00:00:00Z').filter((f) => f.league === 'MLS');
    expect(mls).toEqual([]);
    expect(between('2026-02-21T00:00:00Z', '2026-02-23T00:00:00Z').some((f) => f.league === 'MLS')).toBe(
      true,
    );
  });

  it('names each soccer league as The Odds API’s sport key maps it, so a switch of provider keeps league filters', () => {
    const keys = [
      'soccer_epl',
      'soccer_spain_la_liga',
      'soccer_mexico_ligamx',
      'soccer_germany_bundesliga',
      'soccer_italy_serie_a',
      'soccer_france_ligue_one',
      'soccer_netherlands_eredivisie',
      'soccer_portugal_primeira_liga',
      'soccer_usa_mls',
      'soccer_uefa_champs_league',
    ];
    expect(new Set(keys.map((key) => leagueOfKey(key)))).toEqual(
      new Set(DEMO_LEAGUES.filter((league) => league.sport === 'soccer').map((league) => league.league)),
    );
  });

  it('gives the teams listed first the larger hidden strength, as in the real tables', () => {
    for (const name of ADDED) {
      const { teams } = leagueOf(name);
      const mean = (list: readonly string[]) =>
        list.reduce((sum, team) => sum + strength(seed, name, team), 0) / list.length;
      expect(mean(teams.slice(0, 3)), name).toBeGreaterThan(mean(teams.slice(-3)) + 1.5);
    }
    const bayern = fixturesBetween(seed, new Date('2025-08-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z'))
      .filter((f) => f.league === 'Bundesliga' && f.homeTeam === 'Bayern Munich')
      .map((f) => truthOf(seed, f).home);
    expect(bayern.length).toBeGreaterThan(5);
    expect(Math.min(...bayern)).toBeGreaterThan(0.45);
  });
});

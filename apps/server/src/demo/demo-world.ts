import type { Sport } from '@arcade/contracts';
import {
  marginToWinProbability,
  normalQuantile,
  outcomeProbabilities,
  runsWinProbability,
  sampleIndex,
  sampleNormal,
  scoreMatrix,
} from '@arcade/core';
import { DEMO_LEAGUES, type DemoLeague } from './demo-leagues';
import { normalFor, streamFor } from './demo-random';
import { nbaStrength } from './demo-rosters';

const DAY_MS = 86_400_000;

export interface DemoFixture {
  /** Stable provider id. */
  id: string;
  sport: Sport;
  league: string;
  homeTeam: string;
  awayTeam: string;
  startTime: Date;
  durationMinutes: number;
}

/** The simulation's hidden truth for a fixture: never leaves this module except through results and noisy prices. */
export interface Truth {
  home: number;
  draw: number;
  away: number;
  /** Expected home margin and total, for the spread and total lines. */
  margin: number;
  total: number;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function seasonDay(league: DemoLeague, day: Date): number | null {
  const year = day.getUTCFullYear();
  for (const startYear of [year, year - 1]) {
    const start = Date.UTC(startYear, league.season.startMonth, league.season.startDay ?? 1);
    const offset = Math.floor((day.getTime() - start) / DAY_MS);
    if (offset >= 0 && offset < league.season.days) return offset;
  }
  return null;
}

/** The ISO 8601 week of a UTC day: weeks start on Monday, and week 1 holds the year's first Thursday. */
export function isoWeekOf(day: Date): { year: number; week: number } {
  const thursday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return {
    year: thursday.getUTCFullYear(),
    week: Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1,
  };
}

const mondayFirst = (weekday: number) => (weekday + 6) % 7;

/**
 * Which of the day's pairs play: a league draws its pairs each match day and plays the first
 * `games`; a competition in fixed weeks draws once a week (`week`), and each day of the week plays
 * the pairs after the earlier days' (so no team plays twice in a matchweek). Null: no games that day.
 */
function slotOf(league: DemoLeague, midnight: Date): { first: number; games: number; week?: string } | null {
  const weekday = midnight.getUTCDay();
  if (!league.rounds) return { first: 0, games: league.gamesByDay?.[weekday] ?? league.gamesPerDay };
  const { year, week } = isoWeekOf(midnight);
  const round = league.rounds.find((candidate) => candidate.isoWeek === week);
  const games = round?.gamesByDay[weekday];
  if (!round || !games) return null;
  const first = Object.entries(round.gamesByDay)
    .filter(([day]) => mondayFirst(Number(day)) < mondayFirst(weekday))
    .reduce((sum, [, count]) => sum + (count ?? 0), 0);
  return { first, games, week: `${year}-W${week}` };
}

/** The fixtures of one league on one UTC day: a seeded shuffle pairs the teams, a seeded hour starts each game. */
function fixturesOn(seed: number, league: DemoLeague, day: Date): DemoFixture[] {
  const midnight = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  if (seasonDay(league, midnight) === null || !league.matchDays.includes(midnight.getUTCDay())) return [];
  const slot = slotOf(league, midnight);
  if (!slot) return [];
  const random = streamFor(seed, league.league, midnight.toISOString());
  const draw = slot.week === undefined ? random : streamFor(seed, league.league, slot.week);
  const order = league.teams.map((team) => ({ team, key: draw() })).sort((a, b) => a.key - b.key);
  const fixtures: DemoFixture[] = [];
  for (let i = slot.first; i < slot.first + slot.games && 2 * i + 1 < order.length; i++) {
    const home = order[2 * i]?.team as string;
    const away = order[2 * i + 1]?.team as string;
    const hour = league.kickoffHoursUtc[Math.floor(random() * league.kickoffHoursUtc.length)] as number;
    const startTime = new Date(midnight.getTime() + hour * 3_600_000);
    fixtures.push({
      id: `demo-${slug(league.league)}-${midnight.toISOString().slice(0, 10)}-${slug(home)}-${slug(away)}`,
      sport: league.sport,
      league: league.league,
      homeTeam: home,
      awayTeam: away,
      startTime,
      durationMinutes: league.durationMinutes,
    });
  }
  return fixtures;
}

/** Every fixture of every demo league starting in [from, to). */
export function fixturesBetween(
  seed: number,
  from: Date,
  to: Date,
  sports?: readonly Sport[],
): DemoFixture[] {
  const fixtures: DemoFixture[] = [];
  for (
    let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) - DAY_MS;
    t < to.getTime();
    t += DAY_MS
  ) {
    for (const league of DEMO_LEAGUES) {
      if (sports && !sports.includes(league.sport)) continue;
      for (const fixture of fixturesOn(seed, league, new Date(t))) {
        if (fixture.startTime >= from && fixture.startTime < to) fixtures.push(fixture);
      }
    }
  }
  return fixtures.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}

/** The first fixture of a league starting at or after `from` (the next season's first game between seasons). */
export function nextFixtureStart(seed: number, league: DemoLeague, from: Date): Date | null {
  const firstDay = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  // A season starts within a year of any day, so 400 days always reach a game.
  for (let day = 0; day < 400; day++) {
    const starts = fixturesOn(seed, league, new Date(firstDay + day * DAY_MS))
      .map((fixture) => fixture.startTime)
      .filter((start) => start >= from);
    if (starts.length > 0) return new Date(Math.min(...starts.map((start) => start.getTime())));
  }
  return null;
}

/**
 * Where a league lists its teams strongest first, each team's place as a standard normal quantile
 * (the best of 18 about +1.9, the worst about −1.9).
 */
const RANKED_PRIORS = new Map(
  DEMO_LEAGUES.filter((league) => league.isRankedByStrength).map((league) => [
    league.league,
    new Map(
      league.teams.map((team, i) => [
        team,
        normalQuantile((league.teams.length - i - 0.5) / league.teams.length),
      ]),
    ),
  ]),
);

/**
 * A team's hidden strength: standard normal, fixed by the seed (an NBA team's mostly by its real
 * season; in a league ranked by strength, mostly by its place: 0.8 × the place's quantile + 0.6 × noise).
 */
export function strength(seed: number, league: string, team: string): number {
  const prior = RANKED_PRIORS.get(league)?.get(team);
  if (prior !== undefined) return 0.8 * prior + 0.6 * normalFor(seed, 'strength', league, team);
  return (
    (league === 'NBA' ? nbaStrength(seed, team) : undefined) ?? normalFor(seed, 'strength', league, team)
  );
}

/** The low-score correction of the demo's soccer scores (Dixon–Coles ρ). */
export const SOCCER_RHO = -0.08;

/** The true probabilities of a fixture from the two strengths, with each sport's scoring model. */
export function truthOf(seed: number, fixture: DemoFixture): Truth {
  const gap =
    strength(seed, fixture.league, fixture.homeTeam) - strength(seed, fixture.league, fixture.awayTeam);
  switch (fixture.sport) {
    case 'soccer': {
      const homeRate = 1.45 * Math.exp(0.3 * gap);
      const awayRate = 1.15 * Math.exp(-0.3 * gap);
      const p = outcomeProbabilities(scoreMatrix({ homeRate, awayRate, rho: SOCCER_RHO }));
      return { ...p, margin: homeRate - awayRate, total: homeRate + awayRate };
    }
    case 'nba':
    case 'nfl': {
      const [scale, hfa, sigma, total] = fixture.sport === 'nba' ? [5, 2.5, 12, 228] : [4, 1.7, 13.5, 44];
      const margin = scale * gap + hfa;
      const home = marginToWinProbability(margin, sigma);
      return { home, draw: 0, away: 1 - home, margin, total };
    }
    case 'nhl':
    case 'baseball': {
      const [base, effect, dispersion] = fixture.sport === 'nhl' ? [3.05, 0.14, 1e6] : [4.5, 0.12, 8];
      const homeMean = base * Math.exp(effect * gap + 0.03);
      const awayMean = base * Math.exp(-effect * gap - 0.03);
      const home = runsWinProbability(homeMean, awayMean, dispersion);
      return { home, draw: 0, away: 1 - home, margin: homeMean - awayMean, total: homeMean + awayMean };
    }
  }
}

/** The final score, drawn from the truth with a stream of its own; answered only once the game is over. */
export function finalScore(
  seed: number,
  fixture: DemoFixture,
  now: Date,
): { home: number; away: number } | null {
  const end = fixture.startTime.getTime() + fixture.durationMinutes * 60_000;
  if (now.getTime() < end) return null;
  const random = streamFor(seed, 'score', fixture.id);
  const truth = truthOf(seed, fixture);
  if (fixture.sport === 'soccer') {
    const matrix = scoreMatrix({
      homeRate: (truth.total + truth.margin) / 2,
      awayRate: (truth.total - truth.margin) / 2,
      rho: SOCCER_RHO,
    });
    const cell = sampleIndex(matrix.flat(), random);
    return { home: Math.floor(cell / matrix.length), away: cell % matrix.length };
  }
  const homeWins = random() < truth.home;
  if (fixture.sport === 'nba' || fixture.sport === 'nfl') {
    const sigma = fixture.sport === 'nba' ? 12 : 13.5;
    const margin = Math.max(1, Math.round(Math.abs(truth.margin + sigma * sampleNormal(random) * 0.6)));
    const total = Math.round(truth.total + (fixture.sport === 'nba' ? 15 : 10) * sampleNormal(random));
    const winner = Math.round((total + margin) / 2);
    const loser = Math.max(0, winner - margin);
    return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
  }
  const loser = Math.max(0, Math.round((truth.total / 2) * (0.4 + random())) - 1);
  const winner = loser + 1 + Math.floor(random() * 3);
  return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
}

/** Where a fixture stands at `now`: upcoming before the start, live while played, finished after. */
export function statusAt(fixture: DemoFixture, now: Date): 'upcoming' | 'live' | 'finished' {
  if (now < fixture.startTime) return 'upcoming';
  return now.getTime() < fixture.startTime.getTime() + fixture.durationMinutes * 60_000 ? 'live' : 'finished';
}

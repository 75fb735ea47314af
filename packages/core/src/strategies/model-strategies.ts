import { eloExpected, eloWithDraws, runElo } from '../models/elo';
import { epaExpectedMargin } from '../models/epa';
import { fitGoalModel, type GoalMatch, type GoalModel } from '../models/goal-model';
import { impliedGoalRates } from '../models/implied-goals';
import { MARGIN_SIGMA, marginToWinProbability, spreadCoverProbability } from '../models/margin';
import { bisect } from '../math/solve';
import { nbaExpectedMargin, nbaTeamValue } from '../models/nba-team-value';
import { weightedMasseyRatings } from '../models/ratings';
import { normalQuantile } from '../math/normal';
import { fitDispersion, runsWinProbability } from '../models/negative-binomial';
import {
  handicapProbability,
  outcomeProbabilities,
  scoreMatrix,
  totalsProbability,
} from '../models/score-matrix';
import {
  abstain,
  type KeyFactor,
  type LeagueHistory,
  type LinePrediction,
  type MatchContext,
  type PastGame,
  predictFrom,
  quotedLines,
  type Strategy,
  type StrategyResult,
} from './types';

/** Elo settings per sport: K and home advantage in Elo points (FiveThirtyEight's published values). */
const SEASON = (fraction: number) => ({ gapDays: 60, fraction });
const ELO = {
  soccer: { k: 20, homeAdvantage: 60, seasonRegression: SEASON(0.2) },
  nfl: { k: 20, homeAdvantage: 48, seasonRegression: SEASON(1 / 3) },
  nba: { k: 20, homeAdvantage: 70, seasonRegression: SEASON(0.25) },
  nhl: { k: 6, homeAdvantage: 40, seasonRegression: SEASON(1 / 3) },
  baseball: { k: 4, homeAdvantage: 24, seasonRegression: SEASON(1 / 3) },
} as const;
const MIN_GAMES = 5;

const gamesOf = (history: LeagueHistory, team: string) =>
  history.games.filter((g) => g.home === team || g.away === team).length;

/** danyscore: Elo with home advantage and margin of victory; soccer adds Davidson draws at the league's draw rate. */
export const danyscore: Strategy = {
  name: 'danyscore',
  sports: ['soccer', 'nfl', 'baseball', 'nba', 'nhl'],
  source: 'model',
  prepare: (history) => {
    const games = history.games.filter((g) => g.date < history.asOf);
    const settings = ELO[history.sport];
    const ratings = runElo(games, { ...settings, useMarginOfVictory: true });
    const drawRate =
      games.length > 0 ? games.filter((g) => g.homeScore === g.awayScore).length / games.length : 0;
    return (match) => {
      const { homeTeam, awayTeam, sport } = match.event;
      if (gamesOf(history, homeTeam) < MIN_GAMES || gamesOf(history, awayTeam) < MIN_GAMES) {
        return abstain('danyscore', 'not_enough_history');
      }
      const home = ratings.get(homeTeam) as number;
      const away = ratings.get(awayTeam) as number;
      const expected = eloExpected(home, away, settings.homeAdvantage);
      const factors = [{ code: 'elo_ratings', values: { home: Math.round(home), away: Math.round(away) } }];
      if (sport === 'soccer')
        return predictFrom('danyscore', eloWithDraws(expected, Math.min(0.35, drawRate)), factors);
      const prediction = predictFrom('danyscore', { home: expected, away: 1 - expected }, factors);
      if (prediction.kind !== 'prediction' || (sport !== 'nba' && sport !== 'nfl')) return prediction;
      // The win probability read back as an expected margin under the sport's normal margin model.
      return {
        ...prediction,
        lines: spreadLines(match, impliedMargin(expected, MARGIN_SIGMA[sport]), sport),
      };
    };
  },
};

/** poisson: Dixon–Coles goals with time decay for soccer and NHL; a negative binomial on runs for MLB. */
export const poisson: Strategy = {
  name: 'poisson',
  sports: ['soccer', 'nhl', 'baseball'],
  source: 'model',
  prepare: (history) => {
    const matches = history.games.map((g) => ({
      ...g,
      homeGoals: g.homeScore,
      awayGoals: g.awayScore,
      expected: history.sport === 'soccer' ? marketGoals(g) : undefined,
    }));
    const past = matches.filter((m) => m.date < history.asOf);
    const onMarket = past.filter((m) => m.expected).length * 2 > past.length;
    const model: GoalModel | null =
      past.length >= 10
        ? fitGoalModel(past, {
            asOf: history.asOf,
            withRho: history.sport === 'soccer',
            ...(onMarket ? MARKET_GOALS : {}),
          })
        : null;
    const level = onMarket ? scoringLevel(past, history.asOf) : { home: 1, away: 1 };
    const dispersion =
      model && history.sport === 'baseball'
        ? fitDispersion(
            past.flatMap((m) => {
              const r = (model as GoalModel).rates(m.home, m.away);
              return [
                { mean: r.home, value: m.homeGoals },
                { mean: r.away, value: m.awayGoals },
              ];
            }),
          )
        : Number.POSITIVE_INFINITY;
    return (match) => {
      const { homeTeam, awayTeam, sport } = match.event;
      if (!model) return abstain('poisson', 'not_enough_history');
      if (!model.teams.has(homeTeam) || !model.teams.has(awayTeam))
        return abstain('poisson', 'not_enough_history');
      const rates = model.rates(homeTeam, awayTeam);
      // The goals a human reads and the goal lines use the league's real scoring level.
      const goals = { home: rates.home * level.home, away: rates.away * level.away };
      const factors = [
        { code: 'expected_goals', values: { home: round(goals.home), away: round(goals.away) } },
      ];
      if (sport === 'baseball') {
        const home = runsWinProbability(
          rates.home,
          rates.away,
          Number.isFinite(dispersion) ? dispersion : 1e6,
        );
        return predictFrom('poisson', { home, away: 1 - home }, factors);
      }
      const matrix = model.matrix(homeTeam, awayTeam);
      const p = outcomeProbabilities(matrix);
      const quoted = quotedLines(match);
      const goalMatrix =
        level.home === 1 && level.away === 1
          ? matrix
          : scoreMatrix({ homeRate: goals.home, awayRate: goals.away, rho: model.rho });
      const lines = [
        ...quoted.totals.map((line) => ({
          market: 'totals' as const,
          line,
          probability: totalsProbability(goalMatrix, line).over,
        })),
        ...quoted.spreads.map((line) => ({
          market: 'spreads' as const,
          line,
          probability: handicapProbability(goalMatrix, line).win,
        })),
      ];
      // NHL games are never drawn: regulation ties go to overtime, split like the regulation odds.
      const withLines = (result: StrategyResult): StrategyResult =>
        result.kind === 'prediction' ? { ...result, lines } : result;
      // The lines priced here are regulation-time ones, as soccer's are; NHL books include overtime,
      // so NHL keeps the moneyline only.
      if (sport === 'nhl')
        return predictFrom(
          'poisson',
          {
            home: p.home + (p.draw * p.home) / (p.home + p.away),
            away: p.away + (p.draw * p.away) / (p.home + p.away),
          },
          factors,
        );
      return withLines(predictFrom('poisson', p, factors));
    };
  },
};

/**
 * Soccer fits with the market's expected goals when most past games kept their closing prices: mostly
 * the market's view (w 0.9) with the scores for the rest, a short memory (ξ 0.03/day, a 23-day
 * half-life, since prices already sum up the past) and a light prior. Chosen by a grid on 2022/23,
 * before the seasons `npm run bench:quality` scores (docs/decisions/007).
 */
export const MARKET_GOALS = { marketWeight: 0.9, xi: 0.03, prior: 0.25 } as const;

/**
 * Read under independent Poisson, 1X2 prices understate the goals: real games are drawn more often
 * than Poisson says, so the inversion lowers the total — by about 0.3 goals a game in the top five
 * leagues (2022–2025), which would tilt every totals price toward the under. The rates fitted on
 * them give the 1X2 (where the two errors cancel: that is what they were read from); for goal lines
 * they are scaled, home and away apart, so that over the league's past games (ξ 0.0018) the market's
 * expected goals add up to the goals scored.
 */
function scoringLevel(
  matches: readonly (GoalMatch & { expected?: { home: number; away: number } })[],
  asOf: Date,
) {
  const sums = { goalsHome: 0, goalsAway: 0, expectedHome: 0, expectedAway: 0 };
  for (const m of matches) {
    if (!m.expected) continue;
    const w = Math.exp((-0.0018 * (asOf.getTime() - m.date.getTime())) / 86_400_000);
    sums.goalsHome += w * m.homeGoals;
    sums.goalsAway += w * m.awayGoals;
    sums.expectedHome += w * m.expected.home;
    sums.expectedAway += w * m.expected.away;
  }
  const ratio = (goals: number, expected: number) => (goals > 0 && expected > 0 ? goals / expected : 1);
  return {
    home: ratio(sums.goalsHome, sums.expectedHome),
    away: ratio(sums.goalsAway, sums.expectedAway),
  };
}

const impliedCache = new WeakMap<PastGame, { home: number; away: number } | undefined>();

/** The goals a past game's closing prices expected of each side (soccer), or undefined without prices. */
function marketGoals(game: PastGame): { home: number; away: number } | undefined {
  if (impliedCache.has(game)) return impliedCache.get(game);
  const { home, away } = game.market ?? {};
  let rates: { home: number; away: number } | undefined;
  try {
    rates = home !== undefined && away !== undefined ? impliedGoalRates({ home, away }) : undefined;
  } catch {
    rates = undefined; // prices no goal model can reproduce (a draw above 50%) are left out
  }
  impliedCache.set(game, rates);
  return rates;
}

/**
 * Time decay per day of the Massey ratings fitted on past prices, per two-way sport: chosen by a grid
 * (0.005–0.08) on the season before the ones `npm run bench:quality` scores (docs/decisions/007).
 * NBA prices follow the last few games (rest, injuries); NFL strength lasts a season.
 */
export const MASSEY_DECAY = { nba: 0.08, nfl: 0.005, nhl: 0.04, baseball: 0.04 } as const;
const MASSEY_RIDGE = 1;

/**
 * massey: rating difference + home advantage → expected margin → normal CDF with the sport's σ. The
 * ratings are the uploaded ones when given; otherwise, in two-way sports whose past games kept their
 * closing prices, weighted least-squares (Massey) ratings fitted on the margins those prices implied.
 */
export const massey: Strategy = {
  name: 'massey',
  sports: ['soccer', 'nfl', 'baseball', 'nba', 'nhl'],
  source: 'model',
  prepare: (history) => {
    const fitted = history.sport === 'soccer' ? null : fitMarketMassey(history, history.sport);
    return (match) => {
      const { homeTeam, awayTeam, sport } = match.event;
      let margin: number;
      let source: KeyFactor;
      if (match.massey) {
        // A ratings table without an HFA column takes the home advantage the market implied.
        const homeAdvantage = match.massey.homeAdvantage ?? fitted?.homeAdvantage ?? 0;
        margin = match.massey.home - match.massey.away + homeAdvantage;
        source = {
          code: 'ratings_source',
          values: match.massey.source
            ? { source: 'upload', uploadedAt: match.massey.source.uploadedAt, upload: match.massey.source.id }
            : { source: 'upload' },
        };
      } else if (fitted?.ratings.has(homeTeam) && fitted.ratings.has(awayTeam)) {
        margin =
          fitted.homeAdvantage +
          (fitted.ratings.get(homeTeam) as number) -
          (fitted.ratings.get(awayTeam) as number);
        source = { code: 'ratings_source', values: { source: 'market' } };
      } else return abstain('massey', 'no_ratings_uploaded');
      const home = marginToWinProbability(margin, MARGIN_SIGMA[sport]);
      const prediction = predictFrom('massey', { home, away: 1 - home }, [
        { code: 'expected_margin', values: { margin: round(margin) } },
        source,
      ]);
      if (prediction.kind !== 'prediction' || (sport !== 'nba' && sport !== 'nfl')) return prediction;
      return { ...prediction, lines: spreadLines(match, margin, sport) };
    };
  },
};

const marginCache = new WeakMap<PastGame, number | undefined>();

/** The home margin a past game's closing prices implied, `σ Φ⁻¹(p)`, or undefined without prices. */
function marketMargin(game: PastGame, sigma: number): number | undefined {
  if (marginCache.has(game)) return marginCache.get(game);
  const { home, away } = game.market ?? {};
  const margin =
    home !== undefined && away !== undefined && home > 0 && away > 0
      ? sigma * normalQuantile(home / (home + away))
      : undefined;
  marginCache.set(game, margin);
  return margin;
}

/** Massey ratings on the implied margins of past games, when most of them kept their prices. */
function fitMarketMassey(history: LeagueHistory, sport: keyof typeof MASSEY_DECAY) {
  const sigma = MARGIN_SIGMA[sport];
  const asOf = history.asOf.getTime();
  const weightOf = (g: PastGame) => Math.exp((-MASSEY_DECAY[sport] * (asOf - g.date.getTime())) / 86_400_000);
  // Games whose weight has decayed below 1e-9 (NBA: 259 days, past one summer) no longer count.
  const recent = history.games.filter((g) => g.date.getTime() < asOf && weightOf(g) >= 1e-9);
  const observations = recent.flatMap((g) => {
    const margin = marketMargin(g, sigma);
    return margin === undefined ? [] : [{ home: g.home, away: g.away, margin, weight: weightOf(g) }];
  });
  if (observations.length < 10 || observations.length * 2 <= recent.length) return null;
  return weightedMasseyRatings(observations, MASSEY_RIDGE);
}

/** epa: NFL offensive minus defensive EPA per play → expected margin → normal CDF (σ 13.86). */
export const epa: Strategy = {
  name: 'epa',
  sports: ['nfl'],
  source: 'model',
  prepare: () => (match) => {
    if (!match.epa) return abstain('epa', 'no_epa_data');
    const margin = epaExpectedMargin(match.epa.home, match.epa.away);
    const home = marginToWinProbability(margin, MARGIN_SIGMA.nfl);
    return predictFrom('epa', { home, away: 1 - home }, [
      { code: 'expected_margin', values: { margin: round(margin) } },
    ]);
  },
};

/** Home court in the NBA, in points (it has shrunk to about 2.5). */
const NBA_HOME_COURT = 2.5;

/**
 * danyscore-nba: each side's strength from its players' season figures and today's injury report (core's
 * nbaStrength) → expected margin (2.9 points per point of strength, plus the home court) → normal CDF
 * (σ 12). Its key factors also carry the Game Value = Team Value × Health Factor of the DanyScore tab.
 */
export const danyscoreNba: Strategy = {
  name: 'danyscore-nba',
  sports: ['nba'],
  source: 'model',
  prepare: () => (match) => {
    if (!match.rosters || match.rosters.home.length === 0 || match.rosters.away.length === 0) {
      return abstain('danyscore-nba', 'no_roster_data');
    }
    const home = nbaTeamValue(match.rosters.home);
    const away = nbaTeamValue(match.rosters.away);
    const margin = nbaExpectedMargin(match.rosters.home, match.rosters.away, NBA_HOME_COURT);
    const p = marginToWinProbability(margin, MARGIN_SIGMA.nba);
    return predictFrom('danyscore-nba', { home: p, away: 1 - p }, [
      { code: 'expected_margin', values: { margin: round(margin) } },
      { code: 'game_value', values: { home: round(home.gameValue), away: round(away.gameValue) } },
      { code: 'health_factor', values: { home: round(home.healthFactor), away: round(away.healthFactor) } },
    ]);
  },
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The cover probability of every quoted half-line spread, from an expected home margin (NBA, NFL). */
function spreadLines(match: MatchContext, margin: number, sport: 'nba' | 'nfl'): LinePrediction[] {
  return quotedLines(match).spreads.map((line) => ({
    market: 'spreads' as const,
    line,
    probability: spreadCoverProbability(margin, line, MARGIN_SIGMA[sport]),
  }));
}

/**
 * The expected home margin that gives win probability `p` under a normal margin model with spread σ:
 * the root of `Φ(m/σ) = p`.
 *
 * @example impliedMargin(marginToWinProbability(3, 13.86), 13.86) // 3
 */
export function impliedMargin(p: number, sigma: number): number {
  return bisect((m) => marginToWinProbability(m, sigma) - p, -10 * sigma, 10 * sigma);
}

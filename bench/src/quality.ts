// `npm run bench:quality`: prediction quality against the closing market on real history (../shared/data).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type HistoricalMatch,
  roiInterval,
  type Sport,
  type StrategyName,
  summarise,
  walkForwardPicks,
} from '@arcade/core';
import { readHistory } from '../../apps/server/src/modules/history/readers/detect';
import { hybridRows, kaunitzOpeningRows, sharpLineRows } from './quality-soccer';

const dataRoot = new URL('../../../shared/data/', import.meta.url).pathname;

interface SportCase {
  label: string;
  sport: Sport;
  cliSport: string;
  files: string[];
  /** Matches from this day on are scored and bet; earlier ones only fit the models. */
  splitDay: string;
  models: StrategyName[];
  strategies: StrategyName[];
}

const soccerLeagues = ['E0', 'SP1', 'D1', 'I1', 'F1'];
const cases: SportCase[] = [
  {
    label: 'Soccer (top 5 leagues, 2023/24–2024/25)',
    sport: 'soccer',
    cliSport: 'soccer',
    files: soccerLeagues.flatMap((div) =>
      ['2122', '2223', '2324', '2425'].map((s) => `soccer/football-data/${div}_${s}.csv`),
    ),
    splitDay: '2023-07-01',
    models: ['poisson', 'danyscore'],
    strategies: ['poisson', 'danyscore', 'market-inefficiency'],
  },
  {
    label: 'NBA (2022/23–2023/24)',
    sport: 'nba',
    cliSport: 'nba',
    files: ['nba/oddsportal_nba_2008-09_to_2023-24.csv'],
    splitDay: '2022-08-01',
    models: ['danyscore', 'massey'],
    strategies: ['danyscore', 'massey'],
  },
  {
    label: 'NFL (2022–2023)',
    sport: 'nfl',
    cliSport: 'nfl',
    files: ['nfl/nflverse_games_2006-2023.csv'],
    splitDay: '2022-08-01',
    models: ['danyscore', 'massey'],
    strategies: ['danyscore', 'massey'],
  },
  {
    label: 'NHL (2022/23–2023/24)',
    sport: 'nhl',
    cliSport: 'nhl',
    files: ['nhl/oddsportal_nhl_2008-09_to_2023-24.csv'],
    splitDay: '2022-08-01',
    models: ['poisson', 'danyscore', 'massey'],
    strategies: ['poisson', 'danyscore', 'massey'],
  },
  {
    label: 'MLB (2016–2017)',
    sport: 'baseball',
    cliSport: 'mlb',
    files: ['mlb/sbr_mlb_odds_2014-2017.csv'],
    splitDay: '2016-03-01',
    models: ['poisson', 'danyscore', 'massey'],
    strategies: ['poisson', 'danyscore', 'massey'],
  },
];

function load(item: SportCase): HistoricalMatch[] {
  return item.files.flatMap(
    (file) => readHistory(readFileSync(join(dataRoot, file), 'utf8'), item.cliSport, file).matches,
  );
}

const fmt = (value: number | null | undefined, digits = 4) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);
const pct = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
const share = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

function run(item: SportCase, all: HistoricalMatch[], strategy: StrategyName) {
  const data = all.filter((m) => m.date.toISOString().slice(0, 10) >= item.splitDay);
  const warmup = all.filter((m) => m.date.toISOString().slice(0, 10) < item.splitDay);
  const picks = walkForwardPicks({
    sport: item.sport,
    strategy,
    warmup,
    data,
    odds: 'closing',
    alpha: 0.05,
    stake: 'flat',
    edgeThreshold: 0.02,
    kellyFraction: 0.25,
  });
  const bets = picks.flatMap((p) => (p.bet ? [p.bet] : []));
  return { summary: summarise(picks), interval: bets.length > 1 ? roiInterval(bets) : null };
}

if (!existsSync(dataRoot)) {
  console.log(`bench:quality skipped: ${dataRoot} is not there (it holds the shared historical data).`);
  process.exit(0);
}

console.log(
  '| sport | best model | model RPS | market RPS | ratio | model log loss | market log loss | matches |',
);
console.log('|---|---|---|---|---|---|---|---|');
const strategyRows: string[] = [];
for (const item of cases) {
  const all = load(item);
  const results = item.strategies.map((strategy) => ({ strategy, ...run(item, all, strategy) }));
  const models = results.filter(
    (r) => item.models.includes(r.strategy) && r.summary.model && r.summary.market,
  );
  const best = models.reduce((a, b) => ((b.summary.model?.rps ?? 9) < (a.summary.model?.rps ?? 9) ? b : a));
  const { model, market, scoredMatches } = best.summary;
  console.log(
    `| ${item.label} | ${best.strategy} | ${fmt(model?.rps)} | ${fmt(market?.rps)} | ${fmt((model?.rps ?? 0) / (market?.rps ?? 1), 3)} | ${fmt(model?.logLoss)} | ${fmt(market?.logLoss)} | ${scoredMatches} |`,
  );
  for (const r of results) {
    const s = r.summary;
    const interval = r.interval ? `${pct(r.interval.low)} … ${pct(r.interval.high)}` : '—';
    strategyRows.push(
      `| ${item.label} | ${r.strategy} | ${s.bets} | ${s.clv === null ? '—' : pct(s.clv)} | ${share(s.beatCloseRate)} | ${s.hitRate === null ? '—' : `${(s.hitRate * 100).toFixed(1)}%`} | ${s.roi === null ? '—' : pct(s.roi)} | ${interval} | ${fmt(s.avgOdds, 2)} |`,
    );
  }
}
console.log('\n| sport | strategy | bets | CLV | beat close | hit rate | ROI | 95% interval | avg odds |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of strategyRows) console.log(row);

const soccer = cases[0] as SportCase;
const soccerAll = load(soccer);
console.log('\n| sport | forecast | RPS | closing market RPS | ratio | matches |');
console.log('|---|---|---|---|---|---|');
for (const row of hybridRows(soccer.label, soccerAll, '2022-07-01', soccer.splitDay)) console.log(row);

const decade = load({
  ...soccer,
  files: soccerLeagues.flatMap((div) =>
    ['1516', '1617', '1718', '1819', '1920', '2021', '2122', '2223', '2324', '2425'].map(
      (s) => `soccer/football-data/${div}_${s}.csv`,
    ),
  ),
});
console.log('\n| sport | strategy | bets | CLV | beat close | hit rate | ROI | 95% interval | avg odds |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of kaunitzOpeningRows('Soccer (top 5 leagues, 2020/21–2024/25)', decade, '2020-07-01'))
  console.log(row);

const everyLeague = load({
  ...soccer,
  files: readdirSync(join(dataRoot, 'soccer/football-data'))
    .filter((name) => name.endsWith('.csv'))
    .map((name) => `soccer/football-data/${name}`),
});
console.log('\n| sample | strategy | bets | CLV | beat close | hit rate | ROI | 95% interval | avg odds |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of sharpLineRows(decade, [
  ['Top 5 leagues, 2015/16–2019/20', '2015-07-01', '2020-07-01'],
  ['Top 5 leagues, 2020/21–2024/25', '2020-07-01', '2025-07-01'],
]))
  console.log(row);
for (const row of sharpLineRows(everyLeague, [
  [
    `All ${new Set(everyLeague.map((m) => m.league)).size} leagues of ../shared/data, 2021/22–2024/25`,
    '2021-07-01',
    '2025-07-01',
  ],
]))
  console.log(row);

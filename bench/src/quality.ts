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
import { fmt, pct, share } from './quality-format';
import { nhlNoonCase } from './quality-nhl';
import { type ProductCase, PRODUCT_HEADER, productRows } from './quality-product';
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

const [soccer, nba, nfl, nhl, mlb] = cases as [SportCase, SportCase, SportCase, SportCase, SportCase];
const loaded = new Map(cases.map((item) => [item, load(item)]));
const seasons = (from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `${String(from + i).padStart(2, '0')}${String(from + i + 1).padStart(2, '0')}`,
  );
const decade = load({
  ...soccer,
  files: soccerLeagues.flatMap((div) => seasons(15, 24).map((s) => `soccer/football-data/${div}_${s}.csv`)),
});
const everyLeague = load({
  ...soccer,
  files: readdirSync(join(dataRoot, 'soccer/football-data'))
    .filter((name) => name.endsWith('.csv'))
    .map((name) => `soccer/football-data/${name}`),
});
const leagues = new Set(everyLeague.map((m) => m.league)).size;
const usCase = (item: SportCase, label: string, dataFrom: string, from: string): ProductCase => ({
  name: label.split(',')[0] ?? label,
  sport: item.sport,
  matches: loaded.get(item) ?? [],
  dataFrom,
  odds: 'closing',
  prices: 'closing average only',
  reports: [{ label, from }],
});
const pinnacle = 'pre-closing best v Pinnacle';
const productCases: ProductCase[] = [
  {
    name: 'Soccer, top 5 leagues',
    sport: 'soccer',
    matches: decade,
    dataFrom: '2016-07-01',
    odds: 'opening',
    prices: pinnacle,
    reports: [
      { label: 'Soccer, top 5 leagues, 2017/18–2019/20', from: '2017-07-01', to: '2020-07-01' },
      { label: 'Soccer, top 5 leagues, 2020/21–2024/25', from: '2020-07-01' },
    ],
  },
  {
    name: `Soccer, all ${leagues} leagues`,
    sport: 'soccer',
    matches: everyLeague,
    dataFrom: '2022-07-01',
    odds: 'opening',
    prices: pinnacle,
    reports: [{ label: `Soccer, all ${leagues} leagues, 2023/24–2024/25`, from: '2023-07-01' }],
  },
  {
    name: 'MLB',
    sport: 'baseball',
    matches: loaded.get(mlb) ?? [],
    dataFrom: '2015-03-01',
    odds: 'opening',
    prices: 'opening line of one book',
    reports: [{ label: 'MLB, 2016–2017', from: '2016-03-01' }],
  },
  usCase(nba, 'NBA, 2022/23–2023/24', '2021-08-01', '2022-08-01'),
  usCase(nfl, 'NFL, 2022–2023', '2021-08-01', '2022-08-01'),
  usCase(nhl, 'NHL, 2022/23–2023/24', '2021-08-01', '2022-08-01'),
  nhlNoonCase(dataRoot, loaded.get(nhl) ?? []),
];
console.log('The product policy (`--strategy product`, default configuration, model weight walk-forward):\n');
for (const line of PRODUCT_HEADER) console.log(line);
const defaults: string[] = [];
for (const item of productCases) {
  const { rows, weight, samples } = productRows(item);
  for (const row of rows) console.log(row);
  const seasons = `${item.dataFrom.slice(0, 4)}–${item.matches.at(-1)?.date.getUTCFullYear() ?? ''}`;
  const fitted = weight === null ? '— (too few samples)' : weight.toFixed(2);
  defaults.push(`| ${item.name} (${seasons}) | ${fitted} | ${samples} |`);
}
console.log('\n| sample (data seasons) | model weight fitted on all of them | samples |');
console.log('|---|---|---|');
for (const row of defaults) console.log(row);

console.log('\nThe models against the closing market, and each strategy alone at closing prices:\n');
console.log(
  '| sport | best model | model RPS | market RPS | ratio | model log loss | market log loss | matches |',
);
console.log('|---|---|---|---|---|---|---|---|');
const strategyRows: string[] = [];
for (const item of cases) {
  const all = loaded.get(item) ?? [];
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

const soccerAll = loaded.get(soccer) ?? [];
console.log('\n| sport | forecast | RPS | closing market RPS | ratio | matches |');
console.log('|---|---|---|---|---|---|');
for (const row of hybridRows(soccer.label, soccerAll, '2022-07-01', soccer.splitDay)) console.log(row);

console.log('\n| sport | strategy | bets | CLV | beat close | hit rate | ROI | 95% interval | avg odds |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of kaunitzOpeningRows('Soccer (top 5 leagues, 2020/21–2024/25)', decade, '2020-07-01'))
  console.log(row);

console.log('\n| sample | strategy | bets | CLV | beat close | hit rate | ROI | 95% interval | avg odds |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of sharpLineRows(decade, [
  ['Top 5 leagues, 2015/16–2019/20', '2015-07-01', '2020-07-01'],
  ['Top 5 leagues, 2020/21–2024/25', '2020-07-01', '2025-07-01'],
]))
  console.log(row);
for (const row of sharpLineRows(everyLeague, [
  [`All ${leagues} leagues of ../shared/data, 2021/22–2024/25`, '2021-07-01', '2025-07-01'],
]))
  console.log(row);

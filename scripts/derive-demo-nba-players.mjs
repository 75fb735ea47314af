// Derives, once and by hand, the demo market's NBA rosters from public 2024-25 season statistics:
//
//   node scripts/derive-demo-nba-players.mjs [<data dir>]      (default: ../shared/data)
//
// Reads <data dir>/nba/bref_player_per_game_2024-25.csv (Basketball-Reference's 2024-25 per-game
// table) and <data dir>/nba/nba_standings_2024-25.csv (the 30 teams' final regular-season records and
// point differentials), and writes apps/server/src/demo/nba-2024-25/players.json,
// which is committed: the app reads that file only, never the data directory.
//
// Each demo NBA team gets, among the players whose last team of the season it was, the PLAYERS_PER_TEAM
// with the most minutes over the season (games × minutes per game). A player traded during the season
// appears on his last team with his whole-season averages (his "2TM"/"3TM" row), as a season-averages
// API reports him; his last team is the last of his per-team rows, which Basketball-Reference lists in
// the order he played for them (a player traded without playing for his new team stays on the old one).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

const PLAYERS_PER_TEAM = 14;
const root = new URL('..', import.meta.url).pathname;
const dataDir = process.argv[2] ?? join(root, '..', 'shared', 'data');
const output = join(root, 'apps/server/src/demo/nba-2024-25/players.json');

/** RFC 4180 rows: quoted fields may hold commas (the Awards column does). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows.filter((cells) => cells.some((cell) => cell !== ''));
  return body.map((cells) => {
    if (cells.length !== header.length)
      throw new Error(`a row has ${cells.length} fields: ${cells.join(',')}`);
    return Object.fromEntries(header.map((name, i) => [name, cells[i]]));
  });
}

const read = (file) => parseCsv(readFileSync(join(dataDir, 'nba', file), 'utf8'));
/** "76.0" → 76; an empty cell (a percentage without attempts) → null. */
const number = (text) => (text === '' ? null : Number(text));

// The demo market spells the Clippers in full, as odds feeds do.
const DEMO_NAME = { 'LA Clippers': 'Los Angeles Clippers' };
const teams = read('nba_standings_2024-25.csv').map((row) => ({
  bref: row.bref_abbr,
  name: DEMO_NAME[row.team_name] ?? row.team_name,
  abbr: row.abbr,
  wins: Number(row.W),
  losses: Number(row.L),
  avgMargin: Number(row.avg_margin),
}));
if (teams.length !== 30) throw new Error(`expected 30 teams, read ${teams.length}`);

// One entry per player: his season row (the aggregate one when traded) and his last team's row.
const players = new Map();
for (const row of read('bref_player_per_game_2024-25.csv')) {
  if (!row.Rk || !row.Team) continue; // "League Average"
  const key = `${row.Rk}|${row.Player}`;
  const entry = players.get(key) ?? { season: row, last: row };
  if (/^\dTM$/.test(row.Team)) entry.season = row;
  else entry.last = row;
  players.set(key, entry);
}

const rosters = teams.map((team) => {
  const onTeam = [...players.values()]
    .filter((entry) => entry.last.Team === team.bref)
    .sort(
      (a, b) =>
        number(b.season.G) * number(b.season.MP) - number(a.season.G) * number(a.season.MP) ||
        a.season.Player.localeCompare(b.season.Player),
    )
    .slice(0, PLAYERS_PER_TEAM);
  if (onTeam.length < PLAYERS_PER_TEAM) throw new Error(`${team.name} has only ${onTeam.length} players`);
  return {
    name: team.name,
    abbr: team.abbr,
    wins: team.wins,
    losses: team.losses,
    avgMargin: team.avgMargin,
    players: onTeam.map(({ season: row }) => ({
      name: row.Player,
      pos: row.Pos,
      g: number(row.G),
      mp: number(row.MP),
      pts: number(row.PTS),
      trb: number(row.TRB),
      ast: number(row.AST),
      stl: number(row.STL),
      blk: number(row.BLK),
      tov: number(row.TOV),
      fgPct: number(row['FG%']),
      fg3Pct: number(row['3P%']),
      ftPct: number(row['FT%']),
    })),
  };
});

const file = {
  source:
    "Basketball-Reference, 2024-25 NBA regular season, per-game table (NBA_2025_per_game.csv); team records and point differential (avgMargin) from the season's 1,230 results",
  season: '2024-25',
  selection: `per team, the ${PLAYERS_PER_TEAM} players with the most minutes of the season among those it was the last team of; whole-season per-game averages`,
  derivedBy: 'scripts/derive-demo-nba-players.mjs',
  teams: rosters.sort((a, b) => a.name.localeCompare(b.name)),
};
const config = (await prettier.resolveConfig(output)) ?? {};
writeFileSync(output, await prettier.format(JSON.stringify(file), { ...config, parser: 'json' }));
console.log(`${output}: ${rosters.length} teams, ${rosters.length * PLAYERS_PER_TEAM} players`);

import { masseyFromGames, type MasseyGame } from '@arcade/core';
import type { MasseyLayout, MasseyLineError } from '@arcade/contracts';
import { type Line, lineError, linesOf, numberOf, refusal } from './massey-lines';

/** A Massey file read: the rating of every team named in it (points on neutral ground). */
interface ParsedMassey {
  layout: MasseyLayout;
  /** Team name as the file writes it → rating. */
  ratings: Map<string, number>;
  /** Points; from the HFA column or the games' fit, null when the file gives none. */
  homeAdvantage: number | null;
  /**
   * The text to store: the file itself, except that games named by index are stored with the teams
   * file's names in their place, so that the stored text is one self-contained export.
   */
  stored: string;
}

/** The first column name found, in this order, for each column the ratings table is read by. */
const RATING_COLUMNS = ['rating', 'pwr', 'rat'];

/** Reads a ratings table: a header with Team and Rating (or Pwr / Rat), optional HFA; other columns ignored. */
function parseRatings(lines: readonly Line[], text: string): ParsedMassey {
  const [header, ...rows] = lines as [Line, ...Line[]];
  const names = header.fields.map((name) => name.toLowerCase());
  const errors: MasseyLineError[] = [];
  const duplicate = names.find((name, i) => name !== '' && names.indexOf(name) !== i);
  if (duplicate) errors.push(lineError('file', header.number, 'duplicate_column', { column: duplicate }));
  const team = names.indexOf('team');
  const ratingName = RATING_COLUMNS.find((name) => names.includes(name));
  if (team < 0) errors.push(lineError('file', header.number, 'no_team_column'));
  if (!ratingName) errors.push(lineError('file', header.number, 'no_rating_column'));
  if (errors.length > 0) throw refusal(errors);
  const rating = names.indexOf(ratingName as string);
  const hfa = names.indexOf('hfa');
  if (rows.length === 0) throw refusal([lineError('file', header.number, 'no_rows')]);

  const ratings = new Map<string, number>();
  const firstLine = new Map<string, number>();
  const advantages: number[] = [];
  for (const row of rows) {
    const { fields, number } = row;
    if (fields.length !== header.fields.length) {
      errors.push(
        lineError('file', number, 'field_count', { expected: header.fields.length, found: fields.length }),
      );
      continue;
    }
    const name = fields[team] as string;
    const value = numberOf(fields[rating] as string);
    if (name === '') errors.push(lineError('file', number, 'empty_team'));
    if (value === undefined)
      errors.push(
        lineError('file', number, 'not_number', {
          column: header.fields[rating] as string,
          value: fields[rating] as string,
        }),
      );
    if (hfa >= 0 && fields[hfa] !== '') {
      const advantage = numberOf(fields[hfa] as string);
      if (advantage === undefined)
        errors.push(
          lineError('file', number, 'not_number', {
            column: header.fields[hfa] as string,
            value: fields[hfa] as string,
          }),
        );
      else advantages.push(advantage);
    }
    if (name === '' || value === undefined) continue;
    const first = firstLine.get(name.toLowerCase());
    if (first !== undefined) {
      errors.push(lineError('file', number, 'duplicate_team', { team: name, first }));
      continue;
    }
    firstLine.set(name.toLowerCase(), number);
    ratings.set(name, value);
  }
  if (errors.length > 0) throw refusal(errors);
  const homeAdvantage =
    advantages.length > 0 ? advantages.reduce((sum, a) => sum + a, 0) / advantages.length : null;
  return { layout: 'ratings', ratings, homeAdvantage, stored: text };
}

const isIndex = (cell: string) => /^\d+$/.test(cell);

/** The teams file of a games export: `index,name` a line. */
function parseTeams(text: string): Map<number, string> {
  const errors: MasseyLineError[] = [];
  const names = new Map<number, string>();
  const firstLine = new Map<number, number>();
  for (const { number, fields } of linesOf(text, 'teams')) {
    // An `index,name` header is not a team.
    if (names.size === 0 && errors.length === 0 && fields[0]?.toLowerCase() === 'index') continue;
    if (fields.length !== 2) {
      errors.push(lineError('teams', number, 'field_count', { expected: 2, found: fields.length }));
      continue;
    }
    const [indexCell, name] = fields as [string, string];
    const index = Number(indexCell);
    if (!isIndex(indexCell) || index < 1)
      errors.push(lineError('teams', number, 'bad_index', { value: indexCell }));
    else if (name === '') errors.push(lineError('teams', number, 'empty_team'));
    else if (firstLine.has(index))
      errors.push(
        lineError('teams', number, 'duplicate_index', { index, first: firstLine.get(index) as number }),
      );
    else {
      firstLine.set(index, number);
      names.set(index, name);
    }
  }
  if (errors.length > 0) throw refusal(errors);
  return names;
}

/** `20140904` → true when it is a real calendar date. */
function isDate(cell: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(cell);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const HOMEFIELDS = new Set(['1', '-1', '0']);

/** One game line → the game, or its errors. */
function readGame(
  line: Line,
  teamName: (cell: string) => string | MasseyLineError,
): MasseyGame | MasseyLineError[] {
  const { number, fields } = line;
  if (fields.length !== 8)
    return [lineError('file', number, 'field_count', { expected: 8, found: fields.length })];
  const [days, date, team1, home1, score1, team2, home2, score2] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const errors: MasseyLineError[] = [];
  if (numberOf(days) === undefined)
    errors.push(lineError('file', number, 'not_number', { column: 'days', value: days }));
  if (!isDate(date)) errors.push(lineError('file', number, 'bad_date', { value: date }));
  for (const [column, value] of [
    ['score1', score1],
    ['score2', score2],
  ] as const)
    if (!/^\d+$/.test(value)) errors.push(lineError('file', number, 'bad_score', { column, value }));
  for (const value of [home1, home2])
    if (!HOMEFIELDS.has(value)) errors.push(lineError('file', number, 'bad_homefield', { value }));
  if (HOMEFIELDS.has(home1) && HOMEFIELDS.has(home2) && Number(home1) !== -Number(home2))
    errors.push(lineError('file', number, 'homefield_pair', { first: home1, second: home2 }));
  const names = [teamName(team1), teamName(team2)];
  for (const name of names) if (typeof name !== 'string') errors.push(name);
  const [first, second] = names as [string, string];
  if (errors.length === 0 && first.toLowerCase() === second.toLowerCase())
    errors.push(lineError('file', number, 'same_team', { team: first }));
  if (errors.length > 0) return errors;
  const team1Home = home1 !== '-1';
  const [s1, s2] = [Number(score1), Number(score2)];
  return {
    home: team1Home ? first : second,
    away: team1Home ? second : first,
    homeScore: team1Home ? s1 : s2,
    awayScore: team1Home ? s2 : s1,
    neutral: home1 === '0',
  };
}

/** Reads the games export (teams by index with the teams file, or by name) and fits the ratings. */
function parseGames(lines: readonly Line[], teamsText: string | undefined): ParsedMassey {
  const teams = teamsText === undefined ? undefined : parseTeams(teamsText);
  const teamName = (line: number) => (cell: string) => {
    if (!isIndex(cell)) return cell;
    if (!teams) return lineError('file', line, 'teams_file_needed', { index: cell });
    return teams.get(Number(cell)) ?? lineError('file', line, 'unknown_index', { index: cell });
  };
  const errors: MasseyLineError[] = [];
  const games: MasseyGame[] = [];
  const storedLines: string[] = [];
  // One canonical spelling per name, so that `Green_Bay` and `green_bay` are one team.
  const spelling = new Map<string, string>();
  const spell = (name: string) => {
    const key = name.toLowerCase();
    if (!spelling.has(key)) spelling.set(key, name);
    return spelling.get(key) as string;
  };
  for (const line of lines) {
    const game = readGame(line, teamName(line.number));
    if (Array.isArray(game)) {
      // Without the teams file every line would say so: once is enough.
      const needsTeams = game.find((e) => e.code === 'teams_file_needed');
      if (needsTeams) throw refusal([needsTeams]);
      errors.push(...game);
      continue;
    }
    games.push({ ...game, home: spell(game.home), away: spell(game.away) });
    const [days, date, , home1, score1, , home2, score2] = line.fields;
    const team1 = home1 === '-1' ? game.away : game.home;
    const team2 = home1 === '-1' ? game.home : game.away;
    storedLines.push([days, date, team1, home1, score1, team2, home2, score2].join(','));
  }
  if (errors.length > 0) throw refusal(errors);
  const fit = masseyFromGames(games);
  const neutralOnly = games.every((g) => g.neutral);
  return {
    layout: 'games',
    ratings: fit.ratings,
    homeAdvantage: neutralOnly ? null : fit.homeAdvantage,
    stored: `${storedLines.join('\n')}\n`,
  };
}

/**
 * Reads an upload in either export layout or refuses it with every bad line:
 * a first line naming Team is a ratings table; eight fields starting with a day number and a date
 * are the games export; anything else is refused on line 1.
 */
export function parseMasseyUpload(text: string, teamsText?: string): ParsedMassey {
  const lines = linesOf(text, 'file');
  const first = lines[0];
  if (!first) throw refusal([lineError('file', 1, 'empty_file')]);
  const lowered = first.fields.map((field) => field.toLowerCase());
  if (lowered.includes('team')) return parseRatings(lines, text);
  if (
    first.fields.length === 8 &&
    numberOf(first.fields[0] as string) !== undefined &&
    /^\d{8}$/.test(first.fields[1] as string)
  )
    return parseGames(lines, teamsText);
  if (first.fields.length === 2 && isIndex(first.fields[0] as string))
    throw refusal([lineError('file', first.number, 'teams_as_file')]);
  throw refusal([lineError('file', first.number, 'not_massey')]);
}

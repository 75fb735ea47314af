import { setImmediate } from 'node:timers/promises';
import type { HistoricalMatch } from '@arcade/core';
import type {
  HistoryFormat,
  HistoryImportSource,
  HistoryImportSummary,
  Reason,
  Sport,
} from '@arcade/contracts';
import type { Database } from '../../../db/client';
import type { NewHistoricalMatchRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { detectFormat } from '../readers/detect';
import { type ReadResult, readFootballData } from '../readers/football-data';
import { readNflverse, readOddsPortal, readSbrMlb } from '../readers/us-sports';
import { fetchCsv } from './fetch-csv';
import { UPSERT_BATCH_ROWS, upsertHistoricalMatches } from './import.repository';
import { toRow } from './match-row';
import type { ResolveHost } from '../../../lib/public-address';
import { canonicalTeam } from './team-aliases';

export interface ImportInput {
  source: HistoryImportSource;
  /** Only needed for an OddsPortal file whose game URLs do not name the sport. */
  sport?: Sport;
  /** The CSV itself, or… */
  text?: string;
  /** …an http(s) URL to download it from. */
  url?: string;
  fetchTimeoutMs?: number;
  /** Which addresses the URL's host may reach (public ones only by default). */
  resolveHost?: ResolveHost;
  /** Refuse a file of more lines than this before reading it (the HTTP route sets it). */
  maxRows?: number;
  /** Called after each batch is written, with the rows written so far. */
  onBatch?: (written: number) => void;
}

/** How many reader complaints the summary lists (the count of skipped rows covers them all). */
const LISTED_SKIPS = 20;
/** A second game of the same teams at the same recorded time (an MLB doubleheader) starts this later. */
const REPEAT_OFFSET_MS = 3 * 60 * 60 * 1000;

const FIXED_SPORT: Partial<Record<HistoryFormat, Sport>> = {
  'football-data': 'soccer',
  nflverse: 'nfl',
  'sbr-mlb': 'baseball',
};
const ODDSPORTAL_SPORTS: Record<string, Sport> = {
  basketball: 'nba',
  'american-football': 'nfl',
  hockey: 'nhl',
};
const ODDSPORTAL_LEAGUES: Partial<Record<Sport, string>> = { nba: 'NBA', nfl: 'NFL', nhl: 'NHL' };

function invalid(message: string, reason: Reason, details?: Record<string, unknown>): AppError {
  return new AppError('VALIDATION_ERROR', message, { reason, ...(details ? { details } : {}) });
}

function formatOf(text: string, source: HistoryImportSource): HistoryFormat {
  const detected = detectFormat(text);
  if (!detected) {
    throw invalid(
      'Not a history file this importer knows: the header matches none of football-data, OddsPortal, nflverse, SBR MLB',
      'import_unknown_format',
    );
  }
  if (source !== 'auto' && source !== detected) {
    throw invalid(`The file is in the ${detected} layout, not ${source}`, 'import_wrong_layout', {
      detected,
      source,
    });
  }
  return detected;
}

/** OddsPortal files name the sport in each game URL (…/basketball/usa/nba-2008-2009/…). */
function sportOf(format: HistoryFormat, text: string, requested: Sport | undefined): Sport {
  const fixed = FIXED_SPORT[format];
  const found = fixed
    ? [fixed]
    : [...new Set([...text.matchAll(/oddsportal\.com\/([a-z-]+)\//g)].map((m) => m[1] ?? ''))]
        .map((kind) => ODDSPORTAL_SPORTS[kind])
        .filter((sport) => sport !== undefined);
  if (found.length > 1)
    throw invalid(
      `The file mixes sports (${found.join(', ')}); import one sport a file`,
      'import_mixed_sports',
    );
  const sport = found[0] ?? requested;
  if (!sport)
    throw invalid('Say which sport this OddsPortal file is (nba, nfl or nhl)', 'import_sport_required');
  if (requested && requested !== sport)
    throw invalid(`The file holds ${sport} games, not ${requested}`, 'import_wrong_sport', {
      sport,
      requested,
    });
  if (format === 'oddsportal' && !ODDSPORTAL_LEAGUES[sport]) {
    throw invalid(
      `OddsPortal files are read for nba, nfl and nhl, not ${sport}`,
      'import_sport_not_supported',
      {
        sport,
      },
    );
  }
  return sport;
}

function read(format: HistoryFormat, text: string, sport: Sport): ReadResult {
  switch (format) {
    case 'football-data':
      return readFootballData(text, format);
    case 'oddsportal':
      return readOddsPortal(text, ODDSPORTAL_LEAGUES[sport] ?? sport);
    case 'nflverse':
      return readNflverse(text);
    case 'sbr-mlb':
      return readSbrMlb(text);
  }
}

interface Mapped {
  rows: NewHistoricalMatchRow[];
  skipped: number;
  duplicates: number;
  unmapped: HistoryImportSummary['unmapped'];
}

/**
 * Canonical team names through the league's alias table; a row with an unknown name is left out, and
 * so is a row identical to an earlier one (same game, score and prices). Linear in the rows: a file
 * of thousands of repeats costs what a file of distinct games does.
 */
function mapMatches(matches: readonly HistoricalMatch[], sport: Sport, dataSource: string): Mapped {
  const rows: NewHistoricalMatchRow[] = [];
  const unknown = new Map<string, { league: string; name: string; count: number }>();
  const seen = new Set<string>();
  const gamesAt = new Map<string, number>();
  const usedKeys = new Set<string>();
  let skipped = 0;
  let duplicates = 0;
  for (const match of matches) {
    const homeTeam = canonicalTeam(match.league, match.home);
    const awayTeam = canonicalTeam(match.league, match.away);
    for (const [name, canonical] of [
      [match.home, homeTeam],
      [match.away, awayTeam],
    ] as const) {
      if (canonical !== undefined) continue;
      const id = `${match.league}\u0000${name}`;
      const entry = unknown.get(id) ?? { league: match.league, name, count: 0 };
      entry.count += 1;
      unknown.set(id, entry);
    }
    if (!homeTeam || !awayTeam) {
      skipped += 1;
      continue;
    }
    const keyAt = (time: Date) => `${match.league}|${time.toISOString()}|${homeTeam}|${awayTeam}`;
    const recorded = keyAt(match.date);
    const identity = `${recorded}|${match.homeScore}-${match.awayScore}|${JSON.stringify(match.prices)}`;
    if (seen.has(identity)) {
      duplicates += 1;
      continue;
    }
    seen.add(identity);
    // Another game of the same teams at the same recorded time (an MLB doubleheader) starts a few
    // hours later, in file order: one statement may not upsert a key twice.
    const earlier = gamesAt.get(recorded) ?? 0;
    gamesAt.set(recorded, earlier + 1);
    let startTime = new Date(match.date.getTime() + earlier * REPEAT_OFFSET_MS);
    while (usedKeys.has(keyAt(startTime))) startTime = new Date(startTime.getTime() + REPEAT_OFFSET_MS);
    usedKeys.add(keyAt(startTime));
    rows.push(toRow(match, { sport, dataSource, homeTeam, awayTeam, startTime }));
  }
  const unmapped = [...unknown.values()].sort(
    (a, b) => a.league.localeCompare(b.league) || b.count - a.count || a.name.localeCompare(b.name),
  );
  return { rows, skipped: skipped + duplicates, duplicates, unmapped };
}

/** Non-blank lines after the header, counted without parsing. */
function countRows(text: string): number {
  let lines = 0;
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > 1 || (stop - start === 1 && text[start] !== '\r')) lines += 1;
    start = stop + 1;
  }
  return Math.max(0, lines - 1);
}

/**
 * Writes the rows into historical_matches in one transaction of their own (whole, or not at all):
 * new ones inserted, those already there (same source, sport, league, start and teams) updated.
 * Rows must not repeat a key.
 */
export function storeHistoricalMatches(
  db: Database,
  rows: readonly NewHistoricalMatchRow[],
): Promise<{ inserted: number; updated: number }> {
  return db.transaction((tx) => upsertHistoricalMatches(tx, rows));
}

/**
 * Upserts in batches, one short transaction each, yielding to the event loop between them, so
 * requests (a health check, a login) are answered while a large file goes in. A failure leaves the
 * batches before it written; importing the file again completes it without duplicating anything.
 */
async function writeInBatches(
  db: Database,
  rows: readonly NewHistoricalMatchRow[],
  onBatch: ((written: number) => void) | undefined,
): Promise<{ inserted: number; updated: number }> {
  const total = { inserted: 0, updated: 0 };
  for (let start = 0; start < rows.length; start += UPSERT_BATCH_ROWS) {
    const batch = rows.slice(start, start + UPSERT_BATCH_ROWS);
    const written = await storeHistoricalMatches(db, batch);
    total.inserted += written.inserted;
    total.updated += written.updated;
    onBatch?.(start + batch.length);
    await setImmediate();
  }
  return total;
}

/**
 * Imports one history CSV into historical_matches: the layout is found from the header, team names
 * go through the league's alias table (unknown names are reported, their rows skipped), repeated rows
 * are dropped, and the rows are upserted on the natural key in batches, so importing the same file
 * again only updates.
 */
export async function importHistory(db: Database, input: ImportInput): Promise<HistoryImportSummary> {
  const text =
    input.text ??
    (input.url !== undefined
      ? await fetchCsv(input.url, { timeoutMs: input.fetchTimeoutMs, resolveHost: input.resolveHost })
      : undefined);
  if (text === undefined)
    throw invalid('Give the CSV text or a URL to download it from', 'import_source_required');
  if (input.maxRows !== undefined && countRows(text) > input.maxRows) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file has more than ${input.maxRows.toLocaleString('en')} rows; import it in parts`,
      { reason: 'import_too_many_rows', details: { maxRows: input.maxRows } },
    );
  }
  const format = formatOf(text, input.source);
  const sport = sportOf(format, text, input.sport);
  const { matches, skipped: unreadable } = read(format, text, sport);
  const mapped = mapMatches(matches, sport, format);
  const written = await writeInBatches(db, mapped.rows, input.onBatch);
  return {
    source: format,
    sport,
    rows: matches.length + unreadable.length,
    inserted: written.inserted,
    updated: written.updated,
    skipped: unreadable.length + mapped.skipped,
    duplicates: mapped.duplicates,
    unmapped: mapped.unmapped,
    skippedRows: unreadable.slice(0, LISTED_SKIPS),
  };
}

import type { MatchContext } from '@arcade/core';
import type { MasseyStatusEntry, MasseyUploadResult } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { SPORTS, type Sport } from '../../db/schema/enums';
import { AppError } from '../../lib/app-error';
import { parseMasseyUpload } from './massey-parse';
import { currentUpload, deleteUpload, listUploads, saveUpload, uploadText } from './massey.repository';
import { matchRatings } from './massey-teams';

/** A sport's path parameter, checked: 400 with the sports there are. */
export function sportOf(value: string): Sport {
  if ((SPORTS as readonly string[]).includes(value)) return value as Sport;
  throw new AppError(
    'VALIDATION_ERROR',
    `Unknown sport '${value.slice(0, 40)}': one of ${SPORTS.join(', ')}`,
    {
      reason: 'massey_unknown_sport',
    },
  );
}

/** An upload's ratings by canonical team, as generation reads them. */
export interface MasseyUploadRatings {
  id: string;
  uploadedAt: Date;
  ratings: ReadonlyMap<string, number>;
  homeAdvantage: number | null;
}

/** Parsed uploads by sport, keyed by the upload's id (a new upload gets a new id). */
const cache = new Map<Sport, MasseyUploadRatings>();

/**
 * Reads, checks and stores a sport's Massey file in place of the previous one. Refused (400) when a
 * line does not parse or when no team of the file is a known team of the sport; otherwise stored,
 * the unknown names listed (their ratings unused: a team is never invented).
 */
export async function uploadMassey(
  db: Database,
  input: { sport: Sport; file: string; teams?: string | undefined; uploadedBy: string; now: Date },
): Promise<MasseyUploadResult> {
  const parsed = parseMasseyUpload(input.file, input.teams);
  const { byTeam, unknownTeams } = matchRatings(input.sport, parsed.ratings);
  if (byTeam.size === 0)
    throw new AppError(
      'VALIDATION_ERROR',
      `None of the ${parsed.ratings.size} teams in the file is a known ${input.sport} team (e.g. ${unknownTeams
        .slice(0, 3)
        .join(', ')}): check the sport, or the file`,
      { reason: 'massey_no_known_teams', details: { unknownTeams: unknownTeams.slice(0, 50) } },
    );
  const row = await saveUpload(db, {
    sport: input.sport,
    csvContent: parsed.stored,
    teamCount: parsed.ratings.size,
    uploadedBy: input.uploadedBy,
    uploadedAt: input.now,
  });
  cache.set(input.sport, {
    id: row.id,
    uploadedAt: row.uploadedAt,
    ratings: byTeam,
    homeAdvantage: parsed.homeAdvantage,
  });
  return {
    sport: input.sport,
    layout: parsed.layout,
    teamCount: parsed.ratings.size,
    matchedCount: byTeam.size,
    unknownTeams,
    homeAdvantage: parsed.homeAdvantage,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** One entry per sport, in the product's order: uploaded or not, team count, when and by whom. */
export async function masseyStatus(db: Database): Promise<MasseyStatusEntry[]> {
  const rows = new Map((await listUploads(db)).map((row) => [row.sport, row]));
  return SPORTS.map((sport) => {
    const row = rows.get(sport);
    return {
      sport,
      uploaded: row !== undefined,
      teamCount: row?.teamCount ?? 0,
      uploadedAt: row ? row.uploadedAt.toISOString() : null,
      uploadedBy: row?.uploadedBy ?? null,
    };
  });
}

export async function deleteMassey(db: Database, sport: Sport): Promise<void> {
  cache.delete(sport);
  if (!(await deleteUpload(db, sport)))
    throw new AppError('NOT_FOUND', `There is no Massey file for ${sport}`, {
      reason: 'massey_not_uploaded',
    });
}

/**
 * The newest upload of a sport as generation uses it, or null without one. The stored text is parsed
 * once per upload (cached by its id; another instance's upload has another id, so it is re-read).
 */
async function masseyRatingsFor(db: Database, sport: Sport): Promise<MasseyUploadRatings | null> {
  const current = await currentUpload(db, sport);
  if (!current) {
    cache.delete(sport);
    return null;
  }
  const cached = cache.get(sport);
  if (cached?.id === current.id) return cached;
  const text = await uploadText(db, current.id);
  if (text === undefined) return null;
  let parsed;
  try {
    parsed = parseMasseyUpload(text);
  } catch {
    // A stored file that no longer parses (a rule tightened since): the strategy falls back.
    return null;
  }
  const entry: MasseyUploadRatings = {
    id: current.id,
    uploadedAt: current.uploadedAt,
    ratings: matchRatings(sport, parsed.ratings).byTeam,
    homeAdvantage: parsed.homeAdvantage,
  };
  cache.set(sport, entry);
  return entry;
}

/** The sport's upload, read once per generation run (`memo` lives as long as the run). */
export function masseyUploadOnce(
  db: Database,
  memo: Map<Sport, Promise<MasseyUploadRatings | null>>,
  sport: Sport,
): Promise<MasseyUploadRatings | null> {
  let upload = memo.get(sport);
  if (!upload) {
    upload = masseyRatingsFor(db, sport);
    memo.set(sport, upload);
  }
  return upload;
}

/** What the `massey` strategy reads of an event (MatchContext.massey): both teams rated, or undefined. */
export function masseyContext(
  upload: MasseyUploadRatings | null,
  event: { homeTeam: string; awayTeam: string },
): MatchContext['massey'] {
  const home = upload?.ratings.get(event.homeTeam);
  const away = upload?.ratings.get(event.awayTeam);
  if (!upload || home === undefined || away === undefined) return undefined;
  return {
    home,
    away,
    ...(upload.homeAdvantage === null ? {} : { homeAdvantage: upload.homeAdvantage }),
    source: { id: upload.id, uploadedAt: upload.uploadedAt.toISOString() },
  };
}

import { z } from 'zod';
import { SportSchema } from './domain';

/** The largest Massey file (each of `file` and `teams`) the upload accepts; bigger ones get a 413. */
export const MASSEY_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many data lines in one file. */
export const MASSEY_UPLOAD_MAX_LINES = 20_000;
/** A refused file lists at most this many bad lines (and says how many more there were). */
export const MASSEY_MAX_LINE_ERRORS = 20;

/**
 * The two masseyratings.com exports the upload reads: a ratings table with a header
 * (`Team` and `Rating`, or `Rat` / `Pwr`; optional `Off`, `Def`, `HFA`, `SoS`), or the games export
 * (`days,YYYYMMDD,team1,homefield1,score1,team2,homefield2,score2`) whose ratings are fitted on upload.
 */
export const MasseyLayoutSchema = z.enum(['ratings', 'games']);
export type MasseyLayout = z.infer<typeof MasseyLayoutSchema>;

/** POST /api/admin/massey/upload (multipart: `sport`, `file`, optional `teams`). */
export const MasseyUploadResultSchema = z.object({
  sport: SportSchema,
  layout: MasseyLayoutSchema,
  /** Teams rated in the file. */
  teamCount: z.number().int().nonnegative(),
  /** Of those, the ones matched to a known team of the sport. */
  matchedCount: z.number().int().nonnegative(),
  /** Names in the file that match no known team (kept out of the strategy, never invented). */
  unknownTeams: z.array(z.string()),
  /** The home advantage in points the file gives (HFA column) or the games fitted; null when neither. */
  homeAdvantage: z.number().nullable(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type MasseyUploadResult = z.infer<typeof MasseyUploadResultSchema>;

/** Why a line of an upload may be refused: the closed set the interface translates (`massey:lineErrors.<code>`). */
export const MASSEY_LINE_CODES = [
  'not_massey',
  'teams_as_file',
  'no_team_column',
  'no_rating_column',
  'duplicate_column',
  'field_count',
  'empty_team',
  'not_number',
  'duplicate_team',
  'no_rows',
  'bad_date',
  'bad_homefield',
  'homefield_pair',
  'bad_score',
  'same_team',
  'unknown_index',
  'teams_file_needed',
  'bad_index',
  'duplicate_index',
  'too_many_lines',
  'empty_file',
] as const;
export const MasseyLineCodeSchema = z.enum(MASSEY_LINE_CODES);
export type MasseyLineCode = z.infer<typeof MasseyLineCodeSchema>;

/**
 * Why a line of an upload was refused, in data the interface translates (`massey:lineErrors.<code>`
 * with `values`); `message` is the same in English, for API users and logs. A code this client does not
 * know yet still parses (a newer server), and is shown as the refusal's generic text.
 */
export const MasseyLineErrorSchema = z.object({
  /** Which upload field the line is in: the export (`file`) or the games export's teams file (`teams`). */
  file: z.enum(['file', 'teams']),
  line: z.number().int().positive(),
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type MasseyLineError = z.infer<typeof MasseyLineErrorSchema>;

/** `error.details` of a refused upload: the bad lines (at most MASSEY_MAX_LINE_ERRORS) and their total. */
export const MasseyRefusalDetailsSchema = z.object({
  lines: z.array(MasseyLineErrorSchema),
  totalErrors: z.number().int().nonnegative(),
});

export const MasseyStatusEntrySchema = z.object({
  sport: SportSchema,
  uploaded: z.boolean(),
  teamCount: z.number().int().nonnegative(),
  uploadedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The admin who uploaded it (email), null when none or the account is gone. */
  uploadedBy: z.string().nullable(),
});
export type MasseyStatusEntry = z.infer<typeof MasseyStatusEntrySchema>;

/** GET /api/admin/massey/status: one entry per sport, in the product's sport order. */
export const MasseyStatusSchema = z.array(MasseyStatusEntrySchema);
export type MasseyStatus = z.infer<typeof MasseyStatusSchema>;

export const MasseySportParamsSchema = z.object({ sport: z.string() });

/** DELETE /api/admin/massey/:sport. */
export const MasseyDeleteResultSchema = z.object({ sport: SportSchema, deleted: z.literal(true) });
export type MasseyDeleteResult = z.infer<typeof MasseyDeleteResultSchema>;

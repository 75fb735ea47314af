import type { RecordVolume } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { publishedSince } from './record-volume.repository';

const DAY_MS = 86_400_000;
/** The landing measures its picks a day over this many days. */
const VOLUME_WINDOW_DAYS = 30;
/** A record younger than this claims no figure: a first busy hour is not a daily rate. */
const VOLUME_MIN_HISTORY_DAYS = 14;

/**
 * Published picks a day over the last 30 days, as the landing states them: a record younger than
 * that is averaged over its own days (from its first publication, a started day counting whole). There
 * is no average to claim (`perDay` null) before 14 days of publications, nor with nothing published in
 * the window.
 *
 * @example 96 picks published in the last 30 days of a record begun 200 days ago → perDay 3.2
 * @example 10 picks published in the first hour of a new install → perDay null
 */
async function recordVolume(db: Database, now: Date): Promise<RecordVolume> {
  const since = new Date(now.getTime() - VOLUME_WINDOW_DAYS * DAY_MS);
  const { published, firstPublishedAt } = await publishedSince(db, since, now);
  const age = firstPublishedAt ? Math.ceil((now.getTime() - firstPublishedAt.getTime()) / DAY_MS) : 0;
  const days = Math.min(VOLUME_WINDOW_DAYS, Math.max(age, firstPublishedAt ? 1 : 0));
  return {
    windowDays: VOLUME_WINDOW_DAYS,
    days,
    published,
    perDay: published > 0 && age >= VOLUME_MIN_HISTORY_DAYS ? published / days : null,
  };
}

// Read once per change of the picks (and every few seconds, as the window moves), not per visitor.
const prepared = preparedRead('picks', { read: (db, builtAt) => recordVolume(db, builtAt) });

/** The prepared volume of this database (GET /api/record/volume). */
export async function preparedRecordVolume(db: Database): Promise<RecordVolume> {
  return (await prepared.get(db)).value;
}

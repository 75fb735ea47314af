import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { masseyRatings, users } from '../../db/schema/index';
import type { Sport } from '../../db/schema/enums';

interface MasseyRow {
  id: string;
  sport: Sport;
  teamCount: number;
  uploadedAt: Date;
  uploadedBy: string | null;
}

/** Stores a sport's upload in place of the previous one (a new id each time: the cache's key). */
export async function saveUpload(
  db: Database,
  upload: { sport: Sport; csvContent: string; teamCount: number; uploadedBy: string; uploadedAt: Date },
): Promise<MasseyRow> {
  const values = { ...upload, id: randomUUID() };
  const [row] = await db
    .insert(masseyRatings)
    .values(values)
    .onConflictDoUpdate({ target: masseyRatings.sport, set: values })
    .returning({
      id: masseyRatings.id,
      sport: masseyRatings.sport,
      teamCount: masseyRatings.teamCount,
      uploadedAt: masseyRatings.uploadedAt,
      uploadedBy: masseyRatings.uploadedBy,
    });
  if (!row) throw new Error('massey upload not stored');
  return row;
}

/** Every sport's upload (without its text), with the uploader's email. */
export function listUploads(db: Database) {
  return db
    .select({
      sport: masseyRatings.sport,
      teamCount: masseyRatings.teamCount,
      uploadedAt: masseyRatings.uploadedAt,
      uploadedBy: users.email,
    })
    .from(masseyRatings)
    .leftJoin(users, eq(users.id, masseyRatings.uploadedBy));
}

/** The current upload of a sport: its id and date only (cheap; the cache compares them). */
export async function currentUpload(db: Database, sport: Sport) {
  const [row] = await db
    .select({ id: masseyRatings.id, uploadedAt: masseyRatings.uploadedAt })
    .from(masseyRatings)
    .where(eq(masseyRatings.sport, sport));
  return row;
}

export async function uploadText(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ csvContent: masseyRatings.csvContent })
    .from(masseyRatings)
    .where(eq(masseyRatings.id, id));
  return row?.csvContent;
}

/** Deletes a sport's upload; false when there was none. */
export async function deleteUpload(db: Database, sport: Sport): Promise<boolean> {
  const rows = await db
    .delete(masseyRatings)
    .where(eq(masseyRatings.sport, sport))
    .returning({ id: masseyRatings.id });
  return rows.length > 0;
}

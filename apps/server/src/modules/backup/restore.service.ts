import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { dataDirHolder, DataDirLockedError } from '../../db/data-dir-lock';
import { migrate, readMigrations } from '../../db/migrate';
import { verifyLedger } from '../record';
import { InvalidBackupError, readBackupArchive } from './backup-archive';
import { appliedMigrations, contentCounts, holdsAppTables } from './backup.repository';

/** A restore that cannot go ahead; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreSummary {
  /** The data directory restored, absolute. */
  dataDir: string;
  users: number;
  picks: number;
  ledgerEntries: number;
  /** The record's ledger as restored: its head, and whether it verifies (chain and stored picks). */
  ledger: { seq: number; hash: string; ok: boolean };
  /** Migrations of this version the backup did not have yet, applied by the restore. */
  migrationsApplied: string[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function refuseUnlessEmpty(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined) {
    throw new RestoreRefusedError(
      `The embedded database in ${dataDir} is in use by process ${holder}: a backup is restored only into an empty DATA_DIR that no server holds. Stop the server, or set DATA_DIR to a new directory.`,
    );
  }
  if (readdirSync(dataDir).length > 0) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty: a backup is restored only into an empty DATA_DIR, so nothing is overwritten. Move its contents away, or set DATA_DIR to a new directory.`,
    );
  }
}

/** Takes away what a failed restore wrote: the database directory, and the data directory if it made it. */
function removeRestored(dataDir: string, existedBefore: boolean): void {
  rmSync(existedBefore ? join(dataDir, 'pglite') : dataDir, { recursive: true, force: true });
}

async function summarise(database: DatabaseHandle, dataDir: string): Promise<RestoreSummary> {
  const { db } = database;
  if (!(await holdsAppTables(db))) {
    throw new InvalidBackupError('it holds a PostgreSQL database, but not one of this app');
  }
  const known = new Set(readMigrations().map((migration) => migration.tag));
  const unknown = (await appliedMigrations(db)).filter((tag) => !known.has(tag));
  if (unknown.length > 0) {
    throw new InvalidBackupError(
      `it was made by a newer version of the app (migrations ${unknown.join(', ')}): restore it with that version`,
    );
  }
  const migrationsApplied = await migrate(db);
  const counts = await contentCounts(db);
  const verified = await verifyLedger(db);
  return {
    dataDir,
    ...counts,
    ledger: { seq: verified.head.seq, hash: verified.head.hash, ok: verified.ok },
    migrationsApplied,
  };
}

/**
 * Rebuilds the embedded database in an empty `dataDir` from a backup file (GET /api/admin/backup),
 * opens it, brings it to this version's migrations and says what it holds. Refuses, touching nothing,
 * a data directory that is not empty or that a process holds, PostgreSQL mode, and a file that is not
 * a backup (whatever a refused file made on disk is taken away again).
 */
export async function restoreBackup(options: {
  file: Uint8Array;
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<RestoreSummary> {
  if (options.databaseUrl) {
    throw new RestoreRefusedError(
      'DATABASE_URL is set: this restores the embedded database only. Restore a PostgreSQL database with pg_restore (docs/operations.md, "Backups"), or unset DATABASE_URL.',
    );
  }
  const dataDir = resolve(options.dataDir);
  refuseUnlessEmpty(dataDir);
  const notABackup = (reason: string) =>
    new RestoreRefusedError(`The file is not a backup of this app's embedded database: ${reason}.`);
  let tar: Buffer;
  try {
    tar = await readBackupArchive(options.file);
  } catch (error) {
    if (error instanceof InvalidBackupError) throw notABackup(error.message);
    throw error;
  }
  const existedBefore = existsSync(dataDir);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: undefined, dataDir, archive: new Blob([tar]) });
  } catch (error) {
    // Another process took the directory since it was checked: it is theirs, nothing is removed.
    if (error instanceof DataDirLockedError) throw new RestoreRefusedError(error.message);
    removeRestored(dataDir, existedBefore);
    throw notABackup(`the embedded database does not open from it (${errorText(error)})`);
  }
  let summary: RestoreSummary;
  try {
    summary = await summarise(database, dataDir);
  } catch (error) {
    await database.close();
    removeRestored(dataDir, existedBefore);
    if (error instanceof InvalidBackupError) throw notABackup(error.message);
    throw error;
  }
  await database.close();
  return summary;
}

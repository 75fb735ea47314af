// Backups of the embedded database (GET /api/admin/backup, the admin panel's download; restored with
// `npm run restore -- <file>`). A PostgreSQL database is backed up with its own tools (pg_dump).

/** The download: a gzip-compressed tar of the embedded database's files. */
export const BACKUP_PATH = '/api/admin/backup';

export const BACKUP_CONTENT_TYPE = 'application/gzip';

const pad = (value: number) => String(value).padStart(2, '0');

/** `arcade-valuebets-20261128-000612.tar.gz` for 2026-11-28 00:06:12 UTC: the moment it was taken. */
export function backupFileName(now: Date): string {
  const day = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const time = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `arcade-valuebets-${day}-${time}.tar.gz`;
}

import { backupFileName } from '@arcade/contracts';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dumpEmbedded } from './backup.repository';

export interface Backup {
  fileName: string;
  /** A gzip-compressed tar of the embedded database's files (`npm run restore -- <file>` reads it). */
  archive: Buffer;
}

/**
 * A copy of the running embedded database, taken between two transactions (writes wait for it, reads
 * too: the copy is made on the server's one database connection). On PostgreSQL there is none to
 * take: 409 `backup_embedded_only`, as that server is backed up with its own tools.
 */
export async function takeBackup(database: DatabaseHandle, now: Date): Promise<Backup> {
  const dump = await dumpEmbedded(database);
  if (!dump) {
    throw new AppError(
      'CONFLICT',
      'This server does not run on the embedded database: back its database up with pg_dump (this download copies the embedded database only)',
      { reason: 'backup_embedded_only' },
    );
  }
  return { fileName: backupFileName(now), archive: Buffer.from(await dump.arrayBuffer()) };
}

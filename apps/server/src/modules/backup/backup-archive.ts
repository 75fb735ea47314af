import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const BLOCK = 512;
/** Files every PostgreSQL data directory holds; PGlite's dump names them from its root. */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

const text = (block: Uint8Array, start: number, length: number) =>
  Buffer.from(block.subarray(start, start + length))
    .toString('latin1')
    .replace(/\0.*$/s, '');

/** The paths of a ustar archive's entries (without a leading `/` or `./`); undefined when it is not one. */
export function tarEntryNames(tar: Uint8Array): Set<string> | undefined {
  const names = new Set<string>();
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names.size > 0 ? names : undefined;
    if (text(header, 257, 5) !== 'ustar') return undefined;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) return undefined;
    const name = text(header, 0, 100);
    const prefix = text(header, 345, 155);
    names.add((prefix ? `${prefix}/${name}` : name).replace(/^(\.\/|\/)+/, '').replace(/\/+$/, ''));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return names.size > 0 ? names : undefined;
}

export class InvalidBackupError extends Error {
  override name = 'InvalidBackupError';
}

/**
 * The tar inside a backup file, checked to hold a PostgreSQL data directory; a file that is not
 * gzip, not a tar, or a tar of something else is refused with what it is instead.
 */
export async function readBackupArchive(file: Uint8Array): Promise<Buffer> {
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(file);
  } catch {
    throw new InvalidBackupError('it is not a gzip-compressed file (a backup is a .tar.gz)');
  }
  const names = tarEntryNames(tar);
  if (!names) throw new InvalidBackupError('it is compressed, but not a tar archive');
  const missing = REQUIRED.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new InvalidBackupError(`it holds no PostgreSQL data directory (${missing.join(' and ')} missing)`);
  }
  return tar;
}

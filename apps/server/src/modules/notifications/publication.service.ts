import type { Database } from '../../db/client';
import { publicationEmailsEnabled } from '../settings';
import { insertPublicationNotices } from './publication.repository';

/**
 * Records picks just published, inside the publication's transaction, when publication alerts are
 * on: the notifications worker batches them later. Answers whether anything was recorded.
 */
export async function recordPublication(db: Database, pickIds: readonly string[]): Promise<boolean> {
  if (pickIds.length === 0 || !(await publicationEmailsEnabled(db))) return false;
  await insertPublicationNotices(db, pickIds);
  return true;
}

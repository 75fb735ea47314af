import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { picks } from '../../db/schema/index';

/** When a published pick reached subscribers: its approval (publishing sets it too), else its creation. */
const publishedAt = sql`coalesce(${picks.approvedAt}, ${picks.timestamp})`;

/** Published picks since `since` (to `until`), and when the first pick of the whole record was published. */
export async function publishedSince(
  db: Database,
  since: Date,
  until: Date,
): Promise<{ published: number; firstPublishedAt: Date | null }> {
  const [window] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(picks)
    .where(and(eq(picks.status, 'published'), gt(publishedAt, since), lte(publishedAt, until)));
  const [first] = await db
    .select({ at: sql<string | Date | null>`min(${publishedAt})` })
    .from(picks)
    .where(eq(picks.status, 'published'));
  return {
    published: window?.count ?? 0,
    firstPublishedAt: first?.at ? new Date(first.at) : null,
  };
}

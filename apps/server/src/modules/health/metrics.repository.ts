import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertOutbox, mailOutbox, providerStatus } from '../../db/schema/index';

/** How many emails and alerts wait to be delivered (status pending). */
export async function outboxDepths(db: Database): Promise<{ mail: number; alerts: number }> {
  const [[mail], [alerts]] = await Promise.all([
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending')),
    db.select({ n: count() }).from(alertOutbox).where(eq(alertOutbox.status, 'pending')),
  ]);
  return { mail: mail?.n ?? 0, alerts: alerts?.n ?? 0 };
}

/** Each provider's latest successful sync over its sports (null: never). */
export async function lastSuccessfulSyncs(db: Database): Promise<{ provider: string; at: Date | null }[]> {
  return db
    .select({ provider: providerStatus.provider, at: sql<Date | null>`max(${providerStatus.lastSuccessAt})` })
    .from(providerStatus)
    .groupBy(providerStatus.provider)
    .then((rows) =>
      rows.map((row) => ({ provider: row.provider, at: row.at === null ? null : new Date(row.at) })),
    );
}

import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './migrate';

/**
 * Creates the single config_settings row, holding the column defaults, when none
 * exists. The advisory lock keeps two instances starting together from creating two rows.
 */
export async function ensureDefaultConfig(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310422902)`);
    const existing = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from config_settings`),
    );
    if ((existing[0]?.n ?? 0) > 0) return false;
    await tx.execute(sql`insert into config_settings default values`);
    return true;
  });
}

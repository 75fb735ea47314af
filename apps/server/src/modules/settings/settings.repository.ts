import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import {
  type ConfigSettingsRow,
  configSettings,
  formulaHistory,
  type FormulaHistoryRow,
  type NewConfigSettingsRow,
  users,
} from '../../db/schema';

/**
 * Creates the single config_settings row, holding the column defaults, when none exists; answers
 * whether it did. The advisory lock keeps two instances starting together from creating two rows.
 */
export async function insertDefaultConfigIfNone(tx: Tx): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(7310422902)`);
  const existing = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from config_settings`),
  );
  if ((existing[0]?.n ?? 0) > 0) return false;
  await tx.execute(sql`insert into config_settings default values`);
  return true;
}

/** The email of a user, or null (the user was deleted or never set). */
export async function emailOf(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Writes a change to the configuration row and, for a formula change, its history row, together. */
export async function saveConfigChange(
  db: Database,
  id: string,
  set: Partial<NewConfigSettingsRow>,
  history: { formula: string; changeDescription: string | null; changedBy: string } | null,
): Promise<ConfigSettingsRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(configSettings).set(set).where(eq(configSettings.id, id)).returning();
    if (row && history) await tx.insert(formulaHistory).values(history);
    return row;
  });
}

/** The newest saved formulas first, with the email of who saved each. */
export function listFormulaHistory(db: Database, limit: number) {
  return db
    .select({
      id: formulaHistory.id,
      formula: formulaHistory.formula,
      sport: formulaHistory.sport,
      changeDescription: formulaHistory.changeDescription,
      changedBy: users.email,
      createdAt: formulaHistory.createdAt,
    })
    .from(formulaHistory)
    .leftJoin(users, eq(users.id, formulaHistory.changedBy))
    .orderBy(desc(formulaHistory.createdAt), desc(formulaHistory.id))
    .limit(limit);
}

export async function findFormulaHistory(db: Database, id: string): Promise<FormulaHistoryRow | undefined> {
  const [row] = await db.select().from(formulaHistory).where(eq(formulaHistory.id, id));
  return row;
}

/** The configuration row (there is one; the oldest wins should a second ever appear). */
export async function findConfig(db: Database): Promise<ConfigSettingsRow | undefined> {
  const [row] = await db.select().from(configSettings).orderBy(configSettings.updatedAt).limit(1);
  return row;
}

/** The stored publication-alerts switch; undefined while there is no settings row. */
export async function findPublicationSwitch(db: Database): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: configSettings.emailNotificationsEnabled })
    .from(configSettings)
    .limit(1);
  return row?.enabled;
}

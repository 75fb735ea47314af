import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type FormulaSuggestionRow,
  formulaSuggestions,
  type NewFormulaSuggestionRow,
  users,
} from '../../../db/schema/index';

export async function insertSuggestion(
  db: Database,
  row: NewFormulaSuggestionRow,
): Promise<FormulaSuggestionRow> {
  const [saved] = await db.insert(formulaSuggestions).values(row).returning();
  if (!saved) throw new Error('formula_suggestions insert returned no row');
  return saved;
}

/** The newest suggestions, with the reviewer's email. */
export function listSuggestions(db: Database, limit: number) {
  return db
    .select({ row: formulaSuggestions, reviewer: users.email })
    .from(formulaSuggestions)
    .leftJoin(users, eq(users.id, formulaSuggestions.reviewedBy))
    .orderBy(desc(formulaSuggestions.createdAt), desc(formulaSuggestions.id))
    .limit(limit);
}

export async function findSuggestion(db: Database, id: string): Promise<FormulaSuggestionRow | undefined> {
  const [row] = await db.select().from(formulaSuggestions).where(eq(formulaSuggestions.id, id));
  return row;
}

/** Marks a pending suggestion reviewed; undefined when it was no longer pending. */
export async function reviewSuggestion(
  db: Database,
  id: string,
  status: 'accepted' | 'rejected',
  reviewedBy: string,
): Promise<FormulaSuggestionRow | undefined> {
  const [row] = await db
    .update(formulaSuggestions)
    .set({ status, reviewedBy, reviewedAt: new Date() })
    .where(and(eq(formulaSuggestions.id, id), eq(formulaSuggestions.status, 'pending')))
    .returning();
  return row;
}

import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type GeniusChatMessageRow, geniusChatMessages } from '../../db/schema/index';

/** One admin's newest `limit` messages, oldest first (the id breaks ties so the order is stable). */
export async function recentMessages(
  db: Database,
  userId: string,
  limit: number,
): Promise<GeniusChatMessageRow[]> {
  const rows = await db
    .select()
    .from(geniusChatMessages)
    .where(eq(geniusChatMessages.userId, userId))
    .orderBy(desc(geniusChatMessages.createdAt), desc(geniusChatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Stores a question and its answer together, once the answer has arrived: a failed call stores
 * nothing. The answer is stamped after the question so the pair keeps its order.
 */
export async function insertExchange(
  db: Database,
  exchange: { userId: string; question: string; answer: string; askedAt: Date; answeredAt: Date },
): Promise<{ question: GeniusChatMessageRow; answer: GeniusChatMessageRow }> {
  const answeredAt = new Date(Math.max(exchange.answeredAt.getTime(), exchange.askedAt.getTime() + 1));
  const rows = await db
    .insert(geniusChatMessages)
    .values([
      { userId: exchange.userId, role: 'user', content: exchange.question, createdAt: exchange.askedAt },
      { userId: exchange.userId, role: 'assistant', content: exchange.answer, createdAt: answeredAt },
    ])
    .returning();
  const question = rows.find((row) => row.role === 'user');
  const answer = rows.find((row) => row.role === 'assistant');
  if (!question || !answer) throw new Error('genius_chat_messages: the exchange was not stored');
  return { question, answer };
}

/** Deletes one admin's whole conversation; answers how many messages it held. */
export async function deleteConversation(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(geniusChatMessages)
    .where(eq(geniusChatMessages.userId, userId))
    .returning({ id: geniusChatMessages.id });
  return rows.length;
}

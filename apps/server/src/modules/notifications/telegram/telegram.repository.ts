import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  alertPreferences,
  type Language,
  telegramLinks,
  telegramLinkTokens,
  users,
} from '../../../db/schema/index';

/** A transaction is a database too: every function here runs inside one or on its own. */
type Db = Database;

/** How long a deep link may be opened before its token stops linking anything. */
const LINK_TOKEN_TTL_MS = 15 * 60_000;

/** Tokens are stored hashed: the table alone never links a chat to anyone. */
function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new one-time link token for the user (32 random bytes, base64url: 43 characters, within the
 * 64 that Telegram's `start` parameter allows). The user's expired tokens are cleared; a spent one
 * is kept until it expires, so that opening its link again says it was used.
 */
export async function createLinkToken(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  await db
    .delete(telegramLinkTokens)
    .where(and(eq(telegramLinkTokens.userId, userId), lt(telegramLinkTokens.expiresAt, now)));
  await db.insert(telegramLinkTokens).values({ tokenHash: hashLinkToken(token), userId, expiresAt });
  return { token, expiresAt };
}

type LinkOutcome =
  | { kind: 'linked'; userId: string; name: string; language: Language }
  | { kind: 'unknown' | 'used' | 'expired' };

/**
 * Spends a token and links the chat to its account, in one transaction: the token is marked used
 * only while unused and unexpired (so two chats racing for one token cannot both win), the chat
 * leaves any other account it was linked to, and the account's previous chat (if any) is replaced.
 */
export async function linkChat(
  db: Db,
  token: string,
  chat: { chatId: number; username: string | null },
  now: Date,
): Promise<LinkOutcome> {
  const tokenHash = hashLinkToken(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(telegramLinkTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(telegramLinkTokens.tokenHash, tokenHash),
          isNull(telegramLinkTokens.usedAt),
          gt(telegramLinkTokens.expiresAt, now),
        ),
      )
      .returning({ userId: telegramLinkTokens.userId });
    if (!spent) {
      const [row] = await tx
        .select({ usedAt: telegramLinkTokens.usedAt })
        .from(telegramLinkTokens)
        .where(eq(telegramLinkTokens.tokenHash, tokenHash));
      if (!row) return { kind: 'unknown' };
      return { kind: row.usedAt ? 'used' : 'expired' };
    }
    await tx
      .delete(telegramLinks)
      .where(or(eq(telegramLinks.chatId, chat.chatId), eq(telegramLinks.userId, spent.userId)));
    await tx
      .insert(telegramLinks)
      .values({ userId: spent.userId, chatId: chat.chatId, username: chat.username });
    const [user] = await tx
      .select({ name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (!user) return { kind: 'unknown' };
    return { kind: 'linked', userId: spent.userId, ...user };
  });
}

/** The account a chat is linked to, with what the bot answers in. */
export async function accountOfChat(db: Db, chatId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      language: users.language,
      role: users.role,
      breakEndsAt: users.breakEndsAt,
      selfExcluded: users.selfExcluded,
    })
    .from(telegramLinks)
    .innerJoin(users, eq(users.id, telegramLinks.userId))
    .where(eq(telegramLinks.chatId, chatId));
  return row;
}

export type ChatAccount = NonNullable<Awaited<ReturnType<typeof accountOfChat>>>;

/** The user's linked chat, if any. */
export async function linkOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

/** Unlinks the user's chat (and voids their unspent tokens); answers whether a chat was linked. */
export async function unlinkUser(db: Db, userId: string): Promise<boolean> {
  await db.delete(telegramLinkTokens).where(eq(telegramLinkTokens.userId, userId));
  const removed = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .returning({ userId: telegramLinks.userId });
  return removed.length > 0;
}

/** Unlinks a chat (its /stop, or Telegram saying the bot was blocked there); answers whether it was. */
export async function unlinkChat(db: Db, chatId: number, userId?: string): Promise<boolean> {
  const removed = await db
    .delete(telegramLinks)
    .where(and(eq(telegramLinks.chatId, chatId), userId ? eq(telegramLinks.userId, userId) : undefined))
    .returning({ userId: telegramLinks.userId });
  return removed.length > 0;
}

/** The bankroll the person's stakes are shown on; null: shown as a share. */
export async function bankrollOf(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ bankroll: alertPreferences.bankroll })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, userId));
  return row?.bankroll ?? null;
}

import { type SQL, and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailChangeCodes, emailVerificationCodes, passwordResetCodes } from '../../db/schema/index';
import { CODE_COST, decoyHash, hashSecret, verifySecret } from '../../lib/password';
import { randomSixDigitCode } from '../../lib/tokens';

const CODE_TTL_MS = 15 * 60_000;
/**
 * Wrong guesses that kill a code, from every client together (docs/decisions/025): a code stands at most
 * 5 guesses in 10^6. A stranger can kill the owner's code this way, never keep the owner from a fresh
 * one: a known device of the account asks for it outside the strangers' limits (rate-limits.ts).
 */
export const MAX_CODE_ATTEMPTS = 5;

type CodeTable = typeof passwordResetCodes | typeof emailVerificationCodes | typeof emailChangeCodes;

/**
 * Which table and which owner: reset and address-change codes belong to a user, verification codes
 * to an address.
 */
export type CodeOwner =
  | { kind: 'reset'; userId: string }
  | { kind: 'verify'; email: string; userId: string }
  | { kind: 'email-change'; userId: string };

function target(owner: CodeOwner): { table: CodeTable; where: SQL } {
  if (owner.kind === 'reset')
    return { table: passwordResetCodes, where: eq(passwordResetCodes.userId, owner.userId) };
  if (owner.kind === 'email-change')
    return { table: emailChangeCodes, where: eq(emailChangeCodes.userId, owner.userId) };
  return { table: emailVerificationCodes, where: eq(emailVerificationCodes.email, owner.email) };
}

/** A fresh code: the plain one to mail, its hash to keep, and when it expires. */
async function freshCode(now: Date): Promise<{ code: string; hash: string; expiresAt: Date }> {
  const code = randomSixDigitCode();
  // scrypt makes the 10^6 possible codes slow to brute-force from a leaked table.
  return { code, hash: await hashSecret(code, CODE_COST), expiresAt: new Date(now.getTime() + CODE_TTL_MS) };
}

/** Replaces any earlier code of the owner (one live code per address) and returns the new plain code. */
export async function issueCode(
  db: Database,
  owner: Exclude<CodeOwner, { kind: 'email-change' }>,
  now: Date,
): Promise<string> {
  const { code, hash, expiresAt } = await freshCode(now);
  await db.transaction(async (tx) => {
    if (owner.kind === 'reset') {
      await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, owner.userId));
      await tx
        .insert(passwordResetCodes)
        .values({ userId: owner.userId, code: hash, expiresAt, createdAt: now });
    } else {
      await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.email, owner.email));
      await tx
        .insert(emailVerificationCodes)
        .values({ email: owner.email, userId: owner.userId, code: hash, expiresAt, createdAt: now });
    }
  });
  return code;
}

/**
 * The id of the owner's live code when `code` matches it, or null for no live code or a wrong code.
 * A wrong guess counts at once (outside any transaction, so it sticks); the MAX_CODE_ATTEMPTS-th
 * kills the code. The match is spent with spendCode, in the transaction that does what the code allows.
 * Without a live code a decoy hash is checked instead, so the answer takes as long either way.
 */
export async function checkCode(
  db: Database,
  owner: CodeOwner,
  code: string,
  now: Date,
): Promise<string | null> {
  const { table, where } = target(owner);
  const [live] = await db
    .select({ id: table.id, hash: table.code })
    .from(table)
    .where(and(where, isNull(table.usedAt), gt(table.expiresAt, now), lt(table.attempts, MAX_CODE_ATTEMPTS)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  if (!live) {
    await checkNoCode(code);
    return null;
  }
  if (await verifySecret(code, live.hash)) return live.id;
  await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1` })
    .where(eq(table.id, live.id));
  return null;
}

/** The work of checking a code, for an address that has none (or no account): always a mismatch. */
export async function checkNoCode(code: string): Promise<void> {
  await verifySecret(code, await decoyHash(CODE_COST));
}

/** Marks a checked code used; false when a concurrent request spent it first. */
export async function spendCode(tx: Tx, owner: CodeOwner, codeId: string, now: Date): Promise<boolean> {
  const { table } = target(owner);
  const spent = await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, codeId), isNull(table.usedAt)))
    .returning({ id: table.id });
  return spent.length === 1;
}

/** Replaces the account's earlier address-change code and returns the new plain code for `newEmail`. */
export async function issueEmailChangeCode(
  db: Database,
  userId: string,
  newEmail: string,
  now: Date,
): Promise<string> {
  const { code, hash, expiresAt } = await freshCode(now);
  await db.transaction(async (tx) => {
    await tx.delete(emailChangeCodes).where(eq(emailChangeCodes.userId, userId));
    await tx.insert(emailChangeCodes).values({ userId, newEmail, code: hash, expiresAt, createdAt: now });
  });
  return code;
}

/** The address a checked address-change code moves the account to. */
export async function emailChangeTarget(tx: Tx, codeId: string): Promise<string | null> {
  const [row] = await tx
    .select({ newEmail: emailChangeCodes.newEmail })
    .from(emailChangeCodes)
    .where(eq(emailChangeCodes.id, codeId));
  return row?.newEmail ?? null;
}

/** Every code of a deleted account (verification, reset, change of address), spent or not. */
export async function deleteCodesOf(db: Database, userId: string, email: string): Promise<void> {
  await db
    .delete(emailVerificationCodes)
    .where(sql`lower(${emailVerificationCodes.email}) = lower(${email})`);
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  await db.delete(emailChangeCodes).where(eq(emailChangeCodes.userId, userId));
}

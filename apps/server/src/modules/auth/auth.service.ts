import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError, invalid } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { PASSWORD_COST, decoyHash, hashSecret, needsRehash, verifySecret } from '../../lib/password';
import type { Language } from '../../lib/request-language';
import {
  type Mailer,
  emailChangeCodeMail,
  emailChangedMail,
  passwordResetMail,
  verificationCodeMail,
} from '../mail';
import type { RateLimiter } from '../../lib/rate-limit';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  sessionEnded,
  sessionUserChanged,
} from '../sessions';
import {
  changeEmail,
  createUser,
  markEmailVerified,
  normalizeEmail,
  setPassword,
  spentFreePickBefore,
  userByEmail,
} from '../users';
import {
  type CodeOwner,
  checkCode,
  checkNoCode,
  emailChangeTarget,
  issueCode,
  issueEmailChangeCode,
  spendCode,
} from './codes.repository';
import { refuseCommonPassword } from './common-passwords';
import { authMessage } from './messages';
import { deviceCookieAfterSignIn, knownDevice } from './device-cookie';
import { type AuthClient, authLimits, consumeAddressLimits, pairKey } from './rate-limits';

export interface AuthContext {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  tasks: BackgroundTasks;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The secret device cookies are signed with. */
  secret: () => Promise<string>;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  language: Language;
  /** The session token the caller already holds, replaced at login. */
  currentToken: string | null;
  /** The device cookie the caller holds, if any (device-cookie.ts). */
  deviceCookie: string | undefined;
}

interface SignedIn {
  user: UserRow;
  token: string;
  /** The device cookie to hold from now on: a known device of this account. */
  deviceCookie: string;
}

/** Who asks for `email`'s account: the client's address and, on a known device of it, the device. */
async function clientOf(ctx: AuthContext, meta: RequestMeta, email: string): Promise<AuthClient> {
  const device = meta.deviceCookie ? knownDevice(await ctx.secret(), meta.deviceCookie, email) : null;
  return { ip: meta.ip, device };
}

/** A session for the user, and the device cookie that makes this client a known device of it. */
async function signIn(ctx: AuthContext, user: UserRow, meta: RequestMeta): Promise<SignedIn> {
  const token = await createSession(ctx.db, { userId: user.id, ...meta, now: ctx.now() });
  const deviceCookie = deviceCookieAfterSignIn(await ctx.secret(), meta.deviceCookie, user.email);
  return { user, token, deviceCookie };
}

async function sendVerificationCode(ctx: AuthContext, user: UserRow): Promise<void> {
  const code = await issueCode(ctx.db, { kind: 'verify', email: user.email, userId: user.id }, ctx.now());
  await ctx.mailer.send(verificationCodeMail(user.email, user.name, code, user.language));
}

export async function signup(
  ctx: AuthContext,
  input: {
    name: string;
    email: string;
    password: string;
    language?: Language | undefined;
    ageConfirmed?: boolean | undefined;
  },
  meta: RequestMeta,
): Promise<SignedIn> {
  if (input.ageConfirmed !== true)
    throw invalid('age_not_confirmed', 'ageConfirmed', authMessage(meta.language, 'ageNotConfirmed'));
  await ctx.limiter.consume(authLimits.signupIp, clientAddressKey(meta.ip));
  await refuseCommonPassword(input.password, 'password', meta.language);
  const email = normalizeEmail(input.email);
  if (await userByEmail(ctx.db, email))
    throw new AppError('CONFLICT', authMessage(meta.language, 'emailTaken'), { reason: 'email_taken' });
  const user = await createUser(ctx.db, {
    name: input.name.trim(),
    email,
    password: await hashSecret(input.password, PASSWORD_COST),
    language: input.language ?? meta.language,
    ageConfirmedAt: ctx.now(),
    // An address whose deleted account spent its free pick gets no second one.
    hasUsedFreePick: await spentFreePickBefore(ctx.db, email),
  });
  // Two signups racing for one address: the unique index lets one through.
  if (!user)
    throw new AppError('CONFLICT', authMessage(meta.language, 'emailTaken'), { reason: 'email_taken' });
  try {
    await sendVerificationCode(ctx, user);
  } catch (error) {
    // The account exists either way; the user can ask for a new code.
    ctx.log.error({ err: error, userId: user.id }, 'could not send the verification code');
  }
  return signIn(ctx, user, meta);
}

export async function login(
  ctx: AuthContext,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const client = await clientOf(ctx, meta, email);
  await consumeAddressLimits(ctx.limiter, 'login', email, client);
  const user = await userByEmail(ctx.db, email);
  // Unknown addresses cost a hash too, so timing does not tell which addresses have accounts.
  const matches = await verifySecret(input.password, user?.password ?? (await decoyHash(PASSWORD_COST)));
  if (!user || !matches)
    throw new AppError('INVALID_CREDENTIALS', authMessage(meta.language, 'invalidCredentials'), {
      reason: 'invalid_credentials',
    });
  if (client.device === null) await ctx.limiter.reset(authLimits.loginEmailIp, pairKey(email, meta.ip));
  // A hash made at an older cost is replaced while the plain password is at hand.
  if (needsRehash(user.password, PASSWORD_COST))
    await setPassword(ctx.db, user.id, await hashSecret(input.password, PASSWORD_COST));
  if (meta.currentToken) await endSession(ctx.db, meta.currentToken);
  return signIn(ctx, user, meta);
}

async function endSession(db: Database, token: string): Promise<void> {
  await deleteSession(db, token);
  sessionEnded(db, token);
}

export async function logout(ctx: AuthContext, token: string | null): Promise<void> {
  if (token) await endSession(ctx.db, token);
}

/** Answers the same whether or not the address has an account; the mail goes out in the background. */
export async function forgotPassword(ctx: AuthContext, rawEmail: string, meta: RequestMeta): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await consumeAddressLimits(ctx.limiter, 'forgot', email, await clientOf(ctx, meta, email));
  ctx.tasks.run('password-reset-mail', async () => {
    const user = await userByEmail(ctx.db, email);
    if (!user) return;
    const code = await issueCode(ctx.db, { kind: 'reset', userId: user.id }, ctx.now());
    await ctx.mailer.send(passwordResetMail(user.email, user.name, code, user.language));
  });
}

/**
 * Spends a checked code and applies what it allows in one transaction: both happen or neither.
 * False when a concurrent request spent the code first.
 */
function redeemCode(
  ctx: AuthContext,
  owner: CodeOwner,
  codeId: string,
  now: Date,
  apply: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await spendCode(tx, owner, codeId, now))) return false;
    await apply(tx);
    return true;
  });
}

/** Sets the new password and ends every session of the account. */
export async function resetPassword(
  ctx: AuthContext,
  input: { email: string; code: string; newPassword: string },
  meta: RequestMeta,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await consumeAddressLimits(ctx.limiter, 'reset', email, await clientOf(ctx, meta, email));
  // Before the code is looked at: the refusal tells nothing about the account, and spends no guess.
  await refuseCommonPassword(input.newPassword, 'newPassword', meta.language);
  const invalid = new AppError('INVALID_CODE', authMessage(meta.language, 'invalidCode'), {
    reason: 'invalid_code',
  });
  const user = await userByEmail(ctx.db, email);
  if (!user) {
    await checkNoCode(input.code);
    throw invalid;
  }
  const owner = { kind: 'reset' as const, userId: user.id };
  const now = ctx.now();
  const codeId = await checkCode(ctx.db, owner, input.code, now);
  if (!codeId) throw invalid;
  // Hashed before the transaction, which then holds PGlite's one connection only for the writes.
  const password = await hashSecret(input.newPassword, PASSWORD_COST);
  const isDone = await redeemCode(ctx, owner, codeId, now, async (tx) => {
    await setPassword(tx, user.id, password);
    await deleteUserSessions(tx, user.id);
  });
  if (!isDone) throw invalid;
  sessionUserChanged(ctx.db, user.id);
}

export async function verifyEmail(
  ctx: AuthContext,
  input: { email: string; code: string },
  meta: RequestMeta,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await consumeAddressLimits(ctx.limiter, 'verify', email, await clientOf(ctx, meta, email));
  const invalid = new AppError('INVALID_CODE', authMessage(meta.language, 'invalidCode'), {
    reason: 'invalid_code',
  });
  const user = await userByEmail(ctx.db, email);
  if (!user) {
    await checkNoCode(input.code);
    throw invalid;
  }
  const owner = { kind: 'verify' as const, email, userId: user.id };
  const now = ctx.now();
  const codeId = await checkCode(ctx.db, owner, input.code, now);
  const isDone =
    codeId !== null &&
    (await redeemCode(ctx, owner, codeId, now, async (tx) => {
      await markEmailVerified(tx, user.id);
    }));
  if (!isDone) throw invalid;
  sessionUserChanged(ctx.db, user.id);
}

export async function resendVerification(
  ctx: AuthContext,
  rawEmail: string,
  meta: RequestMeta,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await consumeAddressLimits(ctx.limiter, 'resend', email, await clientOf(ctx, meta, email));
  ctx.tasks.run('verification-mail', async () => {
    const user = await userByEmail(ctx.db, email);
    if (user && !user.emailVerified) await sendVerificationCode(ctx, user);
  });
}

type CodeContext = Pick<AuthContext, 'db' | 'mailer' | 'now'>;

/**
 * Mails a code to the address a signed-in person wants their account moved to, under the rules of
 * every code (codes.repository.ts). A taken address is refused at once (409 email_taken): the code
 * could never be used.
 */
export async function requestEmailChange(
  ctx: CodeContext,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
  rawEmail: string,
  language: Language,
): Promise<string> {
  const newEmail = normalizeEmail(rawEmail);
  if (newEmail === user.email)
    throw invalid('email_unchanged', 'newEmail', 'That is already the address of your account');
  if (await userByEmail(ctx.db, newEmail))
    throw new AppError('CONFLICT', authMessage(language, 'emailTaken'), { reason: 'email_taken' });
  const code = await issueEmailChangeCode(ctx.db, user.id, newEmail, ctx.now());
  await ctx.mailer.send(emailChangeCodeMail(newEmail, user.name, code, user.language));
  return newEmail;
}

/**
 * Moves the account to the address its live change code was mailed to, verified by that code, and
 * tells the old address; answers the new address. A wrong code counts against the code (5 kill it).
 */
export async function confirmEmailChange(
  ctx: CodeContext,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
  code: string,
  language: Language,
): Promise<string> {
  const invalidCode = new AppError('INVALID_CODE', authMessage(language, 'invalidCode'), {
    reason: 'invalid_code',
  });
  const owner = { kind: 'email-change' as const, userId: user.id };
  const now = ctx.now();
  const codeId = await checkCode(ctx.db, owner, code, now);
  if (!codeId) throw invalidCode;
  let newEmail: string | null = null;
  const isDone = await ctx.db.transaction(async (tx) => {
    if (!(await spendCode(tx, owner, codeId, now))) return false;
    newEmail = await emailChangeTarget(tx, codeId);
    if (!newEmail || (await userByEmail(tx, newEmail)))
      throw new AppError('CONFLICT', authMessage(language, 'emailTaken'), { reason: 'email_taken' });
    await changeEmail(tx, user.id, newEmail);
    return true;
  });
  if (!isDone || !newEmail) throw invalidCode;
  sessionUserChanged(ctx.db, user.id);
  await ctx.mailer.send(
    emailChangedMail({ to: user.email, name: user.name, newEmail, language: user.language }),
  );
  return newEmail;
}

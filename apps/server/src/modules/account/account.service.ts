import type { AccountUpdateBody, ChangeEmailBody, ChangePasswordBody } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError, invalid } from '../../lib/app-error';
import { PASSWORD_COST, hashSecret, verifySecret } from '../../lib/password';
import type { Language } from '../../lib/request-language';
import { confirmEmailChange, refuseCommonPassword, requestEmailChange } from '../auth';
import { type Mailer, passwordChangedMail } from '../mail';
import { endOtherSessions } from '../sessions';
import { setPassword, updateProfile, userByEmail } from '../users';

/** The person's row as stored (their session carries less: no password hash). */
export async function storedUser(db: Database, email: string): Promise<UserRow> {
  const user = await userByEmail(db, email);
  if (!user) throw new AppError('UNAUTHORIZED', 'You must log in to do this', { reason: 'login_required' });
  return user;
}

/** Changes the person's name and language (mail goes out in the language from now on). */
export async function updateAccount(
  db: Database,
  caller: { id: string; email: string },
  body: AccountUpdateBody,
): Promise<UserRow> {
  await updateProfile(db, caller.id, { name: body.name, language: body.language });
  return storedUser(db, caller.email);
}

export async function checkCurrentPassword(
  user: UserRow,
  password: string,
  field = 'currentPassword',
): Promise<void> {
  if (!(await verifySecret(password, user.password)))
    throw invalid('wrong_password', field, 'Your current password is not correct');
}

/** Mails a code to the new address once the current password is given; answers the address. */
export async function askEmailChange(
  ctx: { db: Database; mailer: Mailer },
  caller: { email: string },
  body: ChangeEmailBody,
  language: Language,
): Promise<string> {
  const user = await storedUser(ctx.db, caller.email);
  await checkCurrentPassword(user, body.currentPassword);
  return requestEmailChange({ ...ctx, now: () => new Date() }, user, body.newEmail, language);
}

/** Moves the account to the new address with the code mailed there; answers the account as it is now. */
export async function verifyEmailChange(
  ctx: { db: Database; mailer: Mailer },
  caller: { email: string },
  code: string,
  language: Language,
): Promise<UserRow> {
  const user = await storedUser(ctx.db, caller.email);
  const newEmail = await confirmEmailChange({ ...ctx, now: () => new Date() }, user, code, language);
  return storedUser(ctx.db, newEmail);
}

/**
 * Changes the password of a signed-in person who knows the current one: the new one is refused as at
 * signup, every other session ends (this one stays), and the account's address is told.
 */
export async function changePassword(
  ctx: { db: Database; mailer: Mailer; forgotPasswordUrl: string },
  caller: { id: string; email: string; token: string },
  body: ChangePasswordBody,
  language: Language,
): Promise<{ endedSessions: number }> {
  const user = await storedUser(ctx.db, caller.email);
  await checkCurrentPassword(user, body.currentPassword);
  await refuseCommonPassword(body.newPassword, 'newPassword', language);
  await setPassword(ctx.db, user.id, await hashSecret(body.newPassword, PASSWORD_COST));
  const { ended } = await endOtherSessions(ctx.db, user.id, caller.token);
  await ctx.mailer.send(
    passwordChangedMail({
      to: user.email,
      name: user.name,
      language: user.language,
      forgotPasswordUrl: ctx.forgotPasswordUrl,
    }),
  );
  return { endedSessions: ended };
}

import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forgetCodesOf } from '../auth';
import { forgetBets } from '../bets';
import { type Billing, cancelPaidPlansNow } from '../billing';
import { forgetMailTo } from '../mail';
import { forgetAlertChannelsOf } from '../notifications';
import { deleteUserSessions, sessionUserChanged } from '../sessions';
import { accessChanged, endHandGrants } from '../subscriptions';
import { countLiveAdmins, eraseUserRow, rememberSpentFreePick } from '../users';
import { checkCurrentPassword, storedUser } from './account.service';

/**
 * DELETE /api/account: the password confirms it; the last admin may not (409 `last_admin`). A paid
 * plan is cancelled at Stripe first, at once (the week begun is not refunded); if Stripe cannot be
 * reached nothing is deleted and the person is told to try again. Then, in one transaction: plans
 * granted by hand end, Telegram is unlinked, the person's book of bets is deleted, push subscriptions, alert settings, queued alerts, codes
 * and the mail sent to the address are forgotten, every session ends, and the account's row keeps
 * neither name nor address nor password — it stays only so that its transactions still add up. An
 * address that had spent its free pick is kept as a keyed hash, so that it never gets a second one.
 * The record's ledger holds no personal data and is not touched.
 */
export async function deleteAccount(
  ctx: { db: Database; billing: Billing | undefined },
  caller: { email: string },
  password: string,
  now: Date,
): Promise<void> {
  const user = await storedUser(ctx.db, caller.email);
  await checkCurrentPassword(user, password, 'password');
  if (user.role === 'admin' && (await countLiveAdmins(ctx.db)) <= 1)
    throw new AppError('CONFLICT', 'The last administrator cannot delete their account', {
      reason: 'last_admin',
    });
  await cancelPaidPlansNow(ctx.db, ctx.billing, user.id);
  await ctx.db.transaction(async (tx) => {
    if (user.hasUsedFreePick) await rememberSpentFreePick(tx, user.email);
    await endHandGrants(tx, user.id, now);
    await forgetAlertChannelsOf(tx, user.id);
    await forgetBets(tx, user.id);
    await forgetCodesOf(tx, user.id, user.email);
    await forgetMailTo(tx, user.email);
    await deleteUserSessions(tx, user.id);
    await eraseUserRow(tx, user.id, now);
  });
  // Again once committed: a read in between may have cached the row as it was.
  sessionUserChanged(ctx.db, user.id);
  accessChanged(ctx.db, user.id);
}

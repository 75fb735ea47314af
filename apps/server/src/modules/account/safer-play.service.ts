import type { BreakPeriod, LimitsBody } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { AppError, invalid } from '../../lib/app-error';
import { type Billing, stopPaidRenewals } from '../billing';
import { silenceAlertsOf } from '../notifications';
import type { SessionUser } from '../sessions';
import { accessChanged } from '../subscriptions';
import { breakOf, setWeeklyStakeLimit, storeAgeConfirmation, storeBreak } from '../users';

const HOUR_MS = 3_600_000;

/** When a break taken at `now` ends: null for self-exclusion, which does not. Six months are calendar months. */
export function breakEnd(period: BreakPeriod, now: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(now.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(now.getTime() + 30 * 24 * HOUR_MS);
    case '6m': {
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'permanent':
      return null;
  }
}

const cannotEndEarly = (message: string) =>
  new AppError('CONFLICT', message, { reason: 'break_cannot_end_early' });

/** POST /api/account/age: an account made before signup asked says, once, that the person is 18 or older. */
export async function confirmAge(
  db: Database,
  user: SessionUser,
  confirmed: boolean,
  now: Date,
): Promise<void> {
  if (!confirmed)
    throw invalid('age_not_confirmed', 'ageConfirmed', 'Only a person 18 or older may use the service');
  await storeAgeConfirmation(db, user.id, now);
}

/**
 * POST /api/account/break: from now, no picks, no alerts on any channel, no checkout, no free pick,
 * no plan granted; a paid plan stops renewing at Stripe (first: if Stripe cannot be reached, nothing
 * changes and the person is told to try again). A break in force is never shortened: only a longer
 * one (or self-exclusion) may replace it.
 */
export async function takeBreak(
  ctx: { db: Database; billing: Billing | undefined },
  user: SessionUser,
  period: BreakPeriod,
  now: Date,
): Promise<void> {
  const endsAt = breakEnd(period, now);
  const current = breakOf(user, now);
  if (current?.permanent)
    throw cannotEndEarly('This account is self-excluded: that does not end, nor change');
  if (current?.endsAt && endsAt !== null && endsAt.getTime() <= new Date(current.endsAt).getTime())
    throw cannotEndEarly(`A break is in force until ${current.endsAt}: only a longer one may replace it`);
  await stopPaidRenewals(ctx.db, ctx.billing, user.id);
  await ctx.db.transaction(async (tx) => {
    await storeBreak(tx, user.id, { period, startedAt: now, endsAt });
    await silenceAlertsOf(tx, user.id);
  });
  accessChanged(ctx.db, user.id);
}

/** DELETE /api/account/break: refused, always — a break runs to its end, whoever asks. */
export function refuseEndingBreak(user: SessionUser, now: Date): never {
  const current = breakOf(user, now);
  if (!current) throw cannotEndEarly('There is no break in force to end');
  throw cannotEndEarly(
    current.permanent
      ? 'Self-exclusion does not end'
      : `The break runs until ${current.endsAt}: nobody can end it early`,
  );
}

/** PUT /api/account/limits: the weekly stake limit the dashboard checks the recorded bets against. */
export async function setLimits(db: Database, user: SessionUser, body: LimitsBody): Promise<void> {
  await setWeeklyStakeLimit(db, user.id, body.weeklyStake);
}

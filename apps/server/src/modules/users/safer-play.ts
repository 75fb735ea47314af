import type { UserBreak } from '@arcade/contracts';
import { type SQL, and, isNull, lte, not, or } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

type BreakFields = Pick<UserRow, 'breakEndsAt' | 'selfExcluded'>;

/** The break in force at `now`: self-exclusion, or a break whose end is still ahead; null otherwise. */
export function breakOf(user: BreakFields, now: Date): UserBreak | null {
  if (user.selfExcluded) return { endsAt: null, permanent: true };
  if (user.breakEndsAt && user.breakEndsAt > now)
    return { endsAt: user.breakEndsAt.toISOString(), permanent: false };
  return null;
}

/**
 * Refuses what a person on a break may not do (see picks, claim the free pick, check out, be granted a
 * plan): 403 for a read, 409 for a change, with the break's end in `details`.
 */
export function refuseOnBreak(user: BreakFields, now: Date, code: 'FORBIDDEN' | 'CONFLICT'): void {
  const current = breakOf(user, now);
  if (!current) return;
  const until = current.permanent ? 'for good (self-exclusion)' : `until ${current.endsAt}`;
  throw new AppError(code, `This account is on a break from gambling ${until}`, {
    reason: 'on_break',
    details: { endsAt: current.endsAt, permanent: current.permanent },
  });
}

/**
 * Whom any channel may reach at `now` (email, Telegram, push): an account not deleted and not on a
 * break. Every audience query adds it.
 */
export function reachableAt(now: Date): SQL {
  return and(
    isNull(users.erasedAt),
    not(users.selfExcluded),
    or(isNull(users.breakEndsAt), lte(users.breakEndsAt, now)),
  ) as SQL;
}

/** A person who never said they are 18 or older (an account made before signup asked) sees no picks. */
export function refuseUnconfirmedAge(user: Pick<UserRow, 'ageConfirmedAt' | 'role'>): void {
  if (user.role === 'admin' || user.ageConfirmedAt !== null) return;
  throw new AppError('FORBIDDEN', 'Confirm that you are 18 or older to see picks', {
    reason: 'age_not_confirmed',
  });
}

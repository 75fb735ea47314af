import { type LockedPick, type Tier, TierSchema } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { Sport } from '../../db/schema/enums';
import type { SessionUser } from '../sessions';
import { aliasKey } from '../history';
import { callerAccess } from './access';
import { hasStarted, toLockedPick } from './pick-views';
import { livePicksNear } from './subscriber-picks.repository';

/** One match as the analysis tool names it: its sport, its teams and the events it is stored as. */
interface MatchRef {
  sport: Sport;
  homeTeam: string;
  awayTeam: string;
  /** Every stored event of the match (for a pair of teams, each of their meetings). */
  eventIds: readonly string[];
}

/** What keeps a match's analysis from a caller: the highest tier they lack and those picks' teasers. */
export interface MatchLock {
  tier: Tier;
  picks: LockedPick[];
}

const rank = (tier: Tier) => TierSchema.options.indexOf(tier);
const pairKey = (a: string, b: string) => [aliasKey(a), aliasKey(b)].sort().join('\n');

/**
 * The live published picks of a match that the caller may not see, or null when they may see all of
 * them (or there are none). A pick belongs to the match when it is on one of its events, or, having
 * no event (a manual pick), names the same sport and teams either way round and has not started.
 * A caller sees a pick when an admin, when their plan grants its tier, or when it is the pick they
 * claimed as their free pick. Any one pick they lack locks the match: the models' view of it would
 * say what that pick says.
 */
export async function matchLockFor(
  db: Database,
  user: SessionUser | null,
  match: MatchRef,
  now: Date,
): Promise<MatchLock | null> {
  const access = await callerAccess(db, user, now);
  if (access.kind === 'admin') return null;
  const tiers = access.kind === 'user' ? access.tiers : [];
  const freePickId = access.kind === 'user' ? access.freePickId : null;
  const events = new Set(match.eventIds);
  const teams = pairKey(match.homeTeam, match.awayTeam);
  const rows = await livePicksNear(db, match.sport, match.eventIds);
  const locked = rows
    .filter((row) =>
      row.eventId !== null
        ? events.has(row.eventId)
        : pairKey(row.homeTeam, row.awayTeam) === teams && !hasStarted(row, now),
    )
    .filter((row) => !tiers.includes(row.tier) && row.id !== freePickId)
    .sort(
      (a, b) =>
        rank(b.tier) - rank(a.tier) ||
        (a.eventStartTime?.getTime() ?? 0) - (b.eventStartTime?.getTime() ?? 0) ||
        a.id.localeCompare(b.id),
    );
  const [highest] = locked;
  if (!highest) return null;
  return { tier: highest.tier, picks: locked.map(toLockedPick) };
}

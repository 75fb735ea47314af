import type { SubscriberPick, Tier } from '@arcade/contracts';
import { type DisplayZone, renderZone } from '@/lib/display-zone';
import { calendarDayIn } from '@/lib/format';
import { TIERS } from './tier-stats';

export type TierGroup = { tier: Tier; picks: SubscriberPick[] };

/**
 * The picks to play: published, not graded yet, for games from today on (a pick without a start time,
 * a manual one, counts), "today" in `zone`. Locked picks are always ungraded: every logged-in user sees
 * graded picks in full.
 */
export function openPicks(
  picks: readonly SubscriberPick[],
  now: Date,
  zone: DisplayZone = renderZone(),
): SubscriberPick[] {
  const today = calendarDayIn(now, zone);
  return picks.filter(
    (pick) =>
      (pick.locked || pick.result === null) &&
      (pick.eventStartTime === null || calendarDayIn(pick.eventStartTime, zone) >= today),
  );
}

/** Open picks by tier (cheapest tier first), each group soonest game first; empty tiers left out. */
export function groupByTier(picks: readonly SubscriberPick[]): TierGroup[] {
  const startOf = (pick: SubscriberPick) =>
    pick.eventStartTime === null ? Number.POSITIVE_INFINITY : Date.parse(pick.eventStartTime);
  return TIERS.map((tier) => ({
    tier,
    picks: picks.filter((pick) => pick.tier === tier).sort((a, b) => startOf(a) - startOf(b)),
  })).filter((group) => group.picks.length > 0);
}

/** A game that has begun can no longer be claimed as the free pick (the server refuses it too). */
export function hasStarted(pick: SubscriberPick, now: Date): boolean {
  return pick.eventStartTime !== null && Date.parse(pick.eventStartTime) <= now.getTime();
}

import type { Language, Market, PickTier, Sport } from '../../../db/schema/index';
import { grantedTiers, type SubscriptionTerms } from '../../subscriptions';
import { breakOf } from '../../users';

/** Where a person may hear of a publication. */
type DeliveryChannel = 'email' | 'telegram' | 'push';
/** A person's own switches: one per channel, the sports they want, the bankroll stakes are shown on. */
interface RecipientPreferences {
  email: boolean;
  telegram: boolean;
  push: boolean;
  /** Null: every sport. */
  sports: readonly Sport[] | null;
  /** Null: stakes are shown as a share of the bankroll. */
  bankroll: number | null;
}

export const DEFAULT_PREFERENCES: Omit<RecipientPreferences, 'email'> = {
  telegram: true,
  push: true,
  sports: null,
  bankroll: null,
};

/** A subscriber a publication batch may reach. */
export interface AlertRecipient {
  id: string;
  email: string;
  name: string;
  language: Language;
  subscriptions: SubscriptionTerms[];
  preferences: RecipientPreferences;
  /** The person stepped away: a break until then (null: none) or self-exclusion. */
  breakEndsAt: Date | null;
  selfExcluded: boolean;
  /** When the account was deleted; null while it lives. */
  erasedAt: Date | null;
}

/** A published pick as an alert may show it (never sent to anyone whose tiers do not open it). */
export interface AlertPick {
  id: string;
  sport: Sport;
  league: string | null;
  homeTeam: string;
  awayTeam: string;
  selection: string;
  displayLine: string | null;
  market: Market;
  odds: number;
  oddsAmerican: number;
  bookmaker: string | null;
  /** No book of the feed prices the selection: the price is marked "precio sin contraste". */
  priceUnverified: boolean;
  /** A manual pick on an event the feed does not carry ("fuera del feed"). */
  offFeed: boolean;
  /** The lowest decimal price worth taking, fixed at publication; alerts leave it out when null. */
  minOdds: number | null;
  edge: number;
  /** The pick's stake on the pick's own bankroll: alerts show the same share of the person's. */
  stake: number;
  bankroll: number;
  tier: PickTier;
  eventStartTime: Date | null;
}

/** The ledger's head when the batch closed, and where anyone can verify it. */
export interface LedgerHead {
  seq: number;
  hash: string;
  recordUrl: string;
}

/**
 * The one rule for every channel: which of a batch's picks a person hears of on which channel.
 * Nobody on a break or self-excluded, and no deleted account, hears anything on any channel. Otherwise
 * a pick is heard of only when the admin's switch is on, the person's plan is in its period and
 * opens the pick's tier, and the pick's sport is among the person's sports; a channel carries
 * them only while the person's switch for it is on. A channel with nothing to say answers [].
 */
export function alertsFor(
  picks: readonly AlertPick[],
  recipient: AlertRecipient,
  options: { now: Date; adminSwitchOn: boolean },
): Record<DeliveryChannel, AlertPick[]> {
  const none = { email: [], telegram: [], push: [] };
  if (!options.adminSwitchOn) return none;
  if (recipient.erasedAt !== null || breakOf(recipient, options.now) !== null) return none;
  const tiers = new Set(grantedTiers(recipient.subscriptions, options.now));
  const sports = recipient.preferences.sports ? new Set(recipient.preferences.sports) : null;
  const entitled = picks.filter((pick) => tiers.has(pick.tier) && (!sports || sports.has(pick.sport)));
  if (entitled.length === 0) return none;
  const { preferences } = recipient;
  return {
    email: preferences.email ? entitled : [],
    telegram: preferences.telegram ? entitled : [],
    push: preferences.push ? entitled : [],
  };
}

/**
 * The stake an alert shows: the pick's stake as the same share of the person's bankroll (rounded to
 * cents), or null when the person has not given one (the alert then shows the share).
 */
export function stakeFor(
  pick: Pick<AlertPick, 'stake' | 'bankroll'>,
  bankroll: number | null,
): number | null {
  if (bankroll === null || pick.bankroll <= 0) return null;
  return Math.round((pick.stake / pick.bankroll) * bankroll * 100) / 100;
}

/** The pick's stake as a share of its bankroll, e.g. 0.0125 for 1.25 %. */
export function stakeShare(pick: Pick<AlertPick, 'stake' | 'bankroll'>): number {
  return pick.bankroll > 0 ? pick.stake / pick.bankroll : 0;
}

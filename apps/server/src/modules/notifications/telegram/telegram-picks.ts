import { TierSchema } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { grantedTiers, subscriptionsOf } from '../../subscriptions';
import { freePickIdOf, recentSnapshot } from '../../subscriber-picks';
import { breakOf } from '../../users';
import { DISPLAY_TIME_ZONE, escapeHtml, fitMessage, pickBlock } from './telegram-format';
import { bankrollOf, type ChatAccount } from './telegram.repository';
import { TEXTS } from './telegram-texts';

/** The calendar day (YYYY-MM-DD) of a moment on the Madrid clock. */
function madridDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(date);
}

/**
 * /picks: the picks to play today, as the dashboard lists them (published, not graded, for a game
 * of today or later on the Madrid clock, or without a start time), in full where the person's plan
 * opens the tier (or it is their claimed free pick); the others are only counted, never detailed. A
 * person on a break gets none, not even counted: the break's end and where to find help.
 */
export async function todaysPicksText(
  db: Database,
  account: ChatAccount,
  options: { now: Date; dashboardUrl: string },
): Promise<string> {
  const { now } = options;
  const t = TEXTS[account.language];
  const onBreak = breakOf(account, now);
  if (onBreak) {
    const until = onBreak.endsAt
      ? new Intl.DateTimeFormat(account.language === 'es' ? 'es-ES' : 'en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: DISPLAY_TIME_ZONE,
        }).format(new Date(onBreak.endsAt))
      : null;
    return t.onBreak(until);
  }
  const tiers = new Set(
    account.role === 'admin'
      ? TierSchema.options
      : grantedTiers(await subscriptionsOf(db, account.userId), now),
  );
  const freePickId = await freePickIdOf(db, account.userId);
  const today = madridDay(now);
  const snapshot = await recentSnapshot(db);
  const open = snapshot.rows
    .filter(
      (row) => row.result === null && (row.eventStartTime === null || madridDay(row.eventStartTime) >= today),
    )
    .sort(
      (a, b) =>
        (a.eventStartTime?.getTime() ?? Number.POSITIVE_INFINITY) -
        (b.eventStartTime?.getTime() ?? Number.POSITIVE_INFINITY),
    );
  const seen = open.filter((row) => tiers.has(row.tier) || row.id === freePickId);
  const locked = open.length - seen.length;
  const bankroll = await bankrollOf(db, account.userId);
  const dashboard = escapeHtml(options.dashboardUrl);
  const day = new Intl.DateTimeFormat(account.language === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(now);
  return fitMessage({
    title: t.picksTitle(day),
    blocks: seen.length === 0 ? [t.noPicks] : seen.map((row) => pickBlock(row, account.language, bankroll)),
    footer: [locked > 0 ? t.lockedPicks(locked, dashboard) : ''],
    more: (count) => t.more(count, dashboard),
  });
}

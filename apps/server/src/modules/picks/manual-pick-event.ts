import { selectionOf } from '@arcade/core';
import { type ManualPickSchema, OFF_FEED_MIN_LEAD_HOURS } from '@arcade/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { NewPickRow } from '../../db/schema/index';
import { displayLineOf, typedDisplayLine } from './display-line';
import { AppError, invalid } from '../../lib/app-error';
import { inputRefused } from './pick-odds.service';
import { findEvent } from './pick-quotes.repository';

type ManualPickInput = z.output<typeof ManualPickSchema>;

type Placement = Pick<
  NewPickRow,
  | 'eventId'
  | 'sport'
  | 'league'
  | 'homeTeam'
  | 'awayTeam'
  | 'eventStartTime'
  | 'selection'
  | 'line'
  | 'displayLine'
> & { offFeed: boolean };

const MINUTE_MS = 60_000;

/** The lead an off-feed pick is published with, in minutes: 2 hours (configurable: OFF_FEED_MIN_LEAD_MINUTES). */
export const OFF_FEED_MIN_LEAD_MINUTES = OFF_FEED_MIN_LEAD_HOURS * 60;

/**
 * An off-feed pick reaches subscribers at least `leadMinutes` (2 hours) before its start (400
 * `event_too_soon`): nothing but the admin's word fixes it before kick-off, so it must be fixed well
 * before. A pick of the feed's events is not held to it (the sync closes and grades it).
 */
export function assertPublishedInTime(
  pick: { offFeed: boolean; eventStartTime?: Date | null | undefined },
  now: Date,
  leadMinutes = OFF_FEED_MIN_LEAD_MINUTES,
) {
  if (!pick.offFeed || !pick.eventStartTime) return;
  const lead = pick.eventStartTime.getTime() - now.getTime();
  if (lead >= leadMinutes * MINUTE_MS) return;
  const hours = Math.round((leadMinutes / 60) * 100) / 100;
  const message = `A pick off the feed is published at least ${hours} hours before its start (${pick.eventStartTime.toISOString()})`;
  throw new AppError('VALIDATION_ERROR', message, {
    reason: 'event_too_soon',
    issues: [{ path: 'body.eventStartTime', code: 'custom', message }],
    details: { hours },
  });
}

/** The sides each market offers: a moneyline's winner (the draw in soccer), a spread's team, a total's over or under. */
function fitsMarket(side: string, market: ManualPickInput['market'], sport: string): boolean {
  if (market === 'totals') return side === 'over' || side === 'under';
  if (market === 'spreads') return side === 'home' || side === 'away';
  return side === 'home' || side === 'away' || (side === 'draw' && sport === 'soccer');
}

const needsEvent = (path: string, message: string) => inputRefused('manual_pick_needs_event', path, message);
const incomplete = (path: string, message: string) =>
  invalid('manual_pick_incomplete', path, message, { code: 'required' });

/**
 * Where a manual pick is placed. On one of the feed's upcoming events, the pick takes the event's
 * sport, league, teams and start, and its selection must name one of the market's sides (a team, the
 * draw, over or under; a spread or total with its line), so that the sync can close and grade it as
 * it does a generated pick. Without an event, the admin's league and a start time still to come: a
 * pick fixed before kick-off, like every pick of the record.
 */
export async function manualPickPlacement(
  db: Database,
  input: ManualPickInput,
  now: Date,
): Promise<Placement> {
  if (input.eventId !== undefined) return onEvent(db, input.eventId, input, now);
  const start = input.eventStartTime === undefined ? null : new Date(input.eventStartTime);
  if (start === null || start.getTime() <= now.getTime()) {
    throw needsEvent(
      'body.eventStartTime',
      'A manual pick needs an upcoming event of the feed (eventId) or a future start time (eventStartTime)',
    );
  }
  const { sport, league, homeTeam, awayTeam } = input;
  if (sport === undefined) throw incomplete('body.sport', 'A manual pick without an event needs its sport');
  if (league === undefined)
    throw incomplete('body.league', 'A manual pick without an event needs its league');
  if (homeTeam === undefined)
    throw incomplete('body.homeTeam', 'A manual pick without an event needs its teams');
  if (awayTeam === undefined)
    throw incomplete('body.awayTeam', 'A manual pick without an event needs its teams');
  if (homeTeam.toLowerCase() === awayTeam.toLowerCase()) {
    throw invalid('same_team', 'body.awayTeam', 'The home and away teams must differ', {
      code: 'custom',
      params: { rule: 'distinct_teams' },
    });
  }
  const line = input.line ?? null;
  return {
    eventId: null,
    offFeed: true,
    sport,
    league,
    homeTeam,
    awayTeam,
    eventStartTime: start,
    selection: input.selection,
    line,
    displayLine: typedDisplayLine({
      market: input.market,
      selection: input.selection,
      line,
      homeTeam,
      awayTeam,
    }),
  };
}

async function onEvent(db: Database, eventId: string, input: ManualPickInput, now: Date): Promise<Placement> {
  const event = await findEvent(db, eventId);
  if (!event) throw needsEvent('body.eventId', 'No event of the feed has this id');
  if (event.status !== 'upcoming' || event.startTime.getTime() <= now.getTime()) {
    throw needsEvent(
      'body.eventId',
      `The event started at ${event.startTime.toISOString()}; pick an upcoming one`,
    );
  }
  const side = selectionOf({
    selection: input.selection,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
  });
  if (side === null || !fitsMarket(side, input.market, event.sport)) {
    throw invalid(
      'selection_not_in_market',
      'body.selection',
      `On a ${input.market} market the selection names ${input.market === 'totals' ? 'over or under' : 'a team of the event'}${input.market === 'h2h' && event.sport === 'soccer' ? ' or the draw' : ''}`,
    );
  }
  const line = input.market === 'h2h' ? null : (input.line ?? null);
  if (input.market !== 'h2h' && line === null) {
    throw invalid('line_required', 'body.line', `A ${input.market} pick needs its line`, {
      code: 'required',
    });
  }
  return {
    eventId: event.id,
    offFeed: false,
    sport: event.sport,
    league: event.league,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    eventStartTime: event.startTime,
    selection: side,
    line,
    displayLine: displayLineOf({ event, selection: side, market: input.market, line }),
  };
}

import type { AdminEventOdds, StoredQuote } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { eventOdds } from './events.repository';

/** The admin's read of one event: its newest quotes, its closing ones, its line movements; 404 for no such event. */
export async function adminEventOdds(db: Database, eventId: string): Promise<AdminEventOdds> {
  const found = await eventOdds(db, eventId);
  if (!found) throw new AppError('NOT_FOUND', 'Event not found', { reason: 'event_not_found' });
  const quote = (q: (typeof found.latest)[number]): StoredQuote => ({
    bookmaker: q.bookmaker,
    market: q.market,
    selection: q.selection,
    odds: q.odds,
    line: q.line,
    timestamp: q.timestamp.toISOString(),
    isClosing: q.isClosing,
  });
  const { event } = found;
  return {
    event: { ...event, startTime: event.startTime.toISOString() },
    latest: found.latest.map(quote),
    closing: found.closing.map(quote),
    movements: found.movements,
    snapshots: found.snapshots,
  };
}

import { type EventsResponse, EventsResponseSchema } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { announce } from '../../lib/changes';
import { preparedRead } from '../../db/prepared';
import { listUpcomingEvents } from './events.repository';

/** The most events one request may ask for (GET /api/events?limit=…). */
export const MAX_EVENTS_LIMIT = 500;

/** Announces that events may have changed (a sync, a status change): their prepared list is read again. */
export function eventsChanged(): void {
  announce('events');
}

/** The upcoming events as read once, and each requested length's JSON bytes, built once. */
class UpcomingEvents {
  private readonly bodies = new Map<number, Buffer>();

  constructor(private readonly response: EventsResponse) {}

  get firstStart(): number | undefined {
    const first = this.response.events[0];
    return first ? Date.parse(first.startTime) : undefined;
  }

  body(limit: number): Buffer {
    let body = this.bodies.get(limit);
    if (!body) {
      body = Buffer.from(JSON.stringify({ events: this.response.events.slice(0, limit) }));
      this.bodies.set(limit, body);
    }
    return body;
  }
}

const upcoming = preparedRead('events', {
  read: async (db, builtAt) => {
    const rows = await listUpcomingEvents(db, builtAt, MAX_EVENTS_LIMIT);
    const events = rows.map((row) => ({ ...row, startTime: row.startTime.toISOString() }));
    // Checked against the contract once per read, not once per request.
    return new UpcomingEvents(EventsResponseSchema.parse({ events }));
  },
  // The soonest event leaves the list when it starts.
  staleAt: (list) => list.firstStart,
});

/**
 * The JSON bytes of GET /api/events?limit=… when they are current, else undefined; never starts a read
 * (the prepared lane asks this: a read it started and left would fail unheard while the database is away).
 */
export function readyEventsBody(db: Database, limit: number): Buffer | undefined {
  return upcoming.peek(db)?.value.body(limit);
}

/**
 * The JSON bytes of GET /api/events?limit=…, prepared once per change of the events: at once when
 * they are current (the usual case, no promise), else a promise of them once read again (the caller
 * answers its failure).
 */
export function upcomingEventsBody(db: Database, limit: number): Buffer | Promise<Buffer> {
  const ready = upcoming.peek(db);
  if (ready) return ready.value.body(limit);
  return upcoming.get(db).then((snapshot) => snapshot.value.body(limit));
}

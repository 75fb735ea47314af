import type { PublicEvent } from '@arcade/contracts';
import { EventsResponseParser } from '@arcade/contracts/parsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SportEvent = PublicEvent;

export const EVENTS_PATH = '/api/events';

/** GET /api/events: the upcoming events, soonest first; `limit` asks for more than the server's 100. */
export async function getEvents(signal?: AbortSignal, limit?: number): Promise<SportEvent[]> {
  const path = limit === undefined ? EVENTS_PATH : `${EVENTS_PATH}?limit=${limit}`;
  const response = await apiRequest(path, EventsResponseParser, { signal });
  return response.events;
}

export function eventsQueryOptions(limit?: number) {
  return queryOptions({
    queryKey: limit === undefined ? [EVENTS_PATH] : [EVENTS_PATH, { limit }],
    queryFn: ({ signal }) => getEvents(signal, limit),
  });
}

export function useEvents(limit?: number) {
  return useQuery(eventsQueryOptions(limit));
}

/** Events still to be played, soonest first. */
export function upcomingEvents(events: readonly SportEvent[], limit: number): SportEvent[] {
  return events
    .filter((event) => event.status === 'upcoming')
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, limit);
}

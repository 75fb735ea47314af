import { EventsResponseSchema, type PublicEvent } from '@arcade/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SportEvent = PublicEvent;

export const EVENTS_PATH = '/api/events';

export async function getEvents(signal?: AbortSignal): Promise<SportEvent[]> {
  const response = await apiRequest(EVENTS_PATH, EventsResponseSchema, { signal });
  return response.events;
}

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: [EVENTS_PATH],
    queryFn: ({ signal }) => getEvents(signal),
  });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}

/** Events still to be played, soonest first. */
export function upcomingEvents(events: readonly SportEvent[], limit: number): SportEvent[] {
  return events
    .filter((event) => event.status === 'upcoming')
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, limit);
}

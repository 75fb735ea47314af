import { eventsCoverageQueryOptions, eventsQueryOptions } from '@/features/events';
import type { FirstQuery } from '@/lib/first-reads';
import { meQueryOptions } from '@/lib/session/get-me';
import { recordVolumeQueryOptions } from './api/get-record-volume';

/**
 * What the landing's first render reads: the session (none), the upcoming events (the ticker and the six
 * cards), what the market covers and the picks published a day. The server renders the landing for a
 * visitor without a session from these reads (the same for every such visitor) and sends them with it.
 */
export function landingFirstQueries(): FirstQuery[] {
  return [
    meQueryOptions(),
    eventsQueryOptions(),
    eventsCoverageQueryOptions(),
    recordVolumeQueryOptions(),
  ] as FirstQuery[];
}

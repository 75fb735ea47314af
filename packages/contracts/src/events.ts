import { z } from 'zod';
import { SportSchema } from './domain';

export const EventStatusSchema = z.enum(['upcoming', 'live', 'finished', 'postponed', 'cancelled']);

/** A public event: teams and time only, nothing about picks. */
export const PublicEventSchema = z.object({
  id: z.string(),
  sport: SportSchema,
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  status: EventStatusSchema,
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

export const EventsResponseSchema = z.object({ events: z.array(PublicEventSchema) });
export type EventsResponse = z.infer<typeof EventsResponseSchema>;

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

/** One stored price (admin read). */
export const StoredQuoteSchema = z.object({
  bookmaker: z.string(),
  market: z.enum(['h2h', 'spreads', 'totals']),
  selection: z.string(),
  odds: z.number(),
  line: z.number().nullable(),
  timestamp: z.iso.datetime({ offset: true }),
  isClosing: z.boolean(),
});
export type StoredQuote = z.infer<typeof StoredQuoteSchema>;

/** GET /api/admin/events/:id/odds: the event, each book's latest price, the close and the line moves. */
export const AdminEventOddsSchema = z.object({
  event: PublicEventSchema.extend({
    apiSource: z.string(),
    homeScore: z.number().int().nullable(),
    awayScore: z.number().int().nullable(),
  }),
  latest: z.array(StoredQuoteSchema),
  closing: z.array(StoredQuoteSchema),
  movements: z.array(
    z.object({
      bookmaker: z.string(),
      market: z.string(),
      selection: z.string(),
      openingOdds: z.number(),
      currentOdds: z.number(),
      movement: z.number(),
      movementPercent: z.number(),
      movementType: z.string().nullable(),
    }),
  ),
  snapshots: z.number().int(),
});
export type AdminEventOdds = z.infer<typeof AdminEventOddsSchema>;

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

const isoTime = z.iso.datetime({ offset: true });

/** What the market offers for one league now: counts of events only, never anything about picks. */
export const LeagueCoverageSchema = z.object({
  league: z.string(),
  /** Upcoming events starting within 24 hours, and within 7 days. */
  upcoming24h: z.number().int().nonnegative(),
  upcoming7d: z.number().int().nonnegative(),
  /** Of the events within 7 days, those with prices. */
  priced: z.number().int().nonnegative(),
  nextStartTime: isoTime.nullable(),
  /**
   * With nothing in the next 7 days: when the league plays again (the demo market knows its
   * calendar; with The Odds API it is unknown, null). Null while it has upcoming events.
   */
  returnsAt: isoTime.nullable(),
});
export type LeagueCoverage = z.infer<typeof LeagueCoverageSchema>;

/** One sport: its leagues and their totals; `returnsAt` when none of its leagues plays within 7 days. */
export const SportCoverageSchema = LeagueCoverageSchema.omit({ league: true }).extend({
  sport: SportSchema,
  leagues: z.array(LeagueCoverageSchema),
});
export type SportCoverage = z.infer<typeof SportCoverageSchema>;

/** GET /api/events/coverage (public): per sport, what the market offers now. */
export const EventsCoverageResponseSchema = z.object({
  generatedAt: isoTime,
  sports: z.array(SportCoverageSchema),
});
export type EventsCoverageResponse = z.infer<typeof EventsCoverageResponseSchema>;

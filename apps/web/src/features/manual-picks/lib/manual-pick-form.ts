import {
  type ManualPick,
  ManualPickSchema,
  MarketSchema,
  PickStatusSchema,
  SportSchema,
  TierSchema,
} from '@arcade/contracts';
import { z } from 'zod';
import { formMessage, type ValidationKey } from '@/lib/form/form-messages';
import { parseAmericanOdds } from '@/lib/odds-input';
import type { ManualPriceInput } from '../api/get-manual-price-check';

/** Bankroll base for manual picks. */
const MANUAL_PICK_BANKROLL = 1000;

const wire = ManualPickSchema.shape;

/** Where a manual pick's event comes from: the feed's upcoming events, or a league and a start typed in. */
export const EventSourceSchema = z.enum(['feed', 'custom']);
export type EventSource = z.infer<typeof EventSourceSchema>;

/** Reads a typed number, accepting a decimal comma (Spanish keyboards); null when it is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** An optional number typed as text: empty is 0; null when it is not a number `fits` accepts. */
function optionalNumber(text: string, fits: (value: number) => boolean): number | null {
  if (text.trim() === '') return 0;
  const value = parseNumber(text);
  return value !== null && fits(value) ? value : null;
}

/** American odds typed as text ('+150', '-200'), null when they are not valid odds. */
function americanOdds(text: string) {
  const parsed = parseAmericanOdds(text);
  return parsed && wire.odds.safeParse(parsed.decimal).success ? parsed : null;
}

const fitsEdge = (percent: number) => wire.edge.safeParse(percent / 100).success;
const fitsStake = (stake: number) => wire.stake.safeParse(stake).success;

/** What the form holds before it is checked: text as typed, selects as chosen ('' = not chosen yet). */
const FieldsSchema = z.object({
  tier: z.union([TierSchema, z.literal('')]),
  source: EventSourceSchema,
  /** The feed event chosen ('' until one is). */
  eventId: z.string(),
  sport: z.union([SportSchema, z.literal('')]),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** A `datetime-local` value in the admin's time zone. */
  startsAt: z.string(),
  market: MarketSchema,
  selection: z.string(),
  line: z.string(),
  bookmaker: z.string(),
  oddsAmerican: z.string(),
  edgePercent: z.string(),
  stake: z.string(),
  status: PickStatusSchema,
});

type Fields = z.output<typeof FieldsSchema>;

const issue = (ctx: z.RefinementCtx, path: string, input: string, message?: ValidationKey) =>
  ctx.addIssue({
    code: 'custom',
    path: [path],
    input,
    ...(message ? { message: formMessage(message) } : {}),
  });

/** A required text field: each blank one says 'Required' under itself. */
function requireText(ctx: z.RefinementCtx, values: Fields, fields: readonly (keyof Fields)[]) {
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') issue(ctx, field, value);
  }
}

/**
 * The manual pick form and the POST /api/admin/picks/manual body it becomes. The pick
 * belongs to an event: one of the feed's upcoming events (its teams, league and start are the
 * server's), or a sport, league, teams and a start still to come. Tier, selection (with its line on a
 * spread or total), the book and the American odds are required; the decimal odds are sent with
 * them; the edge typed in percent is sent as a fraction (empty → 0); the stake typed is the stake
 * sent (empty → 0); bankroll 1000. Every rule is checked at once, so each field shows its own message.
 */
export function manualPickFormSchema(now: () => Date = () => new Date()) {
  return FieldsSchema.superRefine((values, ctx) => {
    if (values.tier === '') issue(ctx, 'tier', '');
    if (values.source === 'feed') {
      if (values.eventId === '') issue(ctx, 'eventId', '', 'chooseEvent');
    } else {
      if (values.sport === '') issue(ctx, 'sport', '');
      requireText(ctx, values, ['league', 'homeTeam', 'awayTeam']);
      const start = Date.parse(values.startsAt);
      if (values.startsAt.trim() === '') issue(ctx, 'startsAt', '');
      else if (!(start > now().getTime())) issue(ctx, 'startsAt', values.startsAt, 'futureStart');
    }
    requireText(ctx, values, ['selection']);
    if (values.market !== 'h2h') {
      if (values.line.trim() === '') issue(ctx, 'line', '');
      else if (parseNumber(values.line) === null) issue(ctx, 'line', values.line, 'line');
    }
    requireText(ctx, values, ['bookmaker']);
    if (values.oddsAmerican.trim() === '') issue(ctx, 'oddsAmerican', '');
    else if (!americanOdds(values.oddsAmerican))
      issue(ctx, 'oddsAmerican', values.oddsAmerican, 'americanOdds');
    if (optionalNumber(values.edgePercent, fitsEdge) === null)
      issue(ctx, 'edgePercent', values.edgePercent, 'edgePercent');
    if (optionalNumber(values.stake, fitsStake) === null)
      issue(ctx, 'stake', values.stake, 'nonNegativeNumber');
  }).transform((values): ManualPick => {
    // Every rule above held: each value reads as checked.
    const odds = americanOdds(values.oddsAmerican) as { american: number; decimal: number };
    const common = {
      tier: values.tier as z.infer<typeof TierSchema>,
      market: values.market,
      selection: values.selection.trim(),
      ...(values.market === 'h2h' ? {} : { line: parseNumber(values.line) as number }),
      bookmaker: values.bookmaker.trim(),
      odds: odds.decimal,
      oddsAmerican: odds.american,
      edge: (optionalNumber(values.edgePercent, fitsEdge) as number) / 100,
      stake: optionalNumber(values.stake, fitsStake) as number,
      status: values.status,
      bankroll: MANUAL_PICK_BANKROLL,
    };
    if (values.source === 'feed') return { ...common, eventId: values.eventId };
    return {
      ...common,
      sport: values.sport as z.infer<typeof SportSchema>,
      league: values.league.trim(),
      homeTeam: values.homeTeam.trim(),
      awayTeam: values.awayTeam.trim(),
      eventStartTime: new Date(values.startsAt).toISOString(),
    };
  });
}

export const ManualPickFormSchema = manualPickFormSchema();

/** What the form holds: text as typed, selects as chosen ('' = not chosen yet). */
export type ManualPickFormValues = z.input<typeof FieldsSchema>;

export const EMPTY_MANUAL_PICK: ManualPickFormValues = {
  tier: '',
  source: 'feed',
  eventId: '',
  sport: '',
  league: '',
  homeTeam: '',
  awayTeam: '',
  startsAt: '',
  market: 'h2h',
  selection: '',
  line: '',
  bookmaker: '',
  oddsAmerican: '',
  edgePercent: '',
  stake: '',
  status: 'pending',
};

/** The sides a market offers on an event, as the selection select lists them. */
export type Side = 'home' | 'draw' | 'away' | 'over' | 'under';

export function sidesOf(market: ManualPickFormValues['market'], sport: string): readonly Side[] {
  if (market === 'totals') return ['over', 'under'];
  if (market === 'h2h' && sport === 'soccer') return ['home', 'draw', 'away'];
  return ['home', 'away'];
}

const SIDES: readonly string[] = ['home', 'draw', 'away', 'over', 'under'];

/**
 * What the server checks a feed event's price with (the selection's side, its line, the decimal
 * price), once the form holds all of it; null before (or off the feed, where nothing prices it).
 */
export function priceCheckInput(
  values: Pick<ManualPickFormValues, 'source' | 'eventId' | 'market' | 'selection' | 'line'>,
  decimalOdds: number | null,
): ManualPriceInput | null {
  if (values.source !== 'feed' || values.eventId === '' || decimalOdds === null) return null;
  if (!SIDES.includes(values.selection)) return null;
  const line = values.market === 'h2h' ? null : parseNumber(values.line ?? '');
  if (values.market !== 'h2h' && line === null) return null;
  return {
    eventId: values.eventId,
    market: values.market ?? 'h2h',
    selection: values.selection as Side,
    line,
    odds: decimalOdds,
  };
}

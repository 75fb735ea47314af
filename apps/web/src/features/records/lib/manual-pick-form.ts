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

/** Bankroll base for manual picks (product.md §9). */
const MANUAL_PICK_BANKROLL = 1000;

const wire = ManualPickSchema.shape;

/** A select that starts unset (''): 'Required' until an option is chosen. */
function chosen<T extends string>(options: z.ZodType<T>) {
  return z.union([options, z.literal('')]).transform((value, ctx): T => {
    if (value !== '') return value;
    ctx.addIssue({ code: 'custom', input: value });
    return z.NEVER;
  });
}

/** Reads a typed number, accepting a decimal comma (Spanish keyboards); null when it is not one. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** An optional number typed as text: empty is 0, anything else must read as a number `fits` accepts. */
function typedNumber(fits: (value: number) => boolean, message: ValidationKey) {
  return z.string().transform((text, ctx) => {
    if (text.trim() === '') return 0;
    const value = parseNumber(text);
    if (value !== null && fits(value)) return value;
    ctx.addIssue({ code: 'custom', input: text, message: formMessage(message) });
    return z.NEVER;
  });
}

/** American odds typed as text ('+150', '-200'): filled but not valid odds says so, not 'Required'. */
const americanOdds = z
  .string()
  .trim()
  .min(1)
  .transform((text, ctx) => {
    const parsed = parseAmericanOdds(text);
    if (parsed && wire.odds.safeParse(parsed.decimal).success) return parsed;
    ctx.addIssue({ code: 'custom', input: text, message: formMessage('americanOdds') });
    return z.NEVER;
  });

/**
 * The manual pick form (product.md §5) and the POST /api/admin/picks/manual body it becomes: tier,
 * sport, teams, selection and odds required; American odds sent with their decimal; edge typed in
 * percent sent as a fraction (empty → 0); stake empty → 0; bankroll 1000. Each field is checked
 * against the server's own rule, so its message shows under it.
 */
export const ManualPickFormSchema = z
  .object({
    tier: chosen(TierSchema),
    sport: chosen(SportSchema),
    homeTeam: wire.homeTeam,
    awayTeam: wire.awayTeam,
    selection: wire.selection,
    market: MarketSchema,
    oddsAmerican: americanOdds,
    edgePercent: typedNumber((percent) => wire.edge.safeParse(percent / 100).success, 'edgePercent'),
    stake: typedNumber((stake) => wire.stake.safeParse(stake).success, 'nonNegativeNumber'),
    status: PickStatusSchema,
  })
  .transform(({ oddsAmerican, edgePercent, ...values }): ManualPick => ({
    ...values,
    odds: oddsAmerican.decimal,
    oddsAmerican: oddsAmerican.american,
    edge: edgePercent / 100,
    bankroll: MANUAL_PICK_BANKROLL,
  }));

/** What the form holds: text as typed, selects as chosen ('' = not chosen yet). */
export type ManualPickFormValues = z.input<typeof ManualPickFormSchema>;

export const EMPTY_MANUAL_PICK: ManualPickFormValues = {
  tier: '',
  sport: '',
  homeTeam: '',
  awayTeam: '',
  selection: '',
  market: 'h2h',
  oddsAmerican: '',
  edgePercent: '',
  stake: '',
  status: 'pending',
};

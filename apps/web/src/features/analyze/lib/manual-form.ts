import {
  AmericanOddsInputSchema,
  type AnalyzeManualRequest,
  PickTypeSchema,
  SportSchema,
} from '@arcade/contracts';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';
import { parseAmericanOdds } from '@/lib/odds-input';

/**
 * Entrada Manual as typed. The odds are optional American odds ('+150', '-120'), read as every odds
 * field reads them and checked by the contract's odds schema; the teams are only trimmed, as a
 * missing one is said by the page.
 */
export const ManualFormSchema = z.object({
  sport: SportSchema,
  pickType: PickTypeSchema,
  homeTeam: z.string().trim(),
  awayTeam: z.string().trim(),
  odds: z.string().transform((text, ctx): number | undefined => {
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    const typed = parseAmericanOdds(trimmed);
    const parsed = typed && AmericanOddsInputSchema.safeParse(typed.american);
    if (parsed?.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: formMessage('invalid') });
    return z.NEVER;
  }),
});

export type ManualFormValues = z.input<typeof ManualFormSchema>;

export const MANUAL_FORM_DEFAULTS: ManualFormValues = {
  sport: 'nba',
  pickType: 'moneyline',
  homeTeam: '',
  awayTeam: '',
  odds: '',
};

/** The request to send, or null when a team is missing. */
export function manualRequestOf(values: z.output<typeof ManualFormSchema>): AnalyzeManualRequest | null {
  const { sport, homeTeam, awayTeam, pickType, odds } = values;
  if (!homeTeam || !awayTeam) return null;
  return { sport, homeTeam, awayTeam, pickType, ...(odds === undefined ? {} : { odds }) };
}

import { BacktestStrategySchema, SportSchema } from '@arcade/contracts';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';

/**
 * A new run as typed: two calendar days (the run walks the matches in [from, to)) and an optional
 * name. An empty day is 'Required'; a start on or after the end is named under the start.
 */
export const BacktestFormSchema = z
  .object({
    sport: SportSchema,
    strategy: BacktestStrategySchema,
    from: z.iso.date(),
    to: z.iso.date(),
    name: z.string().trim().max(120),
  })
  .refine((range) => range.from < range.to, { path: ['from'], message: formMessage('dateOrder') });

export type BacktestFormValues = z.input<typeof BacktestFormSchema>;

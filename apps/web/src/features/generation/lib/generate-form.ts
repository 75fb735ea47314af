import { GenerateRequestSchema, SportSchema } from '@arcade/contracts';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';
import type { GenerationParams } from '../api/stream-generation';
import { clampPickCount, DEFAULT_BANKROLL, DEFAULT_PICK_COUNT } from './generation';

const contract = GenerateRequestSchema.shape;

/** A field's text checked by the contract's schema for it (which reads any input). */
function checkedBy<T>(schema: z.ZodType<T>) {
  return (text: string, ctx: z.RefinementCtx): T => {
    const result = schema.safeParse(text);
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message: formMessage('invalid') });
    return z.NEVER;
  };
}

/** 'all' is no sport (the contract's sport is optional). */
export const SPORT_OPTIONS = ['all', ...SportSchema.options] as const;

/**
 * The generate dialog as typed (numbers kept as the text in their inputs), checked by the
 * contract's rules: the bankroll must be positive (a decimal comma is read as a point) and the
 * count is clamped to 1–50 before the contract's whole count.
 */
export const GenerateFormSchema = z
  .object({
    sport: z.enum(SPORT_OPTIONS),
    strategy: contract.strategy,
    pickCount: z
      .string()
      .transform((text) => String(clampPickCount(text)))
      .transform(checkedBy(contract.pickCount)),
    bankroll: z
      .string()
      .transform((text) => text.trim().replace(',', '.'))
      .transform(checkedBy(contract.bankroll)),
  })
  .transform((values): GenerationParams => values);

export type GenerateFormValues = z.input<typeof GenerateFormSchema>;

export const GENERATE_FORM_DEFAULTS: GenerateFormValues = {
  sport: 'all',
  strategy: 'auto',
  pickCount: String(DEFAULT_PICK_COUNT),
  bankroll: String(DEFAULT_BANKROLL),
};

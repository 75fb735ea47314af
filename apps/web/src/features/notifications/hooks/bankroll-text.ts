import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';

/** The largest bankroll the server keeps for alerts. */
export const MAX_ALERT_BANKROLL = 1e9;

/**
 * The alert bankroll as typed: empty is "none" (stakes as a share), else a number above 0 and at
 * most MAX_ALERT_BANKROLL, with a comma or a point for decimals and spaces between thousands.
 */
export function readBankroll(text: string): { ok: true; value: number | null } | { ok: false } {
  const normalized = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (normalized === '') return { ok: true, value: null };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalized)) return { ok: false };
  const value = Number(normalized);
  return value > 0 && value <= MAX_ALERT_BANKROLL ? { ok: true, value } : { ok: false };
}

/** The bankroll form: its text read as above, or named under the field when it is not a bankroll. */
export const AlertBankrollFormSchema = z.object({
  bankroll: z.string().transform((text, context) => {
    const read = readBankroll(text);
    if (read.ok) return read.value;
    context.addIssue({ code: 'custom', message: formMessage('alertBankroll') });
    return z.NEVER;
  }),
});

import { MasseyRefusalDetailsSchema } from '@arcade/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

export type RefusalLine = { key: string; where: string; text: string };
export type Refusal = { lines: RefusalLine[]; more: number };

/**
 * The bad lines of a refused upload (`error.details` of a `massey_invalid_file`), each in the admin's
 * language; the server's English text when a code is not known here. Null for any other error.
 */
export function refusalOf(error: unknown, t: TFunction<'massey'>): Refusal | null {
  if (!(error instanceof ApiError) || error.reason !== 'massey_invalid_file') return null;
  const parsed = MasseyRefusalDetailsSchema.safeParse(error.details);
  if (!parsed.success) return null;
  // Each code's template names its own variables; the per-key typing is relaxed here.
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lines = parsed.data.lines.map((line, i) => ({
    key: `${line.file}-${line.line}-${i}`,
    where: t(line.file === 'teams' ? 'refusal.teamsLine' : 'refusal.line', { line: line.line }),
    text: translate(`lineErrors.${line.code}`, { ...line.values, defaultValue: line.message }),
  }));
  return { lines, more: Math.max(0, parsed.data.totalErrors - lines.length) };
}

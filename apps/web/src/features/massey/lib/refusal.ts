import { MasseyLineCodeSchema, MasseyRefusalDetailsSchema } from '@arcade/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

export type RefusalLine = { key: string; where: string; text: string };
export type Refusal = { lines: RefusalLine[]; more: number };

/**
 * The bad lines of a refused upload (`error.details` of a `massey_invalid_file`), each in the admin's
 * language (a code this client does not know reads as an invalid line). Null for any other error.
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
    text: MasseyLineCodeSchema.safeParse(line.code).success
      ? translate(`lineErrors.${line.code}`, line.values)
      : t('refusal.unknownCode'),
  }));
  return { lines, more: Math.max(0, parsed.data.totalErrors - lines.length) };
}

/** The toast's one line for a refused upload: the first bad line and how many more, as the panel says them. */
export function refusalSummary(refusal: Refusal, t: TFunction<'massey'>): string {
  const first = refusal.lines[0];
  if (!first) return t('refusal.title');
  const more = refusal.lines.length - 1 + refusal.more;
  const line = `${first.where}: ${first.text}`;
  return more > 0 ? t('refusal.summaryMore', { line, count: more }) : t('refusal.summary', { line });
}

import type { TFunction } from 'i18next';
import { reasonText } from '@/features/analysis-log';
import type { GenerationSummary } from '../hooks/generation-store';

/** How many rejection reasons the summary names, commonest first. */
const SHOWN_REASONS = 3;

/**
 * The finished generation in the admin's language: picks found out of the events analysed, or, when
 * nothing passed, the commonest rejection reasons with their counts (the server sends codes).
 */
export function generationSummaryText(summary: GenerationSummary, t: TFunction<'admin'>): string {
  if (summary.picks > 0)
    return t('generation.summary.found', { count: summary.picks, analysed: summary.analysed });
  const none = t('generation.summary.none', { count: summary.analysed });
  const reasons = Object.entries(summary.rejections)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN_REASONS)
    .map(([reason, count]) => `${reasonText(reason, t)}: ${count}`)
    .join('; ');
  return reasons ? `${none} ${t('generation.summary.reasons', { reasons })}` : none;
}

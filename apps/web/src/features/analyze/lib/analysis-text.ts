import { reasonText } from '@/features/analysis-log';
import i18n from '@/lib/i18n';
import type { TFunction } from 'i18next';

/** A machine reason in words: the analysis log's texts, else this tool's own, else as sent. */
export function analysisReason(reason: string, tAdmin: TFunction<'admin'>): string {
  const known = reasonText(reason, tAdmin);
  if (known !== reason) return known;
  // Keys built from a server reason: checked with `exists` first, so the loose typing is safe here.
  const translate = i18n.t as unknown as (key: string) => string;
  for (const key of [`analyze:reasons.${reason}`, `analyze:market.reasons.${reason}`])
    if (i18n.exists(key)) return translate(key);
  return reason;
}

/** Market strategies read prices: their probability is the market's. Two are shown as such. */
export const MARKET_STRATEGY_LABELS: Record<string, 'marketSignal' | 'lineMovement'> = {
  'market-inefficiency': 'marketSignal',
  clv: 'lineMovement',
  'sharp-money': 'marketSignal',
};

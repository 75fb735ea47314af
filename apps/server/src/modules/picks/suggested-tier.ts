import type { Tier } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { ConfigSettingsRow } from '../../db/schema/index';
import { tierAssigner } from './tiering';

export type TierSuggester = (edge: number, agreement: number) => Tier;

/**
 * Which tier an edge would earn now, as generation would give it (by its rank among the last 30
 * days' candidates, or by the fixed thresholds, as the settings say), offered beside an odds edit,
 * which keeps the pick's tier. The one place the admin panel asks which tier an edge deserves, so
 * the web never repeats the rule.
 */
export async function tierSuggester(
  db: Database,
  config: ConfigSettingsRow,
  now: Date,
): Promise<TierSuggester> {
  const assign = await tierAssigner(db, config, now);
  // A price with no edge ranks below every candidate (each had one): the lowest tier.
  return (edge, agreement) => (edge < 0 ? 'vip' : assign(edge, agreement).tier);
}

import { type Tier, TierSchema } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { tierSums } from '../../db/schema/index';
import { sumsOf, type TierSums } from './tier-kpis';

/**
 * Each tier's sums over the published picks (tier-kpis.ts sumsOf), as the picks' triggers keep them
 * (migration 0017 `tier_sums`): a row a tier whatever the history. A tier without published picks has
 * no row.
 */
export async function publishedTierSums(db: Database): Promise<TierSums[]> {
  const rows = await db.select().from(tierSums);
  const byTier = new Map(rows.map((row) => [row.tier as Tier, { ...row, tier: row.tier as Tier }]));
  return TierSchema.options.map((tier) => byTier.get(tier) ?? sumsOf(tier, []));
}

import type { Tx } from '../../db/client';
import { insertAiAnalysis } from './ai-analyses.repository';
import type { EnrichmentInput, EnrichmentOutcome } from './pick-enrichment';

/**
 * Keeps the analysis behind an applied enrichment (ai_pick_analyses), in the transaction that stores
 * its pick, and answers its id. Skipped enrichments are not kept: the generation log says why.
 */
export function saveAiAnalysis(
  tx: Tx,
  pickId: string | null,
  input: EnrichmentInput,
  outcome: Extract<EnrichmentOutcome, { status: 'applied' }>,
): Promise<string> {
  return insertAiAnalysis(tx, pickId, input, outcome);
}

import type { Tx } from '../../db/client';
import { aiPickAnalyses } from '../../db/schema/index';
import { enrichmentContext } from './enrichment-prompt';
import type { EnrichmentInput, EnrichmentOutcome } from './pick-enrichment';

/**
 * Stores the analysis of an applied enrichment in ai_pick_analyses and returns its id. Skipped
 * enrichments are not stored: the generation log says why they were skipped.
 */
export async function insertAiAnalysis(
  tx: Tx,
  pickId: string | null,
  input: EnrichmentInput,
  outcome: Extract<EnrichmentOutcome, { status: 'applied' }>,
): Promise<string> {
  const [row] = await tx
    .insert(aiPickAnalyses)
    .values({
      pickId,
      eventId: input.eventId,
      sport: input.sport,
      league: input.league,
      promptId: outcome.promptId,
      model: outcome.model,
      inputContext: enrichmentContext(input),
      aiResponse: outcome.response,
      probabilityEstimate: outcome.adjustedProbability,
      scoreAdjustment: outcome.adjustedProbability - input.pModel,
      riskLevel: outcome.riskLevel,
      confidence: outcome.confidence,
      keyFactors: outcome.keyFactors,
      warnings: outcome.warnings,
      tokensUsed: outcome.tokensUsed,
      processingTimeMs: outcome.durationMs,
      analysisType: 'pre_pick',
      wasPickGenerated: true,
    })
    .returning({ id: aiPickAnalyses.id });
  if (!row) throw new Error('ai_pick_analyses insert returned no row');
  return row.id;
}

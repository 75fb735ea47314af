import type { Sport } from '@arcade/contracts';
import { z } from 'zod';
import { LEVELS } from '../../db/schema/enums';
import type { JsonSchemaFormat } from './openai-client';

/** What the AI is told about one pick (the prompt's context is built from it). */
export interface EnrichmentInput {
  eventId: string | null;
  sport: Sport;
  league: string | null;
  homeTeam: string;
  awayTeam: string;
  startTime: Date;
  /** 'home' | 'away' | 'draw' (moneyline picks). */
  selection: string;
  /** e.g. "Real Madrid ML". */
  displayLine: string;
  odds: number;
  pModel: number;
  pMarketFair: number;
  edge: number;
  predictions: { strategy: string; winner: string; probability: number; keyFactors: string[] }[];
}

/** Used when the sport has no active row in sport_prompts. */
export const DEFAULT_SYSTEM_PROMPT = [
  'You are a cautious sports-betting analyst reviewing one pre-match value pick produced by statistical models.',
  'You receive the event, the selection, the best decimal odds, the model probability (pModel), the de-vigged',
  'market probability (pMarketFair), the edge and the prediction of each strategy with its key factors.',
  'Judge whether pModel should move slightly, using what the numbers show and what you know of the sport',
  '(form, injuries, schedule congestion, travel, motivation, venue, weather where it matters).',
  'Be sceptical: betting markets are efficient, so a large disagreement with the market is more often a model',
  'error than an opportunity. Name concrete risks; do not repeat the numbers back.',
].join(' ');

/** Always sent after the sport's prompt, so an admin's prompt cannot drop the answer's contract. */
export const RESPONSE_RULES = [
  'Answer with one JSON object and nothing else, with exactly these fields:',
  '- adjustedProbability: your estimate of the probability that the selection wins, a decimal fraction strictly',
  '  between 0 and 1 (0.57, not 57). Stay within 0.03 of pModel; a larger move is cut back to that bound.',
  '- warnings: short sentences on the risks that could make the pick lose (may be empty).',
  '- riskLevel: "low", "medium" or "high".',
  '- confidence: how sure you are of your estimate: "low", "medium" or "high".',
  '- keyFactors: the few short factors that drive your estimate.',
  'You never change, suggest or comment on odds or stakes. Never write hype such as "guaranteed", "lock",',
  '"sure thing", "seguro" or "garantizado": state uncertainty plainly. Sentences with such words are discarded.',
].join('\n');

const textList = { type: 'array', items: { type: 'string' } } as const;
const level = { type: 'string', enum: [...LEVELS] } as const;

/** The structured answer asked of the model (providers.md: response_format json_schema, strict). */
export const ENRICHMENT_RESPONSE_FORMAT: JsonSchemaFormat = {
  type: 'json_schema',
  json_schema: {
    name: 'pick_enrichment',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['adjustedProbability', 'warnings', 'riskLevel', 'confidence', 'keyFactors'],
      properties: {
        adjustedProbability: {
          type: 'number',
          description: 'Probability that the selection wins, in (0, 1)',
        },
        warnings: textList,
        riskLevel: level,
        confidence: level,
        keyFactors: textList,
      },
    },
  },
};

// Long lists or essays are not the short notes asked for: the answer is rejected, not trimmed.
const TextListSchema = z
  .array(z.string().max(500))
  .max(20)
  .transform((list) => list.map((item) => item.trim()).filter((item) => item.length > 0));

/** What the model must answer; anything else is an invalid response. */
export const EnrichmentAnswerSchema = z.object({
  adjustedProbability: z.number().gt(0).lt(1),
  warnings: TextListSchema,
  riskLevel: z.enum(LEVELS),
  confidence: z.enum(LEVELS),
  keyFactors: TextListSchema,
});
export type EnrichmentAnswer = z.infer<typeof EnrichmentAnswerSchema>;

/** What the model is told about the pick; stored as ai_pick_analyses.input_context as well. */
export function enrichmentContext(input: EnrichmentInput): Record<string, unknown> {
  return {
    event: {
      sport: input.sport,
      league: input.league,
      homeTeam: input.homeTeam,
      awayTeam: input.awayTeam,
      startTime: input.startTime.toISOString(),
    },
    pick: {
      market: 'moneyline',
      selection: input.selection,
      displayLine: input.displayLine,
      odds: input.odds,
      pModel: input.pModel,
      pMarketFair: input.pMarketFair,
      edge: input.edge,
    },
    predictions: input.predictions,
  };
}

/** Some providers wrap JSON in a Markdown fence even when asked not to; the fence is not the answer. */
export function stripJsonFence(content: string): string {
  const match = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(content);
  return match?.[1] ?? content;
}

import type { FormulaFigures, FormulaParameters } from '@arcade/contracts';
import { compileFormula, FormulaError, FORMULA_VARIABLES } from '@arcade/core';
import { z } from 'zod';
import type { AiConfig } from '../../../config';
import type { Language } from '../../../lib/request-language';
import {
  AiProviderError,
  createOpenAiClient,
  isHype,
  type JsonSchemaFormat,
  stripJsonFence,
  withoutHype,
} from '../../ai';
import type { Analysis } from './static-analysis';

/** The formula language as the model is told it. */
const FORMULA_GRAMMAR = [
  'The pick formula language (a small, safe expression language; nothing else exists):',
  '- numbers (0.05), strings in quotes ("soccer"), true, false;',
  '- arithmetic + - * / %, comparisons < <= > >= == !=, and / or / not, parentheses;',
  '- functions min(a, b, …), max(a, b, …), abs(x), if(condition, a, b);',
  `- variables: ${FORMULA_VARIABLES.join(', ')}.`,
  'pModel, pMarketFair, agreement are fractions in [0, 1]; edge = pModel × odds − 1; odds are decimal;',
  'hoursToStart in hours; lineMove is the relative price move since the opening; sport is one of soccer,',
  'nfl, baseball, nba, nhl; market one of h2h, spreads, totals. The config values (kellyFraction, edgeThreshold,',
  'maxStakePercent, minOdds, minProbability) are readable too.',
  'A boolean result filters candidates; a number ranks them and a candidate needs a score > 0. Candidates must',
  'already pass edge >= edgeThreshold, odds >= minOdds and pModel >= minProbability before the formula.',
].join('\n');

const RULES = (language: Language) =>
  [
    'You review a sports-betting pick formula for an analyst. Judge it by closing-line value (CLV) first and by',
    'ROI with its 95% interval second: results over fewer than a few hundred bets are mostly noise.',
    `Write every sentence in ${language === 'es' ? 'Spanish' : 'English'}.`,
    'Answer with one JSON object and nothing else, with exactly these fields:',
    '- confidence: "low", "medium" or "high": how far the figures support using this formula;',
    '- isValid: whether the formula is valid in the language;',
    '- reasoning: a short paragraph;',
    '- expectedPerformance: one or two sentences on what to expect, with the uncertainty;',
    '- suggestions: short sentences (may be empty);',
    '- risks: short sentences (may be empty);',
    '- correctedFormula: a corrected or improved formula in the same language, or null.',
    'Never write hype such as "guaranteed", "lock", "sure thing", "seguro" or "garantizado". Sentences with such',
    'words are discarded.',
  ].join('\n');

const textList = { type: 'array', items: { type: 'string' } } as const;

const RESPONSE_FORMAT: JsonSchemaFormat = {
  type: 'json_schema',
  json_schema: {
    name: 'formula_evaluation',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: [
        'confidence',
        'isValid',
        'reasoning',
        'expectedPerformance',
        'suggestions',
        'risks',
        'correctedFormula',
      ],
      properties: {
        confidence: { type: 'string', enum: ['low', 'medium', 'high'] },
        isValid: { type: 'boolean' },
        reasoning: { type: 'string' },
        expectedPerformance: { type: 'string' },
        suggestions: textList,
        risks: textList,
        correctedFormula: { type: ['string', 'null'] },
      },
    },
  },
};

const TextListSchema = z
  .array(z.string().max(500))
  .max(20)
  .transform((list) => list.map((item) => item.trim()).filter((item) => item.length > 0));

const AnswerSchema = z.object({
  confidence: z.enum(['low', 'medium', 'high']),
  isValid: z.boolean(),
  reasoning: z.string().trim().min(1).max(3000),
  expectedPerformance: z.string().trim().min(1).max(1500),
  suggestions: TextListSchema,
  risks: TextListSchema,
  correctedFormula: z.string().max(1000).nullable(),
});

interface FormulaAiInput {
  formula: string;
  error: { message: string; column: number } | null;
  parameters: FormulaParameters;
  tested: FormulaFigures | null;
  current: FormulaFigures;
  currentFormula: string | null;
  sources: { picks: number; history: number };
}

type AiEvaluation =
  | { ok: true; analysis: Analysis; correctedFormula: string | null; prompt: string }
  | { ok: false; detail: string; prompt: string | null };

const withoutCurve = (figures: FormulaFigures | null) => {
  if (!figures) return null;
  const { curve: _curve, ...rest } = figures;
  return rest;
};

/** Whether AI_BASE_URL, AI_API_KEY and AI_MODEL are all set. */
export const isAiConfigured = (ai: AiConfig) => Boolean(ai.baseUrl && ai.apiKey && ai.model);

/**
 * Asks the configured model to evaluate a formula: the prompt carries the formula,
 * its replay beside the current one, and the language's grammar; the answer must be the JSON asked
 * for (zod), its hype sentences are dropped (a hyped reasoning refuses the whole answer), and a
 * corrected formula is kept only if it parses. Never throws for provider problems.
 */
export async function evaluateWithAi(
  ai: AiConfig,
  input: FormulaAiInput,
  language: Language,
): Promise<AiEvaluation> {
  if (!ai.baseUrl || !ai.apiKey || !ai.model) return { ok: false, detail: 'not configured', prompt: null };
  const client = createOpenAiClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, timeoutMs: ai.timeoutMs });
  const prompt = JSON.stringify({
    formula: input.formula,
    parseError: input.error,
    parameters: input.parameters,
    tested: withoutCurve(input.tested),
    currentFormula: input.currentFormula,
    current: withoutCurve(input.current),
    sources: input.sources,
  });
  let content: string;
  try {
    const completion = await client.chat({
      model: ai.model,
      messages: [
        { role: 'system', content: RULES(language) },
        { role: 'system', content: FORMULA_GRAMMAR },
        { role: 'user', content: prompt },
      ],
      responseFormat: RESPONSE_FORMAT,
    });
    content = completion.content;
  } catch (error) {
    if (error instanceof AiProviderError) return { ok: false, detail: error.reason, prompt };
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(stripJsonFence(content));
  } catch {
    return { ok: false, detail: 'invalid_response', prompt };
  }
  const parsed = AnswerSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, detail: 'invalid_response', prompt };
  const answer = parsed.data;
  if (isHype(answer.reasoning) || isHype(answer.expectedPerformance))
    return { ok: false, detail: 'hype', prompt };
  return {
    ok: true,
    prompt,
    analysis: {
      confidence: answer.confidence,
      reasoning: answer.reasoning,
      expectedPerformance: answer.expectedPerformance,
      suggestions: withoutHype(answer.suggestions).kept,
      risks: withoutHype(answer.risks).kept,
    },
    correctedFormula: parsesOrNull(answer.correctedFormula, input.formula),
  };
}

/** A proposed formula that parses and differs from the original, else null. */
function parsesOrNull(proposed: string | null, original: string): string | null {
  const text = proposed?.trim();
  if (!text || text === original.trim()) return null;
  try {
    compileFormula(text);
    return text;
  } catch (error) {
    if (error instanceof FormulaError) return null;
    throw error;
  }
}

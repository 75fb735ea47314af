import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client';
import {
  DEFAULT_SYSTEM_PROMPT,
  ENRICHMENT_RESPONSE_FORMAT,
  type EnrichmentAnswer,
  EnrichmentAnswerSchema,
  enrichmentContext,
  type EnrichmentInput,
  RESPONSE_RULES,
  stripJsonFence,
} from './enrichment-prompt';
import { withoutHype } from './hype-filter';
import { AiProviderError, createOpenAiClient } from './openai-client';
import { findActivePrompt } from './prompts.repository';

export type { EnrichmentInput } from './enrichment-prompt';

type Level = 'low' | 'medium' | 'high';

export type EnrichmentOutcome =
  | {
      status: 'applied';
      model: string;
      rawProbability: number;
      /** clamp(raw, pModel − 0.03, pModel + 0.03), also kept inside [0.01, 0.99]. */
      adjustedProbability: number;
      warnings: string[];
      riskLevel: Level;
      confidence: Level;
      keyFactors: string[];
      promptId: string | null;
      tokensUsed: number | null;
      durationMs: number;
      /** The model's answer as parsed, before capping and the hype filter. */
      response: unknown;
    }
  | {
      status: 'skipped';
      reason: 'not_configured' | 'timeout' | 'provider_error' | 'invalid_response';
      detail: string;
      durationMs: number;
    };

export interface PickEnricher {
  readonly isConfigured: boolean;
  /**
   * Never throws for provider problems: they come back as `skipped` with the reason. Rethrows only
   * the abort of `signal` (the generation was cancelled). Reads sport_prompts on `db`, so call it
   * outside a transaction (on PGlite a query beside an open transaction waits for it).
   */
  enrich(input: EnrichmentInput, signal?: AbortSignal): Promise<EnrichmentOutcome>;
}

interface PickEnricherOptions {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs: number;
}

/** The AI moves pModel by at most 3 percentage points. */
const MAX_ADJUSTMENT = 0.03;
const PROBABILITY_FLOOR = 0.01;
const PROBABILITY_CEILING = 0.99;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The model's probability moved back within ±3 points of pModel and inside [0.01, 0.99]. */
function capProbability(raw: number, pModel: number): number {
  const capped = clamp(raw, pModel - MAX_ADJUSTMENT, pModel + MAX_ADJUSTMENT);
  return clamp(capped, PROBABILITY_FLOOR, PROBABILITY_CEILING);
}

/** An enricher of moneyline picks by any OpenAI-compatible model; unconfigured, it skips at once. */
export function createPickEnricher(options: PickEnricherOptions, db: Database): PickEnricher {
  const { baseUrl, apiKey, model } = options;
  if (!baseUrl || !apiKey || !model) {
    const missing = [!baseUrl && 'AI_BASE_URL', !apiKey && 'AI_API_KEY', !model && 'AI_MODEL'].filter(
      (name): name is string => typeof name === 'string',
    );
    return {
      isConfigured: false,
      enrich: async (_input, signal) => {
        signal?.throwIfAborted();
        return {
          status: 'skipped',
          reason: 'not_configured',
          detail: `${missing.join(', ')} not set`,
          durationMs: 0,
        };
      },
    };
  }

  const client = createOpenAiClient({ baseUrl, apiKey, timeoutMs: options.timeoutMs });

  return {
    isConfigured: true,
    async enrich(input, signal) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      signal?.throwIfAborted();
      const prompt = await findActivePrompt(db, input.sport, input.league);
      const sportPrompt = prompt && prompt.content.trim() !== '' ? prompt : null;
      signal?.throwIfAborted();

      let content: string;
      let tokensUsed: number | null;
      try {
        const completion = await client.chat(
          {
            model,
            messages: [
              { role: 'system', content: sportPrompt?.content ?? DEFAULT_SYSTEM_PROMPT },
              { role: 'system', content: RESPONSE_RULES },
              { role: 'user', content: JSON.stringify(enrichmentContext(input)) },
            ],
            responseFormat: ENRICHMENT_RESPONSE_FORMAT,
          },
          signal,
        );
        content = completion.content;
        tokensUsed = completion.totalTokens;
      } catch (error) {
        if (error instanceof AiProviderError) {
          return { status: 'skipped', reason: error.reason, detail: error.message, durationMs: elapsed() };
        }
        throw error;
      }

      const answer = parseAnswer(content);
      if (!answer.ok) {
        return {
          status: 'skipped',
          reason: 'invalid_response',
          detail: answer.detail,
          durationMs: elapsed(),
        };
      }
      const warnings = withoutHype(answer.value.warnings);
      const keyFactors = withoutHype(answer.value.keyFactors);
      return {
        status: 'applied',
        model,
        rawProbability: answer.value.adjustedProbability,
        adjustedProbability: capProbability(answer.value.adjustedProbability, input.pModel),
        warnings: warnings.kept,
        riskLevel: answer.value.riskLevel,
        confidence: answer.value.confidence,
        keyFactors: keyFactors.kept,
        promptId: sportPrompt?.id ?? null,
        tokensUsed,
        durationMs: elapsed(),
        response: answer.raw,
      };
    },
  };
}

type ParsedAnswer = { ok: true; value: EnrichmentAnswer; raw: unknown } | { ok: false; detail: string };

function parseAnswer(content: string): ParsedAnswer {
  let raw: unknown;
  try {
    raw = JSON.parse(stripJsonFence(content));
  } catch {
    const preview = content.length > 80 ? `${content.slice(0, 80)}…` : content;
    return { ok: false, detail: `the answer is not JSON: ${preview}` };
  }
  const parsed = EnrichmentAnswerSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      detail: `the answer does not match the schema (${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'invalid'})`,
    };
  }
  return { ok: true, value: parsed.data, raw };
}

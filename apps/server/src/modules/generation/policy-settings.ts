import {
  compileFormula,
  DEFAULT_PICK_RULES,
  DomainError,
  type ModelWeights,
  type PolicySettings,
  type TierThresholds,
  validateModelWeights,
} from '@arcade/core';
import { TierThresholdsInputSchema } from '@arcade/contracts';
import type { Database } from '../../db/client';
import { MARKETS, SPORTS } from '../../db/schema/enums';
import { AppError } from '../../lib/app-error';
import { configRow } from '../settings';

// The saved configuration as generation runs with it: read once per run and checked, so a stored
// value that is no longer valid stops the run with a clear refusal instead of a silent default.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored model weights, checked: sports and markets known, every weight in [0, 1] (core's check). */
function modelWeightsOf(stored: unknown): ModelWeights {
  const invalid = (message: string) =>
    new AppError('VALIDATION_ERROR', `The saved model weights are invalid: ${message}`, {
      reason: 'invalid_model_weights',
    });
  if (!isRecord(stored)) throw invalid(`expected an object by sport, got ${JSON.stringify(stored)}`);
  for (const [sport, markets] of Object.entries(stored)) {
    if (!(SPORTS as readonly string[]).includes(sport)) throw invalid(`unknown sport ${sport}`);
    if (!isRecord(markets)) throw invalid(`expected an object by market for ${sport}`);
    const unknown = Object.keys(markets).find((market) => !(MARKETS as readonly string[]).includes(market));
    if (unknown) throw invalid(`unknown market ${unknown} for ${sport}`);
  }
  try {
    return validateModelWeights(stored as ModelWeights);
  } catch (error) {
    if (error instanceof DomainError) throw invalid(error.message);
    throw error;
  }
}

/** The configuration as core's pick policy takes it (the same shape the backtest runs with). */
export async function settingsFrom(db: Database): Promise<PolicySettings> {
  const config = await configRow(db);
  let formula = null;
  if (config.pickFormula?.trim()) {
    try {
      formula = compileFormula(config.pickFormula);
    } catch (error) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The saved pick formula is invalid: ${(error as Error).message}`,
        {
          reason: 'invalid_formula',
        },
      );
    }
  }
  return {
    rules: {
      ...DEFAULT_PICK_RULES,
      edgeThreshold: config.edgeThreshold,
      minOdds: config.minOdds,
      minProbability: config.minProbability,
      sweetSpot: { min: config.minOdds, max: config.maxOdds },
    },
    devigMethod: config.devigMethod,
    formula,
    kellyFraction: config.kellyFraction,
    maxStakePercent: config.maxStakePercent,
    modelWeights: modelWeightsOf(config.modelWeights),
    maxPicksPerEvent: config.maxPicksPerEvent,
    tierThresholds: tierThresholdsOf(config.tierThresholds),
  };
}

/** The stored tier thresholds, checked as an admin's input is (ranges and order). */
function tierThresholdsOf(stored: unknown): TierThresholds {
  const parsed = TierThresholdsInputSchema.safeParse(stored);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_ERROR',
      `The saved tier thresholds are invalid: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
      { reason: 'invalid_tier_thresholds' },
    );
  return parsed.data;
}

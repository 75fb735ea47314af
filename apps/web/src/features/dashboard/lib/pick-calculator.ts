import { DomainError, kellyStake } from '@arcade/core';
import { parseAmericanOdds } from '@/lib/odds-input';
import { parseAmount } from './stake';

export type CalculatorInput = {
  bankroll: string;
  americanOdds: string;
  /** In percent, as people type it: `5` is 5%. */
  edgePercent: string;
  kellyFraction: string;
};

export type CalculatorField = keyof CalculatorInput;

/** What the calculator shows first. */
export const CALCULATOR_DEFAULTS: CalculatorInput = {
  bankroll: '1000',
  americanOdds: '-120',
  edgePercent: '5',
  kellyFraction: '0.25',
};

/** An empty field counts as these: odds −110, Kelly 0.25, bankroll 0; no edge, no bet. */
const EMPTY_FALLBACKS: CalculatorInput = {
  bankroll: '0',
  americanOdds: '-110',
  edgePercent: '0',
  kellyFraction: '0.25',
};

export type CalculatorResult =
  | {
      ok: true;
      decimalOdds: number;
      /** The win probability the edge implies at these odds: (1 + edge) / odds. */
      probability: number;
      /** Full Kelly's share of the bankroll, edge / (odds − 1). */
      fullKelly: number;
      stake: number;
      /** What edge / decimal odds would stake instead: (odds − 1) / odds of the Kelly stake. */
      edgeOverOddsStake: number;
    }
  | { ok: false; field: CalculatorField };

const valueOf = (input: CalculatorInput, field: CalculatorField) =>
  input[field].trim() === '' ? EMPTY_FALLBACKS[field] : input[field];

/**
 * The pick calculator: bankroll × fraction × edge / (odds − 1), through core's
 * Kelly with the probability the edge implies. `field` names the first input that cannot be used.
 */
export function calculatePickStake(input: CalculatorInput): CalculatorResult {
  const bankroll = parseAmount(valueOf(input, 'bankroll'));
  if (bankroll === null || bankroll < 0) return { ok: false, field: 'bankroll' };
  const odds = parseAmericanOdds(valueOf(input, 'americanOdds'));
  if (!odds) return { ok: false, field: 'americanOdds' };
  const edgePercent = parseAmount(valueOf(input, 'edgePercent'));
  if (edgePercent === null) return { ok: false, field: 'edgePercent' };
  const fraction = parseAmount(valueOf(input, 'kellyFraction'));
  if (fraction === null || fraction <= 0 || fraction > 1) return { ok: false, field: 'kellyFraction' };

  const probability = (1 + edgePercent / 100) / odds.decimal;
  try {
    const kelly = kellyStake({ bankroll, probability, odds: odds.decimal, fraction });
    return {
      ok: true,
      decimalOdds: odds.decimal,
      probability,
      fullKelly: kelly.fullKelly,
      stake: kelly.stake,
      edgeOverOddsStake: (kelly.uncapped * (odds.decimal - 1)) / odds.decimal,
    };
  } catch (error) {
    // An edge of −100% or less, or one that makes the win certain, implies no valid probability.
    if (error instanceof DomainError) return { ok: false, field: 'edgePercent' };
    throw error;
  }
}

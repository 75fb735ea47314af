import {
  decimalToAmerican,
  edge as edgeOf,
  MIN_RANK_WINDOW,
  pickNumbers,
  type PolicySettings,
  type TierAssignment,
} from '@arcade/core';
import type { AnalysisLog, NewPickRow } from '../../db/schema/index';
import type { EnrichmentOutcome } from '../ai';
import { displayLineOf, type LogEntry, logEntry, TIER_WINDOW_DAYS, type TierAssigner } from '../picks';
import { factorText } from './analyse-event';
import type { Candidate } from './judge';

/** How the tier was chosen, as a log line: the rank in the window, or the thresholds and why. */
function tierLogEntry(assigned: TierAssignment): LogEntry {
  const { tier, basis, percentile, windowSize } = assigned;
  if (basis === 'rank')
    return logEntry('4', 'tier_by_rank', {
      tier,
      percentile: Math.round((percentile ?? 0) * 100),
      window: windowSize,
      days: TIER_WINDOW_DAYS,
    });
  return basis === 'small_window'
    ? logEntry('4', 'tier_by_thresholds', { tier, window: windowSize, minimum: MIN_RANK_WINDOW })
    : logEntry('4', 'tier_fixed', { tier });
}

type Finalized = { kind: 'pick'; row: NewPickRow } | { kind: 'dropped'; reason: string; log: LogEntry[] };

/** What phase 4 decided for a candidate that stays: its final numbers, tier and log. */
interface FinalDecision {
  pModel: number;
  edge: number;
  stake: number;
  expectedValue: number;
  tier: TierAssignment['tier'];
  displayLine: string;
  log: LogEntry[];
}

/**
 * The decision of phase 4: the AI's capped adjustment (if any), then edge, Kelly stake and tier
 * again; a candidate whose edge or probability no longer clears the rules is dropped, the reason
 * logged.
 */
function decide(
  candidate: Candidate,
  ai: EnrichmentOutcome,
  settings: PolicySettings,
  bankroll: number,
  tierOf: TierAssigner,
): FinalDecision | Extract<Finalized, { kind: 'dropped' }> {
  const log = [...candidate.log];
  const pModel = ai.status === 'applied' ? ai.adjustedProbability : candidate.pModel;
  log.push(
    ai.status === 'applied'
      ? logEntry('4', 'ai_applied', { model: ai.model, from: candidate.pModel, to: pModel })
      : logEntry('4', 'ai_skipped', { reason: ai.reason, detail: ai.detail }),
  );
  const edge = edgeOf(pModel, candidate.odds);
  if (edge < settings.rules.edgeThreshold || pModel < settings.rules.minProbability) {
    log.push(
      logEntry('4', 'final_rejected', {
        reason: edge < settings.rules.edgeThreshold ? 'below_edge_threshold' : 'below_min_probability',
      }),
    );
    return { kind: 'dropped', reason: 'ai_adjustment', log };
  }
  const { stake, expectedValue } = pickNumbers({
    pModel,
    odds: candidate.odds,
    bankroll,
    kellyFraction: settings.kellyFraction,
    maxStakePercent: settings.maxStakePercent,
    agreement: candidate.consensus.agreementPercentage,
    tierThresholds: settings.tierThresholds,
  });
  const assigned = tierOf(edge, candidate.consensus.agreementPercentage);
  const displayLine = displayLineOf(candidate);
  log.push(tierLogEntry(assigned));
  log.push(logEntry('4', 'final_pick', { displayLine, tier: assigned.tier, edge, stake }));
  return { pModel, edge, stake, expectedValue, tier: assigned.tier, displayLine, log };
}

/** The AI's part of the analysis log: what it changed, or why it was skipped. */
function aiEnrichmentOf(ai: EnrichmentOutcome): AnalysisLog['aiEnrichment'] {
  if (ai.status === 'applied')
    return {
      model: ai.model,
      adjustedProbability: ai.adjustedProbability,
      warnings: ai.warnings,
      riskLevel: ai.riskLevel,
      confidence: ai.confidence,
      keyFactors: ai.keyFactors,
    };
  return { model: 'none', adjustedProbability: null, warnings: [], skipped: ai.reason, detail: ai.detail };
}

/** The analysis log stored with the pick: every phase's view of it, and the log lines in order. */
function analysisLogOf(
  candidate: Candidate,
  ai: EnrichmentOutcome,
  decision: FinalDecision,
  now: Date,
): AnalysisLog {
  const { event, consensus, evaluation } = candidate;
  const { pModel, edge, expectedValue, tier } = decision;
  return {
    eventInfo: {
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      sport: event.sport,
      league: event.league,
    },
    sportsAnalysis: {
      summary:
        candidate.market === 'h2h'
          ? `${candidate.views.length} strategies predicted; ${consensus.agreementCount} agree on ${consensus.winner}.`
          : `${candidate.views.length} strategies priced ${candidate.market} ${candidate.line}; ${consensus.agreementCount} agree on ${consensus.winner}.`,
      predictions: candidate.views.map((view) => ({ ...view, keyFactors: view.keyFactors.map(factorText) })),
    },
    consensus: {
      hasConsensus: consensus.hasConsensus,
      consensusWinner: consensus.winner,
      agreementCount: consensus.agreementCount,
      totalStrategies: consensus.totalStrategies,
      agreementPercentage: consensus.agreementPercentage,
      consolidatedProbability: consensus.consolidatedProbability,
      reason: consensus.strategies.join(', '),
    },
    marketEvaluation: {
      oddsAmerican: evaluation.oddsAmerican,
      inSweetSpot: evaluation.inSweetSpot,
      shouldBet: evaluation.shouldBet,
      reason: evaluation.reason,
      bestOdds: candidate.odds,
      bookmaker: candidate.bookmaker,
      bookmakers: candidate.bookmakers,
      pMarketFair: candidate.pMarketFair,
      marketSource: candidate.marketSource,
      pStrategies: candidate.pStrategies,
      modelWeight: candidate.modelWeight,
      // The forecast the pick was priced on, before the AI adjusted it.
      pooledProbability: candidate.pModel,
      probabilityEdge: pModel - candidate.pMarketFair,
      formulaScore: candidate.score,
    },
    aiEnrichment: aiEnrichmentOf(ai),
    finalDecision: {
      tier,
      finalProbability: pModel,
      edge,
      expectedValue,
      reason: `edge ${(edge * 100).toFixed(1)}%, agreement ${Math.round(consensus.agreementPercentage * 100)}%`,
    },
    chronologicalLog: decision.log.map((entry) => ({ ...entry, at: now.toISOString() })),
  };
}

/**
 * Phase 4: decides (the AI's capped adjustment, edge, Kelly stake, tier; or drops the candidate with
 * the reason logged) and builds the stored pick with its analysis log.
 */
export function finalizeCandidate(
  candidate: Candidate,
  ai: EnrichmentOutcome,
  settings: PolicySettings,
  bankroll: number,
  strategy: string,
  now: Date,
  tierOf: TierAssigner,
): Finalized {
  const decision = decide(candidate, ai, settings, bankroll, tierOf);
  if ('kind' in decision) return decision;
  const { event } = candidate;
  const { pModel, edge, stake, expectedValue, tier, displayLine } = decision;
  return {
    kind: 'pick',
    row: {
      eventId: event.id,
      sport: event.sport,
      league: event.league,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      selection: candidate.selection,
      market: candidate.market,
      line: candidate.line,
      odds: candidate.odds,
      oddsAmerican: decimalToAmerican(candidate.odds),
      pModel,
      pMarketFair: candidate.pMarketFair,
      edge,
      stake,
      bankroll,
      expectedValue,
      tier,
      displayLine,
      // The book whose price `odds` is: what subscribers see beside the price.
      bookmaker: candidate.bookmaker,
      status: 'pending',
      timestamp: now,
      eventStartTime: event.startTime,
      strategy,
      analysisLog: analysisLogOf(candidate, ai, decision, now),
    },
  };
}

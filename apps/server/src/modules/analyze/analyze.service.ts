import { randomUUID } from 'node:crypto';
import {
  type AnalyzeAi,
  type AnalyzeAnalysis,
  type AnalyzeManualRequest,
  type AnalyzeMarketEvaluation,
  type AnalyzeResponse,
  type AnalyzeWithheld,
  type PickType,
} from '@arcade/contracts';
import { americanToDecimal, type MatchContext, type QuoteSelection, type StrategyResult } from '@arcade/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../sessions';
import type { PickEnricher } from '../ai';
import { type CandidateEvent, collectCandidates, settingsFrom } from '../generation';
import { displayLineOf } from '../picks';
import {
  analyseMarket,
  consensusView,
  MARKET_OF,
  type MarketAnalysis,
  marketEvaluationOf,
  marketNoteOf,
} from './analyze-market';
import { type MatchLock, matchLockFor } from '../subscriber-picks';
import { matchupEventIds, resolveMatchup, upcomingMatchup } from './analyze-teams';

interface AnalyzeDeps {
  db: Database;
  enricher: PickEnricher;
  now: Date;
}

/**
 * Phase 1 for one event through generation's candidate collection (the same league history, quotes,
 * splits and whatever else it gives the strategies): the context and every strategy's result.
 */
async function strategyResults(deps: AnalyzeDeps, event: CandidateEvent) {
  const settings = await settingsFrom(deps.db);
  let found: { context: MatchContext; results: readonly StrategyResult[] } | undefined;
  await collectCandidates(
    deps.db,
    [event],
    { bankroll: 1000, pickCount: 1, strategy: 'auto' },
    settings,
    { now: deps.now, onResults: (_event, context, results) => (found = { context, results }) },
    () => {},
  );
  if (!found) throw new Error('candidate collection analysed nothing');
  return { settings, ...found };
}

/** Phase 4's view, when there is a priced side: a provider failure is a note, never a failed analysis. */
async function aiViewOf(
  deps: AnalyzeDeps,
  event: CandidateEvent,
  hasEvent: boolean,
  pickType: PickType,
  analysis: MarketAnalysis,
  evaluation: AnalyzeMarketEvaluation | null,
): Promise<AnalyzeAi> {
  if (!deps.enricher.isConfigured) return { status: 'skipped', reason: 'not_configured' };
  if (!evaluation || evaluation.pModel === null || evaluation.pMarketFair === null)
    return { status: 'skipped', reason: 'no_market' };
  try {
    const outcome = await deps.enricher.enrich({
      eventId: hasEvent ? event.id : null,
      sport: event.sport,
      league: event.league,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      startTime: event.startTime,
      selection: evaluation.side,
      displayLine: displayLineOf({
        event,
        selection: evaluation.side as QuoteSelection,
        market: MARKET_OF[pickType],
        line: evaluation.line,
      }),
      odds: evaluation.bestOdds,
      pModel: evaluation.pModel,
      pMarketFair: evaluation.pMarketFair,
      edge: evaluation.edge,
      predictions: analysis.predictions.map((p) => ({
        strategy: p.strategy,
        winner: p.side,
        probability: p.winProbability,
        keyFactors: p.keyFactors,
      })),
    });
    if (outcome.status === 'skipped') return { status: 'skipped', reason: outcome.reason };
    return {
      status: 'applied',
      model: outcome.model,
      adjustedProbability: outcome.adjustedProbability,
      riskLevel: outcome.riskLevel,
      confidence: outcome.confidence,
      warnings: outcome.warnings,
      keyFactors: outcome.keyFactors,
    };
  } catch {
    return { status: 'skipped', reason: 'provider_error' };
  }
}

const eventView = (event: CandidateEvent, hasEvent: boolean): AnalyzeAnalysis['event'] => ({
  id: hasEvent ? event.id : null,
  sport: event.sport,
  league: event.league,
  homeTeam: event.homeTeam,
  awayTeam: event.awayTeam,
  startTime: hasEvent ? event.startTime.toISOString() : null,
});

/** The answer to a caller the match is locked for: the match and the teasers, nothing computed. */
const withheld = (
  event: CandidateEvent,
  hasEvent: boolean,
  pickType: PickType,
  lock: MatchLock,
): AnalyzeWithheld => ({ event: eventView(event, hasEvent), pickType, locked: lock });

/**
 * The models' view of one match: each strategy's prediction or abstention, the consensus, the
 * market evaluation of the consensus side and the AI's view, from the market and the league's
 * history. It is the very pipeline generation publishes picks from, so its answer on a match with a
 * live published pick is that pick: the callers run it only for a caller who may see every such pick.
 */
async function analyse(
  deps: AnalyzeDeps,
  event: CandidateEvent,
  options: { hasEvent: boolean; pickType: PickType; odds: number | null },
): Promise<AnalyzeAnalysis> {
  const { settings, context, results } = await strategyResults(deps, event);
  const analysis = analyseMarket(context, results, settings, options.pickType);
  const evaluation = marketEvaluationOf({
    analysis,
    teams: event,
    settings,
    enteredOdds: options.odds === null ? null : americanToDecimal(options.odds),
    startsAt: event.startTime,
    now: deps.now,
  });
  return {
    event: eventView(event, options.hasEvent),
    pickType: options.pickType,
    line: analysis.line,
    predictions: analysis.predictions,
    abstentions: analysis.abstentions,
    consensus: consensusView(analysis.consensus, event),
    marketEvaluation: evaluation,
    marketNote: marketNoteOf(analysis, evaluation, options.hasEvent, options.pickType),
    ai: await aiViewOf(deps, event, options.hasEvent, options.pickType, analysis, evaluation),
    analysedAt: deps.now.toISOString(),
  };
}

/**
 * POST /api/analyze-pick: an upcoming event (404 unknown; 400 once it has started or finished),
 * withheld when it carries a live published pick the caller may not see. That is decided before any
 * strategy runs, so nothing computed can reach such a caller.
 */
export async function analyzeEvent(
  deps: AnalyzeDeps,
  caller: SessionUser,
  eventId: string,
  pickType: PickType,
): Promise<AnalyzeResponse> {
  const [event] = await deps.db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found', { reason: 'event_not_found' });
  if (event.status !== 'upcoming' || event.startTime.getTime() <= deps.now.getTime())
    throw new AppError(
      'VALIDATION_ERROR',
      'This event has already started or finished: only upcoming events can be analysed',
      { reason: 'event_started' },
    );
  const match = { ...event, eventIds: [event.id] };
  const lock = await matchLockFor(deps.db, caller, match, deps.now);
  if (lock) return withheld(event, true, pickType, lock);
  return analyse(deps, event, { hasEvent: true, pickType, odds: null });
}

/**
 * POST /api/analyze-pick-manual: two teams the sport's league knows (an unknown team is a 400 with
 * suggestions); the next upcoming event of the two when one is scheduled (its prices), else the
 * models alone on the league's history, with no market prices. Withheld, before any strategy runs,
 * when any meeting of the two carries a live published pick the caller may not see: the models'
 * view of the pair is that pick's whichever meeting (or none) it is made for.
 */
export async function analyzeManual(
  deps: AnalyzeDeps,
  caller: SessionUser,
  input: Omit<AnalyzeManualRequest, 'odds'> & { odds?: number | undefined },
): Promise<AnalyzeResponse> {
  const matchup = await resolveMatchup(deps.db, input.sport, input.homeTeam, input.awayTeam);
  const scheduled = await upcomingMatchup(deps.db, input.sport, matchup, deps.now);
  const eventIds = await matchupEventIds(deps.db, input.sport, matchup);
  const lock = await matchLockFor(deps.db, caller, { sport: input.sport, ...matchup, eventIds }, deps.now);
  const odds = input.odds ?? null;
  if (scheduled) {
    if (lock) return withheld(scheduled, true, input.pickType, lock);
    return analyse(deps, scheduled, { hasEvent: true, pickType: input.pickType, odds });
  }
  // No event: the strategies see the league's history and no prices (nothing is stored).
  const event: CandidateEvent = {
    id: randomUUID(),
    sport: input.sport,
    league: matchup.league,
    homeTeam: matchup.homeTeam,
    awayTeam: matchup.awayTeam,
    startTime: deps.now,
    status: 'upcoming',
    apiSource: 'manual',
    externalId: null,
    homeScore: null,
    awayScore: null,
    createdAt: deps.now,
    updatedAt: deps.now,
  };
  if (lock) return withheld(event, false, input.pickType, lock);
  return analyse(deps, event, { hasEvent: false, pickType: input.pickType, odds });
}

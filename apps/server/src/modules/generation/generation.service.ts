import {
  DEFAULT_TIER_THRESHOLDS,
  DomainError,
  eventCap,
  type MatchContext,
  type PlayerSeason,
  type PolicySettings,
  prepareStrategies,
  rankCandidates,
  strategiesFor,
  type StrategyName,
  type StrategyResult,
} from '@arcade/core';
import type { Database } from '../../db/client';
import type { BetSplitRow, NewPickRow, PickRow } from '../../db/schema/index';
import type { Sport } from '../../db/schema/enums';
import { generationRan } from '../../lib/generation-runs';
import { AppError } from '../../lib/app-error';
import { type EnrichmentOutcome, type PickEnricher, saveAiAnalysis } from '../ai';
import { masseyContext, type MasseyUploadRatings, masseyUploadOnce } from '../massey';
import { nbaRostersFor } from '../danyscore';
import { analyseEvent, factorText } from './analyse-event';
import { analyseLines } from './analyse-lines';
import type { Candidate } from './judge';
import { finalizeCandidate } from './finalize';
import { configRow } from '../settings';
import { leagueHistory } from './league-history';
import { settingsFrom } from './policy-settings';
import { displayLineOf, insertPicks, livePicks, tierAssigner } from '../picks';
import { type CandidateEvent, quotesByEvent, splitsByEvent, upcomingEvents } from './generation.repository';

export interface GenerationRequest {
  bankroll: number;
  sport?: Sport | undefined;
  eventId?: string | undefined;
  pickCount: number;
  strategy: StrategyName | 'auto';
}

interface GenerationProgress {
  current: number;
  total: number;
  message: string;
  event: { sport: Sport; homeTeam: string; awayTeam: string };
}

interface GenerationResult {
  picks: PickRow[];
  analysed: number;
  candidates: number;
  /** Why the other events gave no candidate, by reason. */
  rejections: Record<string, number>;
  message: string;
}

const appliesTo = (event: CandidateEvent, strategy: StrategyName | 'auto') => {
  try {
    return strategiesFor(event.sport, strategy).length > 0;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
};

const FIRST_CHUNK = 5;
const CHUNK = 50;

/** The splits a strategy reads: complete rows only. */
function splitsOf(rows: readonly BetSplitRow[]) {
  return rows.flatMap((s) =>
    s.homeBetsPercentage === null ||
    s.awayBetsPercentage === null ||
    s.homeMoneyPercentage === null ||
    s.awayMoneyPercentage === null
      ? []
      : [
          {
            homeBetsPercentage: s.homeBetsPercentage,
            awayBetsPercentage: s.awayBetsPercentage,
            homeMoneyPercentage: s.homeMoneyPercentage,
            awayMoneyPercentage: s.awayMoneyPercentage,
            timestamp: s.timestamp,
          },
        ],
  );
}

/** Lets the stream flush and a cancellation land between events. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Generates picks: for every upcoming event, the strategies, the consensus, the
 * pooled forecast, the market evaluation and the pick formula (phases 1–3, core's pick policy); the
 * best candidates, ranked by the formula's score or else by edge (core's `rankCandidates`), at most
 * `maxPicksPerEvent` per event counting its live picks (core's `eventCap`), are enriched by the AI
 * when configured (phase 4), staked and tiered, and stored as pending picks. Never the same event,
 * market and selection twice while one is still live, never again one withdrawn, and never a rule
 * loosened to reach `pickCount`.
 */
export async function generatePicks(
  db: Database,
  request: GenerationRequest,
  options: GenerationOptions,
): Promise<GenerationResult> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await runGeneration(db, request, options);
    generationRan({ outcome: 'complete', seconds: seconds(), picks: result.picks.length });
    return result;
  } catch (error) {
    generationRan({
      outcome: options.signal?.aborted ? 'cancelled' : 'failed',
      seconds: seconds(),
      picks: 0,
    });
    throw error;
  }
}

async function runGeneration(
  db: Database,
  request: GenerationRequest,
  options: GenerationOptions,
): Promise<GenerationResult> {
  const settings = await settingsFrom(db);
  const found = await upcomingEvents(db, options.now, { sport: request.sport, eventId: request.eventId });
  if (request.eventId && found.length === 0)
    throw new AppError('NOT_FOUND', 'That event is not upcoming (unknown, started or finished)', {
      reason: 'event_not_upcoming',
    });
  const targets = found.filter((event) => appliesTo(event, request.strategy));
  const rejections: Record<string, number> = {};
  const reject = (reason: string) => {
    rejections[reason] = (rejections[reason] ?? 0) + 1;
  };

  const { candidates, livePerEvent } = await collectCandidates(
    db,
    targets,
    request,
    settings,
    options,
    reject,
  );
  const ranked = rankCandidates(candidates);
  const { tierMode } = await configRow(db);
  const tierOf = await tierAssigner(
    db,
    { tierMode, tierThresholds: settings.tierThresholds ?? DEFAULT_TIER_THRESHOLDS },
    options.now,
    withinEventCap(ranked, settings.maxPicksPerEvent, livePerEvent).map((c) => ({
      key: `${c.event.id}|${c.market}|${c.selection}`,
      edge: c.evaluation.edge,
    })),
  );
  const cap = eventCap(settings.maxPicksPerEvent, livePerEvent);
  const chosen: Chosen[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= request.pickCount) break;
    if (!cap.allows(candidate.event.id)) {
      reject('event_cap');
      continue;
    }
    options.signal?.throwIfAborted();
    const ai = await options.enricher.enrich(enrichmentInput(candidate), options.signal);
    const final = finalizeCandidate(
      candidate,
      ai,
      settings,
      request.bankroll,
      request.strategy,
      options.now,
      tierOf,
    );
    if (final.kind === 'pick') {
      cap.take(candidate.event.id);
      chosen.push({ row: final.row, ai, candidate });
    } else reject(final.reason);
  }
  options.signal?.throwIfAborted();
  const picks = await storePicks(db, chosen);

  const reasons = Object.entries(rejections)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
  const message =
    picks.length === 0
      ? `No value found today: ${targets.length} events analysed, none passed the rules${reasons ? ` (${reasons})` : ''}.`
      : `${picks.length} picks generated from ${targets.length} events analysed.`;
  return { picks, analysed: targets.length, candidates: candidates.length, rejections, message };
}

/**
 * The ranked candidates that also pass the per-event rule (at most `max` picks on an event, its live
 * picks counted): every rule of the pick policy but the run's pick count. The rest, a second market
 * on an event already picked, would never be a pick, and would rank the run's picks against prices
 * no subscriber is offered.
 */
function withinEventCap(
  ranked: readonly Candidate[],
  max: number,
  livePerEvent: ReadonlyMap<string, number>,
) {
  const cap = eventCap(max, livePerEvent);
  return ranked.filter((candidate) => {
    if (!cap.allows(candidate.event.id)) return false;
    cap.take(candidate.event.id);
    return true;
  });
}

interface GenerationOptions {
  now: Date;
  enricher: PickEnricher;
  signal?: AbortSignal;
  onProgress?: (progress: GenerationProgress) => void;
  /** Every event's context and strategy results as phase 1 read them (the analysis tool shows them). */
  onResults?: (event: CandidateEvent, context: MatchContext, results: readonly StrategyResult[]) => void;
}

interface Chosen {
  row: NewPickRow;
  ai: EnrichmentOutcome;
  candidate: Candidate;
}

/**
 * Phases 1–3 over every target, one progress event each, and how many live picks each target
 * already has (generation; the formula preview runs it without a formula). Market data is read a chunk at a time (a small first chunk gets the first progress
 * event out quickly); strategies are prepared once per league.
 */
export async function collectCandidates(
  db: Database,
  targets: readonly CandidateEvent[],
  request: GenerationRequest,
  settings: PolicySettings,
  options: Pick<GenerationOptions, 'now' | 'signal' | 'onProgress' | 'onResults'>,
  reject: (reason: string) => void,
): Promise<{ candidates: Candidate[]; livePerEvent: Map<string, number> }> {
  const { now, signal } = options;
  const predictors = new Map<string, (match: MatchContext) => StrategyResult[]>();
  const candidates: Candidate[] = [];
  const livePerEvent = new Map<string, number>();
  const masseyUploads = new Map<Sport, Promise<MasseyUploadRatings | null>>();
  const nbaRosterBooks = new Map<number, Promise<Map<number, readonly PlayerSeason[]>>>();
  for (let start = 0; start < targets.length; start += start === 0 ? FIRST_CHUNK : CHUNK) {
    const chunk = targets.slice(start, start + (start === 0 ? FIRST_CHUNK : CHUNK));
    const ids = chunk.map((event) => event.id);
    const [quotes, splits, live] = await Promise.all([
      quotesByEvent(db, ids),
      splitsByEvent(db, ids),
      livePicks(db, ids),
    ]);
    for (const [eventId, count] of live.perEvent) livePerEvent.set(eventId, count);
    for (const [offset, event] of chunk.entries()) {
      signal?.throwIfAborted();
      options.onProgress?.({
        current: start + offset + 1,
        total: targets.length,
        message: `${event.homeTeam} vs ${event.awayTeam}`,
        event: { sport: event.sport, homeTeam: event.homeTeam, awayTeam: event.awayTeam },
      });
      const leagueKey = `${event.sport}|${event.league}`;
      let predict = predictors.get(leagueKey);
      if (!predict) {
        const games = await leagueHistory(db, event.sport, event.league, now);
        predict = prepareStrategies(
          { sport: event.sport, league: event.league, asOf: now, games },
          request.strategy,
        );
        predictors.set(leagueKey, predict);
      }
      const context: MatchContext = {
        event: {
          id: event.id,
          sport: event.sport,
          league: event.league,
          homeTeam: event.homeTeam,
          awayTeam: event.awayTeam,
          startTime: event.startTime,
        },
        asOf: now,
        quotes: quotes.get(event.id) ?? [],
        splits: splitsOf(splits.get(event.id) ?? []),
      };
      // danyscore-nba reads the stored rosters of the game's season (DanyScore NBA tab's refresh).
      const rosters = await nbaRostersFor(db, nbaRosterBooks, event);
      if (rosters) context.rosters = rosters;
      // massey reads the sport's newest upload (Massey Ratings tab) when it rates both teams.
      const massey = masseyContext(await masseyUploadOnce(db, masseyUploads, event.sport), event);
      if (massey) context.massey = massey;
      const results = predict(context);
      options.onResults?.(event, context, results);
      const moneyline = analyseEvent(context, event, results, settings);
      const lines = analyseLines(context, event, results, settings);
      if (moneyline.kind === 'rejected') reject(moneyline.reason);
      for (const reason of lines.rejections) reject(reason);
      const eventCandidates = [
        ...(moneyline.kind === 'candidate' ? [moneyline.candidate] : []),
        ...lines.candidates,
      ];
      for (const candidate of eventCandidates) {
        const key = `${event.id}|${candidate.market}|${candidate.selection}`;
        if (live.keys.has(key)) reject('already_picked');
        else if (live.withdrawn.has(key)) reject('withdrawn_before');
        else candidates.push(candidate);
      }
      await yieldToLoop();
    }
  }
  return { candidates, livePerEvent };
}

/** Everything lands in one transaction, at the end: a cancelled generation writes nothing. */
function storePicks(db: Database, chosen: readonly Chosen[]): Promise<PickRow[]> {
  return db.transaction(async (tx) => {
    const rows = await insertPicks(
      tx,
      chosen.map((c) => c.row),
    );
    for (const [i, row] of rows.entries()) {
      const { ai, candidate } = chosen[i] as Chosen;
      if (ai.status === 'applied') await saveAiAnalysis(tx, row.id, enrichmentInput(candidate), ai);
    }
    return rows;
  });
}

function enrichmentInput(candidate: Candidate) {
  const { event } = candidate;
  return {
    eventId: event.id,
    sport: event.sport,
    league: event.league,
    homeTeam: event.homeTeam,
    awayTeam: event.awayTeam,
    startTime: event.startTime,
    selection: candidate.selection,
    displayLine: displayLineOf(candidate),
    odds: candidate.odds,
    pModel: candidate.pModel,
    pMarketFair: candidate.pMarketFair,
    edge: candidate.evaluation.edge,
    // The strategies' views of the candidate's own market and line, as the analysis log shows them.
    predictions: candidate.views.map((view) => ({
      strategy: view.strategy,
      winner: view.winner,
      probability: view.probability,
      keyFactors: view.keyFactors.map(factorText),
    })),
  };
}

import type { FormulaPreviewResponse, PreviewCandidate, PreviewDropped } from '@arcade/contracts';
import {
  type CompiledFormula,
  FormulaError,
  formulaScope,
  formulaVerdict,
  type PolicySettings,
  strategiesFor,
} from '@arcade/core';
import type { Database } from '../../db/client';
import { onChange } from '../../lib/changes';
import { compileOrRefuse } from '../settings';
import { upcomingEvents } from './generation.repository';
import { collectCandidates } from './generation.service';
import { settingsFrom } from './policy-settings';
import type { Candidate } from './judge';

/**
 * The candidates a generation run would find now: events starting within the next 7 days (the demo
 * market's few value prices are spread over days; a 36-hour window was usually empty).
 */
export const PREVIEW_WINDOW_HOURS = 24 * 7;
/** How long the candidate list (phases 1–3 without a formula) is reused between keystrokes. */
const CACHE_MS = 60_000;

interface CandidateList {
  at: number;
  windowEnd: Date;
  settings: PolicySettings;
  candidates: Candidate[];
}

const cache = new WeakMap<Database, Promise<CandidateList>>();

// A sync changes prices and events, a change of the settings the policy: every database's list is
// rebuilt on its next preview.
const cachedDatabases = new Set<WeakRef<Database>>();
onChange((change) => {
  if (change.topic !== 'events' && change.topic !== 'settings') return;
  for (const ref of cachedDatabases) {
    const db = ref.deref();
    if (db) cache.delete(db);
  }
  cachedDatabases.clear();
});

const applies = (sport: Parameters<typeof strategiesFor>[0]) => strategiesFor(sport, 'auto').length > 0;

/** Generation's phases 1–3 over the window's events with the current configuration but no formula. */
async function buildCandidates(db: Database, now: Date): Promise<CandidateList> {
  const settings = { ...(await settingsFrom(db)), formula: null };
  const windowEnd = new Date(now.getTime() + PREVIEW_WINDOW_HOURS * 3_600_000);
  const found = await upcomingEvents(db, now, {});
  const targets = found.filter((event) => event.startTime <= windowEnd && applies(event.sport));
  const { candidates } = await collectCandidates(
    db,
    targets,
    { bankroll: 1000, pickCount: 50, strategy: 'auto' },
    settings,
    { now },
    () => {},
  );
  return { at: now.getTime(), windowEnd, settings, candidates };
}

async function candidateList(db: Database, now: Date): Promise<CandidateList> {
  const cached = cache.get(db);
  if (cached) {
    const list = await cached.catch(() => undefined);
    if (list && Math.abs(now.getTime() - list.at) < CACHE_MS) return list;
    if (cache.get(db) !== cached) return candidateList(db, now);
  }
  const building = buildCandidates(db, now);
  cache.set(db, building);
  cachedDatabases.add(new WeakRef(db));
  building.catch(() => cache.delete(db));
  return building;
}

function describe(candidate: Candidate, score: number | null): PreviewCandidate {
  return {
    eventId: candidate.event.id,
    homeTeam: candidate.event.homeTeam,
    awayTeam: candidate.event.awayTeam,
    sport: candidate.event.sport,
    selection: candidate.selection,
    market: candidate.market,
    line: candidate.line,
    odds: candidate.odds,
    edge: candidate.evaluation.edge,
    score,
  };
}

/** The formula on one candidate, at `now` (hoursToStart counts from the request, not the cache). */
function judge(formula: CompiledFormula, candidate: Candidate, settings: PolicySettings, now: Date) {
  const scope = formulaScope(
    {
      pModel: candidate.pModel,
      pMarketFair: candidate.pMarketFair,
      edge: candidate.evaluation.edge,
      odds: candidate.odds,
      agreement: candidate.consensus.agreementPercentage,
      strategies: candidate.consensus.totalStrategies,
      bookmakers: candidate.bookmakers,
      hoursToStart: (candidate.event.startTime.getTime() - now.getTime()) / 3_600_000,
      lineMove: candidate.lineMove,
      sport: candidate.event.sport,
      market: candidate.market,
    },
    settings,
  );
  return formulaVerdict(formula.evaluate(scope));
}

/**
 * POST /api/admin/formula-preview: which of today's candidates (phases 1–3 with the current rules
 * and no formula, over events starting within 7 days) the formula would accept and which it would
 * drop. A formula that does not compile is a 400 with its column; one that fails on a candidate
 * (a division by zero) drops that candidate with the message. An empty formula accepts them all.
 */
export async function previewFormula(
  db: Database,
  source: string,
  now: Date,
): Promise<FormulaPreviewResponse> {
  const formula = source.trim() === '' ? null : compileOrRefuse(source);
  const list = await candidateList(db, now);
  const live = list.candidates.filter((c) => c.event.startTime > now);
  const accepted: PreviewCandidate[] = [];
  const dropped: PreviewDropped[] = [];
  for (const candidate of live) {
    if (!formula) {
      accepted.push(describe(candidate, null));
      continue;
    }
    try {
      const verdict = judge(formula, candidate, list.settings, now);
      if (verdict.accepted) accepted.push(describe(candidate, verdict.score));
      else
        dropped.push({
          ...describe(candidate, verdict.score),
          reason: 'rejected',
          message: null,
          error: null,
        });
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      dropped.push({
        ...describe(candidate, null),
        reason: 'error',
        message: error.message,
        error: error.toData(),
      });
    }
  }
  return { total: live.length, accepted, dropped, windowEnd: list.windowEnd.toISOString() };
}

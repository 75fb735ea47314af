import type { AdminPick, AnalysisLog } from '@arcade/contracts';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse, makeUser, stubFetch } from '../helpers';

// The admin page mounts a session check, the picks list and the providers before its tables show;
// on a busy two-core machine that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

let sequence = 0;

/** Ids are uuids, as the server's are (delete-selected only accepts uuids). */
export function pickId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A complete admin pick; each test states only the fields it is about. */
export function makePick(overrides: Partial<AdminPick> = {}): AdminPick {
  sequence += 1;
  return {
    id: pickId(sequence),
    eventId: null,
    sport: 'nba',
    league: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    selection: 'home',
    market: 'h2h',
    line: null,
    odds: 2.1,
    oddsAmerican: 110,
    pModel: 0.552,
    pMarketFair: 0.5,
    edge: 0.05,
    stake: 12.5,
    bankroll: 1000,
    expectedValue: 0.63,
    tier: 'vip',
    displayLine: 'Boston Celtics ML',
    status: 'pending',
    approvedBy: null,
    approvedAt: null,
    timestamp: '2025-10-05T16:30:00.000Z',
    eventStartTime: '2025-10-06T00:30:00.000Z',
    result: null,
    profit: null,
    gradedAt: null,
    isFree: false,
    aiPrediction: null,
    parlaySuggestion: null,
    strategy: 'auto',
    closingOdds: null,
    pMarketClose: null,
    clv: null,
    analysisLog: null,
    ...overrides,
  };
}

export function makeAnalysisLog(overrides: Partial<AnalysisLog> = {}): AnalysisLog {
  return {
    eventInfo: { homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat', sport: 'nba', league: 'NBA' },
    sportsAnalysis: {
      summary: '2 strategies predicted; 2 agree on home.',
      predictions: [
        { strategy: 'danyscore-nba', winner: 'home', probability: 0.58, keyFactors: ['elo_gap: gap=85'] },
        { strategy: 'poisson', winner: 'home', probability: 0.54, keyFactors: [] },
      ],
    },
    consensus: {
      hasConsensus: true,
      consensusWinner: 'home',
      agreementCount: 2,
      totalStrategies: 2,
      agreementPercentage: 1,
      consolidatedProbability: 0.56,
      reason: 'danyscore-nba, poisson',
    },
    marketEvaluation: { oddsAmerican: 110, inSweetSpot: true, shouldBet: true, reason: 'ok', bestOdds: 2.1 },
    aiEnrichment: { model: 'none', adjustedProbability: null, warnings: [], skipped: 'not_configured' },
    finalDecision: {
      tier: 'vip',
      finalProbability: 0.56,
      edge: 0.176,
      expectedValue: 2.2,
      reason: 'edge 17.6%',
    },
    chronologicalLog: [
      {
        phase: '1',
        code: 'strategy_prediction',
        values: { strategy: 'poisson', winner: 'home', probability: 0.54 },
        message: 'poisson picks home at 0.5400',
        at: '2025-10-05T16:30:00.000Z',
      },
      { phase: '2', message: 'Consensus on home (2/2)' },
      {
        phase: '1',
        code: 'strategy_abstained',
        values: { strategy: 'massey', reason: 'no_ratings_uploaded' },
        message: 'massey abstains: no_ratings_uploaded',
      },
    ],
    ...overrides,
  };
}

type Route = (init?: RequestInit) => Response | Promise<Response>;

/** An admin session, the picks list and the providers, plus whatever a test adds or overrides. */
export function stubAdmin(picks: AdminPick[], routes: Record<string, Route> = {}) {
  return stubFetch({
    '/api/auth/me': () => jsonResponse({ user: makeUser({ role: 'admin', name: 'Admin' }) }),
    '/api/admin/picks': () => jsonResponse({ picks }),
    '/api/admin/providers': () => jsonResponse({ providers: [] }),
    ...routes,
  });
}

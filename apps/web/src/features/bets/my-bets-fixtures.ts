import type { Bet, BetCurve, BetSummary, BetsPage } from '@arcade/contracts';
import { jsonResponse, type Route } from '@test/helpers';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
};

/** A settled bet: won at 1.95 where the pick was published at 2.00, 10 staked. */
export function makeBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: nextId(),
    pickId: nextId(),
    odds: 1.95,
    bookmaker: 'bet365',
    stake: 10,
    publishedOdds: 2,
    minOdds: 1.9,
    sport: 'nba',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    selection: 'Boston Celtics',
    displayLine: 'Boston Celtics ML',
    eventStartTime: '2030-03-01T19:00:00.000Z',
    isLocked: true,
    result: 'win',
    profit: 9.5,
    gradedAt: '2030-03-01T22:00:00.000Z',
    clv: 0.031,
    createdAt: '2030-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<BetSummary> = {}): BetSummary {
  return {
    count: 5,
    graded: 4,
    pending: 1,
    wins: 2,
    losses: 1,
    pushes: 1,
    staked: 400,
    profit: 120,
    roi: 0.3,
    hitRate: 0.667,
    meanClv: 0.021,
    slippage: -0.024,
    published: { profit: 150, roi: 0.375 },
    week: { staked: 80, limit: null, isOverLimit: false },
    ...overrides,
  };
}

export const makeCurve = (): BetCurve => ({
  points: [
    { at: '2030-03-01T22:00:00.000Z', bets: 1, profit: 95, publishedProfit: 100 },
    { at: '2030-03-02T22:00:00.000Z', bets: 2, profit: -5, publishedProfit: 0 },
    { at: '2030-03-03T22:00:00.000Z', bets: 4, profit: 120, publishedProfit: 150 },
  ],
});

/** GET /api/bets page by page: `pages[0]` without a cursor, then the page its cursor names. */
export function betsRoute(pages: readonly BetsPage[]): Route {
  return (_init, url) => {
    const cursor = url.searchParams.get('cursor');
    const index = cursor === null ? 0 : pages.findIndex((_, i) => pages[i - 1]?.nextCursor === cursor);
    const page = pages[index];
    return page
      ? jsonResponse(page)
      : jsonResponse({ error: { code: 'NOT_FOUND', message: 'no page' } }, 404);
  };
}

/** The book's reads, for stubDashboard's `routes`. */
export function bookRoutes({
  summary = makeSummary(),
  curve = makeCurve(),
  pages = [{ bets: [makeBet()], nextCursor: null }],
}: { summary?: BetSummary; curve?: BetCurve; pages?: readonly BetsPage[] } = {}): Record<string, Route> {
  return {
    '/api/bets/summary': () => jsonResponse(summary),
    '/api/bets/curve': () => jsonResponse(curve),
    '/api/bets': betsRoute(pages),
  };
}

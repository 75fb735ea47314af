import type { AdminPick } from '@arcade/contracts';

let sequence = 0;

/** A complete admin pick; every test states only the fields it is about. */
export function makeAdminPick(overrides: Partial<AdminPick> = {}): AdminPick {
  sequence += 1;
  return {
    id: `pick-${sequence}`,
    eventId: null,
    sport: 'nba',
    league: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    selection: 'Boston Celtics',
    market: 'h2h',
    line: null,
    odds: 2,
    oddsAmerican: 100,
    pModel: 0.55,
    pMarketFair: 0.5,
    edge: 0.1,
    stake: 10,
    bankroll: 1000,
    expectedValue: 1,
    tier: 'vip',
    displayLine: null,
    bookmaker: null,
    oddsEnteredByHand: false,
    priceUnverified: false,
    offFeed: false,
    resultSource: null,
    status: 'published',
    approvedBy: null,
    approvedAt: null,
    timestamp: '2025-10-01T18:00:00.000Z',
    eventStartTime: null,
    result: null,
    profit: null,
    gradedAt: null,
    isFree: false,
    aiPrediction: null,
    parlaySuggestion: null,
    strategy: 'danyscore',
    closingOdds: null,
    pMarketClose: null,
    clv: null,
    analysisLog: null,
    ...overrides,
  };
}

/**
 * Five graded picks (3 wins, 1 loss, 1 push) and one still open, stakes of 10:
 * profit 10 + 5 + 15 − 10 + 0 = 20 on 50 staked.
 */
export function historyFixture(): AdminPick[] {
  return [
    makeAdminPick({
      sport: 'nba',
      tier: 'diamante',
      result: 'win',
      profit: 10,
      odds: 2,
      oddsAmerican: 100,
      clv: 0.034,
      displayLine: 'Celtics ML',
      timestamp: '2025-10-01T18:00:00.000Z',
      gradedAt: '2025-10-02T10:00:00.000Z',
    }),
    makeAdminPick({
      sport: 'nba',
      tier: 'diamante',
      result: 'win',
      profit: 5,
      odds: 1.5,
      oddsAmerican: -200,
      timestamp: '2025-10-03T18:00:00.000Z',
      gradedAt: '2025-10-04T10:00:00.000Z',
    }),
    makeAdminPick({
      sport: 'soccer',
      tier: 'platinum',
      homeTeam: 'Real Madrid',
      awayTeam: 'FC Barcelona',
      selection: 'Real Madrid',
      result: 'win',
      profit: 15,
      odds: 2.5,
      oddsAmerican: 150,
      timestamp: '2025-10-05T18:00:00.000Z',
      gradedAt: '2025-10-06T10:00:00.000Z',
    }),
    makeAdminPick({
      sport: 'soccer',
      tier: 'platinum',
      result: 'loss',
      profit: -10,
      timestamp: '2025-10-07T18:00:00.000Z',
      gradedAt: '2025-10-08T10:00:00.000Z',
    }),
    makeAdminPick({
      sport: 'nhl',
      tier: 'exclusivo',
      result: 'push',
      profit: 0,
      timestamp: '2025-10-09T18:00:00.000Z',
      gradedAt: '2025-10-10T10:00:00.000Z',
    }),
    makeAdminPick({ sport: 'nba', tier: 'vip', result: null, timestamp: '2025-10-11T18:00:00.000Z' }),
  ];
}

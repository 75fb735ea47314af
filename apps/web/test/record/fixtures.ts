import type { RecordPick, RecordPickDetails, RecordResponse } from '@arcade/contracts';

let sequence = 0;

export function makeDetails(overrides: Partial<RecordPickDetails> = {}): RecordPickDetails {
  return {
    timestamp: '2026-11-10T12:00:00.000Z',
    selection: 'Boston Celtics',
    market: 'h2h',
    line: null,
    displayLine: 'Boston Celtics ML',
    odds: 2.1,
    oddsAmerican: 110,
    stake: 12.5,
    bankroll: 1000,
    edge: 0.051,
    pModel: 0.5,
    pMarketFair: 0.47,
    closingOdds: 2.0,
    clv: 0.018,
    profit: 13.75,
    gradedAt: '2026-11-11T03:00:00.000Z',
    ...overrides,
  };
}

/** A graded pick of the record as a visitor gets it (no details); each test states what it is about. */
export function makeRecordPick(overrides: Partial<RecordPick> = {}): RecordPick {
  sequence += 1;
  return {
    id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
    date: '2026-11-11T00:30:00.000Z',
    sport: 'nba',
    league: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    tier: 'vip',
    result: 'win',
    units: 1.1,
    corrections: [],
    offFeed: false,
    priceUnverified: false,
    resultSource: null,
    details: null,
    ...overrides,
  };
}

/** 12-8-1 over 21 picks, +3.456 units, ROI +5.2% (−10.1% … +20.5%), CLV +1.8% on 16 picks, 10 beat the close. */
export function makeRecord(overrides: Partial<RecordResponse> = {}): RecordResponse {
  return {
    page: 1,
    pageSize: 25,
    total: 21,
    pages: 1,
    detailed: false,
    headline: {
      picks: 21,
      wins: 12,
      losses: 8,
      pushes: 1,
      hitRate: 0.6,
      unitsWon: 3.456,
      roi: 0.052,
      roiInterval: { low: -0.101, high: 0.205 },
      meanClv: 0.018,
      beatCloseShare: 0.625,
      clvPicks: 16,
    },
    profitSeries: [
      { date: '2026-11-09', units: 1.1, picks: 1 },
      { date: '2026-11-10', units: 0.1, picks: 2 },
      { date: '2026-11-11', units: 3.456, picks: 21 },
    ],
    calibration: [
      { from: 0, to: 0.4, picks: 0, wins: 0, winRate: null },
      { from: 0.5, to: 0.55, picks: 15, wins: 8, winRate: 8 / 15 },
      { from: 0.55, to: 0.6, picks: 5, wins: 4, winRate: 0.8 },
    ],
    picks: [
      makeRecordPick({ result: 'win', units: 1.1, homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat' }),
      makeRecordPick({
        result: 'loss',
        units: -1,
        sport: 'soccer',
        league: 'La Liga',
        homeTeam: 'Real Betis',
        awayTeam: 'Sevilla FC',
        tier: 'platinum',
      }),
    ],
    ...overrides,
  };
}

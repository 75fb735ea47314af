import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bookmakerName } from '@/lib/bookmakers';
import { changeLanguage } from '@/lib/i18n';
import { makeAnalysisLog, makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { renderApp } from '@test/helpers';

async function openAnalysis(analysisLog: unknown, name = 'View analysis') {
  stubAdmin([makePick({ analysisLog })]);
  renderApp('/admin');
  await userEvent.setup().click(await screen.findByRole('button', { name }));
  return screen.findByTestId('analysis-dialog');
}

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('bookmakerName', () => {
  it.each([
    ['williamhill', 'William Hill'],
    ['pinnacle', 'Pinnacle'],
    ['bet365', 'bet365'],
    ['betfair_sb', 'Betfair Sportsbook'],
    ['draftkings', 'DraftKings'],
    ['some_new_book', 'Some New Book'],
    ['kambi', 'Kambi'],
  ])('shows %s as %s', (key, name) => {
    expect(bookmakerName(key)).toBe(name);
  });
});

describe('the analysis log says every code in the admin’s language', () => {
  beforeEach(() => changeLanguage('en'));
  afterAll(() => changeLanguage('es'));

  it('translates strategy key factors, bookmaker names, the AI note and later edits', async () => {
    const log = makeAnalysisLog({
      sportsAnalysis: {
        summary: '2 strategies predicted; 2 agree on home.',
        predictions: [
          {
            strategy: 'danyscore',
            winner: 'home',
            probability: 0.58,
            keyFactors: ['elo_ratings: home=1612, away=1540', 'expected_margin: margin=3.25'],
          },
          {
            strategy: 'clv',
            winner: 'away',
            probability: 0.44,
            keyFactors: ['line_moved: outcome=away, points=2.1', 'mystery_factor: x=1'],
          },
        ],
      },
      marketEvaluation: {
        oddsAmerican: 110,
        inSweetSpot: true,
        shouldBet: true,
        reason: 'ok',
        bestOdds: 2.1,
        bookmaker: 'williamhill',
      },
      chronologicalLog: [
        {
          phase: '3',
          code: 'market_value',
          values: { odds: 2.1, bookmaker: 'williamhill', fair: 0.5, edge: 0.05 },
          message: 'Value at 2.1000 (williamhill): fair 0.5000, edge 0.0500',
        },
        {
          phase: '4',
          code: 'ai_skipped',
          values: { reason: 'not_configured', detail: 'AI_BASE_URL, AI_API_KEY, AI_MODEL not set' },
          message: 'AI enrichment skipped: not_configured (AI_BASE_URL, AI_API_KEY, AI_MODEL not set)',
        },
        {
          phase: '1',
          code: 'strategy_abstained',
          values: { strategy: 'poisson', reason: 'line_not_priced', market: 'spreads', line: -3.5 },
          message: 'poisson abstains: line_not_priced on spreads -3.5',
        },
        {
          phase: 'edit',
          code: 'odds_edited',
          values: {
            by: 'admin@example.com',
            oldOdds: 2.06,
            oldOddsAmerican: 106,
            odds: 1.6667,
            oddsAmerican: -150,
            oldEdge: 0.05,
            edge: -0.16,
            oldStake: 12.5,
            stake: 0,
            oldTier: 'exclusivo',
            tier: 'vip',
          },
          message: 'Odds edited by admin@example.com: …',
        },
      ],
    });
    const dialog = await openAnalysis(log);

    const factors = within(within(dialog).getByTestId('analysis-phase-1'))
      .getAllByRole('list', { name: 'Key factors' })
      .map((list) => within(list).getAllByRole('listitem').map(text));
    expect(factors).toEqual([
      ['Elo: home 1,612 · away 1,540', 'Expected home margin: +3.3'],
      // "away" is the away team; a factor the interface does not know stays as sent.
      ['The line moved 2.1 points toward Miami Heat', 'mystery_factor: x=1'],
    ]);

    const market = within(dialog).getByTestId('analysis-phase-3');
    expect(text(market)).toContain('2.10 · William Hill');
    expect(text(market)).not.toContain('williamhill');

    const ai = within(dialog).getByTestId('analysis-phase-4');
    expect(text(ai)).toContain('AI is not configured on the server');
    expect(text(ai)).not.toContain('not_configured');

    const entries = within(within(dialog).getByTestId('analysis-log')).getAllByRole('listitem').map(text);
    expect(entries[0]).toContain('Value at 2.10 (William Hill): fair 50.0%, edge 5.0%');
    expect(entries[1]).toContain('AI enrichment skipped: AI not configured');
    expect(entries[1]).not.toContain('not set');
    expect(entries[2]).toContain('Poisson abstains: this strategy does not price this line');
    expect(entries[3]).toContain('Edit');
    expect(entries[3]).toContain(
      'Odds edited by admin@example.com: 2.06 (+106) → 1.67 (-150); edge 5.0% → -16.0%, stake 12.50 → 0.00, tier Exclusivo → VIP',
    );
  });

  it('says "Start" outside soccer and "Kick-off" in soccer', async () => {
    stubAdmin([
      makePick({ sport: 'nba' }),
      makePick({ sport: 'soccer', league: 'LaLiga', homeTeam: 'Betis', awayTeam: 'Sevilla' }),
    ]);
    renderApp('/admin');
    const rows = within(await screen.findByTestId('pending-table'))
      .getAllByRole('row')
      .slice(1);
    expect(text(rows[0] as HTMLElement)).toContain('NBA · Start 06 Oct 00:30');
    expect(text(rows[1] as HTMLElement)).toContain('LaLiga · Kick-off 06 Oct 00:30');
  });
});

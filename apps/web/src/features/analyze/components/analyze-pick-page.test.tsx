import type { AnalyzeAnalysis, AnalyzeWithheld, LockedPick, PublicEvent } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp, stubFetch } from '@test/helpers';

const EVENT_ID = '4d1c1f4e-9b8a-4a53-9a37-2f0e8f6c1a01';
const start = '2026-12-01T01:00:00.000Z';

const events: PublicEvent[] = [
  {
    id: EVENT_ID,
    sport: 'nba',
    league: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    startTime: start,
    status: 'upcoming',
  },
  {
    id: '4d1c1f4e-9b8a-4a53-9a37-2f0e8f6c1a02',
    sport: 'soccer',
    league: 'La Liga',
    homeTeam: 'Real Madrid',
    awayTeam: 'Sevilla',
    startTime: start,
    status: 'upcoming',
  },
];

function analysis(overrides: Partial<AnalyzeAnalysis> = {}): AnalyzeAnalysis {
  return {
    event: {
      id: EVENT_ID,
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      startTime: start,
    },
    pickType: 'moneyline',
    line: null,
    predictions: [
      {
        strategy: 'danyscore',
        side: 'home',
        winnerTeamName: 'Boston Celtics',
        winProbability: 0.62,
        line: null,
        keyFactors: ['elo_ratings: home=1612, away=1540'],
        source: 'model',
      },
      {
        strategy: 'market-inefficiency',
        side: 'home',
        winnerTeamName: 'Boston Celtics',
        winProbability: 0.58,
        line: null,
        keyFactors: [],
        source: 'market',
      },
    ],
    abstentions: [{ strategy: 'sharp-money', reason: 'no_splits' }],
    consensus: {
      hasConsensus: true,
      side: 'home',
      consensusTeamName: 'Boston Celtics',
      agreementCount: 2,
      totalStrategies: 2,
      agreementPercentage: 1,
      consolidatedProbability: 0.6,
    },
    marketEvaluation: {
      priceSource: 'market',
      side: 'home',
      teamName: 'Boston Celtics',
      line: null,
      bestOdds: 1.85,
      oddsAmerican: -118,
      bookmaker: 'pinnacle',
      bookmakers: 6,
      pMarketFair: 0.56,
      marketSource: 'sharp',
      pStrategies: 0.6,
      modelWeight: 0,
      pModel: 0.56,
      edge: 0.036,
      inSweetSpot: true,
      shouldBet: true,
      shouldBetReason: 'ok',
      suggestedStake: 12.5,
      bankroll: 1000,
    },
    marketNote: null,
    ai: { status: 'skipped', reason: 'not_configured' },
    analysedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function stub(routes: Record<string, (init?: RequestInit) => Response> = {}) {
  return stubFetch({
    '/api/auth/me': () => jsonResponse({ user: makeUser() }),
    '/api/events': () => jsonResponse({ events }),
    '/api/analyze-pick': () => jsonResponse(analysis()),
    ...routes,
  });
}

describe('Analyze Pick page', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('asks for a game first, then analyses the selected one and shows every card', async () => {
    const fetchMock = stub();
    renderApp('/analyze-pick');
    const user = userEvent.setup();
    // Once the games are listed (the form's controls are laid out again when they arrive).
    await screen.findByTestId(`analyze-event-${EVENT_ID}`);
    await user.click(screen.getByTestId('analyze-submit'));
    expect(await screen.findByText('Selecciona un partido')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar equipo o liga' }), 'sevil');
    expect(screen.queryByTestId(`analyze-event-${EVENT_ID}`)).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar equipo o liga' }));
    await user.click(screen.getByTestId(`analyze-event-${EVENT_ID}`));
    expect(screen.getByTestId(`analyze-event-${EVENT_ID}`).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('analyze-submit'));

    const results = await screen.findByTestId('analyze-results');
    expect(callsTo(fetchMock, '/api/analyze-pick').map((c) => c.body)).toEqual([
      { eventId: EVENT_ID, pickType: 'moneyline' },
    ]);
    const cards = within(results).getAllByTestId('analyze-strategy-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('Elo: local 1612 · visitante 1540')).toBeTruthy();
    // Market strategies read as the market's view.
    expect(within(cards[1] as HTMLElement).getByText('Señal de mercado')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('El mercado señala valor en')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('sin porcentajes de apuestas')).toBeTruthy();
    const consensus = screen.getByTestId('analyze-consensus');
    expect(within(consensus).getByText('2 de 2')).toBeTruthy();
    expect(within(consensus).getByText('60,0 %')).toBeTruthy();
    const market = screen.getByTestId('analyze-market');
    expect(within(market).getByText('1,85 · -118')).toBeTruthy();
    expect(within(market).getByText('+3,6 %')).toBeTruthy();
    expect(within(market).getByText('Apostar')).toBeTruthy();
    expect(within(market).getByText('Rango ideal')).toBeTruthy();
    expect(within(market).getByText(/12,50/)).toBeTruthy();
    expect(screen.getByText('La IA no está configurada: el análisis es solo de los modelos.')).toBeTruthy();
  });

  it('needs both teams by hand, sends the American odds, and says when no model could predict', async () => {
    const fetchMock = stub({
      '/api/analyze-pick-manual': () =>
        jsonResponse(
          analysis({
            event: {
              id: null,
              sport: 'nba',
              league: 'NBA',
              homeTeam: 'Boston Celtics',
              awayTeam: 'Miami Heat',
              startTime: null,
            },
            predictions: [],
            consensus: {
              hasConsensus: false,
              side: null,
              consensusTeamName: null,
              agreementCount: 0,
              totalStrategies: 0,
              agreementPercentage: 0,
              consolidatedProbability: null,
            },
            marketEvaluation: null,
            marketNote: 'no_consensus',
          }),
        ),
    });
    renderApp('/analyze-pick');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('analyze-tab-manual'));
    await user.type(screen.getByTestId('analyze-manual-home'), 'Boston Celtics');
    await user.click(screen.getByTestId('analyze-manual-submit'));
    expect(await screen.findByText('Completa los datos')).toBeTruthy();
    expect(screen.getByText('Por favor ingresa ambos equipos')).toBeTruthy();

    await user.type(screen.getByTestId('analyze-manual-away'), 'Miami Heat');
    await user.type(screen.getByTestId('analyze-manual-odds'), '+150');
    await user.click(screen.getByTestId('analyze-manual-submit'));
    expect(
      await screen.findByText('No se encontraron predicciones de modelos para este partido'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/analyze-pick-manual').map((c) => c.body)).toEqual([
      { sport: 'nba', homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat', pickType: 'moneyline', odds: 150 },
    ]);
    expect(screen.getByText('Sin consenso no hay lado que evaluar.')).toBeTruthy();
  });

  it('shows the error toast with the closest team names for an unknown team', async () => {
    stub({
      '/api/analyze-pick-manual': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: "Unknown nba team 'Miami Heet'",
              reason: 'unknown_team',
              details: { side: 'away', team: 'Miami Heet', suggestions: ['Miami Heat'] },
            },
          },
          400,
        ),
    });
    renderApp('/analyze-pick');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('analyze-tab-manual'));
    await user.type(screen.getByTestId('analyze-manual-home'), 'Boston Celtics');
    await user.type(screen.getByTestId('analyze-manual-away'), 'Miami Heet');
    await user.click(screen.getByTestId('analyze-manual-submit'));
    expect(
      await screen.findByText('No conocemos el equipo «Miami Heet». ¿Quisiste decir: Miami Heat?'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  describe('on a game with a pick the user cannot see', () => {
    const teaser = (overrides: Partial<LockedPick> = {}): LockedPick => ({
      id: '7b0c5d1e-1111-4a53-9a37-2f0e8f6c1a01',
      sport: 'nba',
      league: 'NBA',
      homeTeam: 'Boston Celtics',
      awayTeam: 'Miami Heat',
      // Still to start, whenever the test runs: a started pick can no longer be opened with the free pick.
      eventStartTime: '2040-12-01T01:00:00.000Z',
      tier: 'platinum',
      locked: true,
      ...overrides,
    });
    const withheld = (picks: LockedPick[]): AnalyzeWithheld => ({
      event: analysis().event,
      pickType: 'moneyline',
      locked: { tier: 'platinum', picks },
    });

    it('shows the pick’s teaser instead of the analysis; the free pick claims it and the analysis follows', async () => {
      const pick = teaser();
      let claimed = false;
      const fetchMock = stub({
        '/api/auth/me': () => jsonResponse({ user: makeUser({ hasUsedFreePick: claimed }) }),
        '/api/analyze-pick': () => jsonResponse(claimed ? analysis() : withheld([pick])),
        [`/api/picks/${pick.id}/unlock-free`]: () => {
          claimed = true;
          return jsonResponse({
            pick: {
              ...pick,
              locked: false,
              timestamp: start,
              selection: 'Boston Celtics',
              market: 'h2h',
              line: null,
              displayLine: null,
              odds: 1.85,
              oddsAmerican: -118,
              bookmaker: null,
              oddsEnteredByHand: false,
              priceUnverified: false,
              offFeed: false,
              isBestPrice: false,
              edge: 0.036,
              pModel: 0.56,
              pMarketFair: 0.54,
              stake: 12.5,
              bankroll: 1000,
              result: null,
              profit: null,
              gradedAt: null,
              closingOdds: null,
              clv: null,
              minOdds: 1.97,
              isFree: true,
            },
          });
        },
      });
      renderApp('/analyze-pick');
      const user = userEvent.setup();
      await user.click(await screen.findByTestId(`analyze-event-${EVENT_ID}`));
      await user.click(screen.getByTestId('analyze-submit'));

      const locked = await screen.findByTestId('analyze-locked');
      expect(screen.queryByTestId('analyze-results')).toBeNull();
      expect(screen.queryByTestId('analyze-consensus')).toBeNull();
      expect(within(locked).getByText('Análisis reservado')).toBeTruthy();
      expect(within(locked).getByTestId('analyze-locked-text').textContent).toBe(
        'Ya publicamos un pick Platinum para este partido y el análisis de los modelos lo revelaría. Lo abre el plan Platinum, o tu pick gratis: al usarlo verás el pick y este análisis.',
      );
      const card = within(locked).getByTestId('locked-pick-card');
      expect(card.dataset.pickId).toBe(pick.id);
      expect(within(card).getByText('Incluido en el plan Platinum')).toBeTruthy();

      await user.click(within(card).getByRole('button', { name: 'Usar mi pick gratis' }));
      const dialog = await screen.findByTestId('free-pick-dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
      expect(await screen.findByText('Pick desbloqueado')).toBeTruthy();
      const results = await screen.findByTestId('analyze-results');
      expect(within(results).getAllByTestId('analyze-strategy-card')).toHaveLength(3);
      expect(screen.queryByTestId('analyze-locked')).toBeNull();
      expect(callsTo(fetchMock, '/api/analyze-pick').map((c) => c.body)).toEqual([
        { eventId: EVENT_ID, pickType: 'moneyline' },
        { eventId: EVENT_ID, pickType: 'moneyline' },
      ]);
    });

    it('offers only the plan when several picks lock the game, and its button goes to the plans', async () => {
      stub({
        '/api/auth/me': () => jsonResponse({ user: makeUser({ hasUsedFreePick: false }) }),
        '/api/analyze-pick-manual': () =>
          jsonResponse(
            withheld([teaser(), teaser({ id: '7b0c5d1e-2222-4a53-9a37-2f0e8f6c1a01', tier: 'vip' })]),
          ),
      });
      await changeLanguage('en');
      renderApp('/analyze-pick');
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('analyze-tab-manual'));
      await user.type(screen.getByTestId('analyze-manual-home'), 'Boston Celtics');
      await user.type(screen.getByTestId('analyze-manual-away'), 'Miami Heat');
      await user.click(screen.getByTestId('analyze-manual-submit'));
      const locked = await screen.findByTestId('analyze-locked');
      expect(within(locked).getAllByTestId('locked-pick-card')).toHaveLength(2);
      expect(within(locked).queryByRole('button', { name: 'Use my free pick' })).toBeNull();
      expect(within(locked).getByTestId('analyze-locked-text').textContent).toBe(
        "We have published a Platinum pick for this game and the models' analysis would reveal it. The Platinum plan opens it.",
      );
      expect(
        within(locked).getByText(
          'This game has 2 locked picks and the free pick unlocks only one: the analysis opens with the Platinum plan.',
        ),
      ).toBeTruthy();
      await user.click(within(locked).getAllByRole('button', { name: 'See plans' })[0] as HTMLElement);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    });
  });
});

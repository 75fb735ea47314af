import type { NbaStanding, NbaStandingsResponse, NbaTeamResponse } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DanyScoreTab } from '@/features/danyscore';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { currentSeason, seasonLabel } from '../lib/standings';

const season = currentSeason();

function standing(teamId: number, overrides: Partial<NbaStanding> = {}): NbaStanding {
  return {
    teamId,
    teamName: `Team ${teamId}`,
    teamAbbr: `T${teamId}`,
    conference: teamId % 2 === 0 ? 'East' : 'West',
    division: teamId % 2 === 0 ? 'Atlantic' : 'Pacific',
    wins: 10,
    losses: 10,
    winPct: 0.5,
    conferenceRank: 1,
    divisionRank: 1,
    danyScore: 40,
    ...overrides,
  };
}

const standings: NbaStandingsResponse = {
  season,
  source: 'demo',
  updatedAt: '2026-11-24T10:00:00.000Z',
  playerCount: 42,
  statsSeason: '2024-25',
  standings: [
    standing(2, {
      teamName: 'Boston Celtics',
      teamAbbr: 'BOS',
      wins: 15,
      losses: 5,
      winPct: 0.75,
      danyScore: 52.34,
    }),
    standing(21, {
      teamName: 'Oklahoma City Thunder',
      teamAbbr: 'OKC',
      conference: 'West',
      division: 'Northwest',
      wins: 14,
      losses: 6,
      winPct: 0.7,
    }),
    standing(16, {
      teamName: 'Miami Heat',
      teamAbbr: 'MIA',
      conference: 'East',
      conferenceRank: 2,
      wins: 8,
      losses: 12,
      winPct: 0.4,
    }),
  ],
};

const team: NbaTeamResponse = {
  season,
  team: {
    ...standing(2, {
      teamName: 'Boston Celtics',
      teamAbbr: 'BOS',
      wins: 15,
      losses: 5,
      winPct: 0.75,
      danyScore: 45,
    }),
    tvContinuous: 50,
    activePoints: 101.5,
    healthFactor: 0.9,
    rosterSize: 12,
    gameValue: 45,
    players: [
      {
        playerId: -201,
        playerName: 'Jayson Tatum',
        gamesPlayed: 72,
        minutesPerGame: 36.4,
        pointsPerGame: 26.8,
        reboundsPerGame: 8.7,
        assistsPerGame: 6,
        injuryStatus: 'Out',
        value: 30,
      },
    ],
  },
};

const empty: NbaStandingsResponse = {
  season,
  source: 'demo',
  updatedAt: null,
  standings: [],
  playerCount: 0,
  statsSeason: '2024-25',
};

describe('DanyScore NBA tab', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('shows the summary cards, the standings and the East / West filter', async () => {
    stubFetch({ '/api/danyscore-nba/standings': () => jsonResponse(standings) });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);

    const table = await screen.findByTestId('danyscore-table');
    expect(screen.getByTestId('danyscore-team-count-value').textContent).toBe('3');
    expect(screen.getByTestId('danyscore-best-east-value').textContent).toBe('15-5');
    expect(screen.getByTestId('danyscore-best-west-value').textContent).toBe('14-6');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const boston = screen.getByTestId('danyscore-row-2');
    expect(boston.textContent).toContain('Boston Celtics');
    expect(boston.textContent).toContain('Atlántico');
    expect(boston.textContent).toContain('15-5');
    expect(boston.textContent).toMatch(/75[,.]0\s?%/);
    expect(boston.textContent).toContain('52,3');

    await user.click(screen.getByTestId('danyscore-filter-West'));
    expect(screen.queryByTestId('danyscore-row-2')).toBeNull();
    expect(screen.getByTestId('danyscore-row-21')).toBeTruthy();
  });

  it('opens the team dialog with its numbers, the formula in words and the note on manual edits', async () => {
    stubFetch({
      '/api/danyscore-nba/standings': () => jsonResponse(standings),
      '/api/danyscore-nba/team/2': () => jsonResponse(team),
    });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);

    await user.click(await screen.findByTestId('danyscore-row-2'));
    const dialog = await screen.findByTestId('danyscore-team-dialog');
    await within(dialog).findByTestId('danyscore-metric-team-value');
    expect(within(dialog).getByTestId('danyscore-metric-record').textContent).toBe('15-5');
    expect(within(dialog).getByTestId('danyscore-metric-team-value').textContent).toBe('50,0');
    expect(within(dialog).getByTestId('danyscore-metric-active-points').textContent).toBe('101,5');
    expect(within(dialog).getByTestId('danyscore-metric-health-factor').textContent).toMatch(/90[,.]0\s?%/);
    expect(within(dialog).getByTestId('danyscore-metric-roster-size').textContent).toBe('12 jugadores');
    expect(within(dialog).getByTestId('danyscore-formula').textContent).toBe(
      'Game Value = Team Value × Health Factor',
    );
    expect(within(dialog).getByTestId('danyscore-manual-note').textContent).toContain(
      'administrador del sistema',
    );
    expect(dialog.textContent).toContain('Baja');
    expect(dialog.textContent).toContain('Jayson Tatum');
    // The demo's rosters say whose figures they are and that the injury report is simulated.
    expect(within(dialog).getByTestId('danyscore-stats-note').textContent).toBe(
      'Jugadores y promedios por partido reales de la temporada 2024-25 (Basketball-Reference). El parte de lesiones lo simula el mercado demo.',
    );
  });

  it('names no past season under balldontlie’s rosters, which are the season shown', async () => {
    stubFetch({
      '/api/danyscore-nba/standings': () =>
        jsonResponse({ ...standings, source: 'balldontlie', statsSeason: null }),
      '/api/danyscore-nba/team/2': () => jsonResponse(team),
    });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);
    await screen.findByTestId('danyscore-table');
    expect(screen.getByTestId('danyscore-tab').textContent).not.toContain('Jugadores reales');
    await user.click(await screen.findByTestId('danyscore-row-2'));
    const dialog = await screen.findByTestId('danyscore-team-dialog');
    await within(dialog).findByTestId('danyscore-metric-team-value');
    expect(within(dialog).queryByTestId('danyscore-stats-note')).toBeNull();
  });

  it('says, on Actualizar, what it read: teams, players, source and when they were stored', async () => {
    const fetchMock = stubFetch({ '/api/danyscore-nba/standings': () => jsonResponse(standings) });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);
    await screen.findByTestId('danyscore-table');
    expect(
      screen.getByText(/Fuente: mercado demo · Jugadores reales de 2024-25 · Actualizado el/),
    ).toBeTruthy();

    await user.click(screen.getByTestId('danyscore-refresh'));
    expect(await screen.findByText('Datos recargados')).toBeTruthy();
    expect(
      screen.getByText(
        /^3 equipos y 42 jugadores guardados · Fuente: mercado demo · Actualizado el \d{2} nov/,
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/danyscore-nba/standings')).toHaveLength(2);

    await act(() => changeLanguage('en'));
    await user.click(screen.getByTestId('danyscore-refresh'));
    expect(await screen.findByText('Data reloaded')).toBeTruthy();
    expect(
      screen.getByText(/^3 teams and 42 players stored · Source: demo market · Updated \d{2} Nov/),
    ).toBeTruthy();
  });

  it('says, on Actualizar, that nothing is stored yet and that the demo market loads it with its sync', async () => {
    stubFetch({ '/api/danyscore-nba/standings': () => jsonResponse(empty) });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);
    const emptyState = await screen.findByTestId('danyscore-empty');
    const hint = `El mercado demo carga la temporada ${seasonLabel(season)} con su primera sincronización. Para cargarla ya, pulsa «Actualizar desde API».`;
    expect(emptyState.textContent).toContain(hint);

    await user.click(screen.getByTestId('danyscore-refresh'));
    expect(await screen.findByText('Sin datos guardados')).toBeTruthy();
    expect(screen.getAllByText(hint).length).toBe(2);
  });

  it("toasts 'Error al actualizar' when Actualizar cannot read the standings", async () => {
    let fails = false;
    stubFetch({
      '/api/danyscore-nba/standings': () =>
        fails ? jsonResponse({ error: { code: 'FORBIDDEN', message: 'no' } }, 403) : jsonResponse(standings),
    });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);
    await screen.findByTestId('danyscore-table');
    fails = true;
    await user.click(screen.getByTestId('danyscore-refresh'));
    expect(await screen.findByText('Error al actualizar')).toBeTruthy();
    expect(screen.getByText(/^Error al cargar datos: No tienes permiso/)).toBeTruthy();
  });

  it('says so when a team has no DanyScore data', async () => {
    stubFetch({
      '/api/danyscore-nba/standings': () => jsonResponse(standings),
      '/api/danyscore-nba/team/16': () =>
        jsonResponse({ error: { code: 'NOT_FOUND', message: 'none', reason: 'nba_team_not_found' } }, 404),
    });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);
    await user.click(await screen.findByTestId('danyscore-row-16'));
    expect((await screen.findByTestId('danyscore-team-missing')).textContent).toBe(
      'No hay datos de DanyScore disponibles para este equipo.',
    );
  });

  it("shows 'No hay datos cargados' with Reintentar, and fills the table from the API refresh", async () => {
    let stored = empty;
    const fetchMock = stubFetch({
      '/api/danyscore-nba/standings': () => jsonResponse(stored),
      '/api/danyscore-nba/standings/refresh': () => {
        stored = standings;
        return jsonResponse(standings);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);

    const emptyState = await screen.findByTestId('danyscore-empty');
    expect(emptyState.textContent).toContain('No hay datos cargados');
    await user.click(within(emptyState).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/danyscore-nba/standings')).toHaveLength(2));

    await user.click(screen.getByTestId('danyscore-refresh-api'));
    expect(await screen.findByTestId('danyscore-table')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/danyscore-nba/standings/refresh')[0]?.init?.method).toBe('POST');
    expect(await screen.findByText('Datos de demostración actualizados')).toBeTruthy();
    expect(
      screen.getByText(`Temporada ${seasonLabel(season)}: 3 equipos y 42 jugadores reales de 2024-25`),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain(`season=${season}`);
    expect(screen.getByTestId('danyscore-team-count').textContent).toContain(seasonLabel(season));
  });

  it("toasts 'Error al actualizar' with the provider's failure, keeping the table", async () => {
    stubFetch({
      '/api/danyscore-nba/standings': () => jsonResponse(standings),
      '/api/danyscore-nba/standings/refresh': () =>
        jsonResponse(
          {
            error: {
              code: 'BAD_GATEWAY',
              message:
                'balldontlie /nba/v1/teams: unavailable (status 500) after 4 tries; the stored data was kept',
              reason: 'nba_provider_error',
              details: { failure: 'UNAVAILABLE' },
            },
          },
          502,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<DanyScoreTab />);
    await user.click(await screen.findByTestId('danyscore-refresh-api'));
    expect(await screen.findByText('Error al actualizar')).toBeTruthy();
    expect(
      await screen.findByText('No se pudo obtener datos de la API (el servicio no está disponible)'),
    ).toBeTruthy();
    expect(screen.queryByText(/balldontlie \/nba/)).toBeNull();
    expect(screen.getByTestId('danyscore-table')).toBeTruthy();
  });

  it("shows 'Error al cargar datos: …' when the standings cannot be read", async () => {
    stubFetch({
      '/api/danyscore-nba/standings': () =>
        jsonResponse({ error: { code: 'FORBIDDEN', message: 'no' } }, 403),
    });
    renderWithProviders(<DanyScoreTab />);
    // A 403 is not retried: it would answer the same.
    const error = await screen.findByTestId('danyscore-error');
    expect(error.textContent).toContain('Error al cargar datos: No tienes permiso');
  }, 15_000);
});

import { screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, renderApp, stubFetch } from '@test/helpers';

const unauthorized = () => new Response('', { status: 401 });

const league = (
  name: string,
  counts: Partial<Record<'upcoming24h' | 'upcoming7d' | 'priced', number>> = {},
  returnsAt: string | null = null,
) => ({
  league: name,
  upcoming24h: 0,
  upcoming7d: 0,
  priced: 0,
  nextStartTime: returnsAt,
  returnsAt,
  ...counts,
});

const sport = (name: string, leagues: ReturnType<typeof league>[], returnsAt: string | null = null) => ({
  sport: name,
  upcoming24h: leagues.reduce((sum, l) => sum + l.upcoming24h, 0),
  upcoming7d: leagues.reduce((sum, l) => sum + l.upcoming7d, 0),
  priced: leagues.reduce((sum, l) => sum + l.priced, 0),
  nextStartTime: null,
  returnsAt,
  leagues,
});

const COVERAGE = {
  generatedAt: '2026-11-24T06:00:00.000Z',
  sports: [
    sport('soccer', [
      league('Premier League', { upcoming24h: 4, upcoming7d: 10, priced: 10 }),
      league('Liga MX', {}, '2027-01-10T01:00:00.000Z'),
    ]),
    sport('nfl', [league('NFL', {}, '2027-09-09T00:20:00.000Z')], '2027-09-09T00:20:00.000Z'),
    sport('nba', [league('NBA', { upcoming24h: 1, upcoming7d: 40, priced: 38 })]),
    sport('baseball', [league('MLB', { upcoming7d: 2, priced: 2 })]),
  ],
};

const statusOf = (sport: string) => screen.getByTestId(`coverage-${sport}`).textContent;

describe('the landing lists what the market offers now', () => {
  beforeEach(() => changeLanguage('es'));
  afterAll(() => changeLanguage('es'));

  it('shows each covered sport with its real count, when an out-of-season one returns, and today’s total', async () => {
    stubFetch({
      '/api/auth/me': unauthorized,
      '/api/events/coverage': () => jsonResponse(COVERAGE),
      '/api/record/volume': () => jsonResponse({ windowDays: 30, days: 30, published: 126, perDay: 4.2 }),
    });
    renderApp('/');
    const block = await screen.findByTestId('sports-coverage');
    expect(statusOf('soccer')).toBe('Fútbol4 partidos hoy');
    expect(statusOf('nba')).toBe('NBA1 partido hoy');
    expect(statusOf('baseball')).toBe('MLB2 esta semana');
    expect(statusOf('nfl')).toBe('NFLvuelve el 9 sept');
    // Only the sports the market covers: no NHL here.
    expect(within(block).queryByTestId('coverage-nhl')).toBeNull();
    expect(screen.getByTestId('coverage-total').textContent).toBe(
      'En las próximas 24 h el mercado ofrece 5 eventos para analizar.',
    );
    expect(screen.getByTestId('coverage-returning').textContent).toBe(
      'Fuera de temporada: Liga MX vuelve el 10 ene',
    );
    // The promise, kept by the last 30 days, next to the real numbers.
    expect((await screen.findByText('4 picks diarios')).closest('li')?.className).not.toContain('invisible');
  });

  it('says so in English when nothing plays today', async () => {
    await changeLanguage('en');
    stubFetch({
      '/api/auth/me': unauthorized,
      '/api/events/coverage': () =>
        jsonResponse({
          ...COVERAGE,
          sports: [sport('nfl', [league('NFL', {}, '2027-09-09T00:20:00.000Z')], '2027-09-09T00:20:00.000Z')],
        }),
    });
    renderApp('/');
    expect((await screen.findByTestId('coverage-nfl')).textContent).toBe('NFLback on 9 Sep');
    expect(screen.getByTestId('coverage-total').textContent).toBe(
      'No events in the market today: picks come with the next round.',
    );
  });

  it('lists the five sports without counts while the coverage cannot be read', async () => {
    stubFetch({ '/api/auth/me': unauthorized });
    renderApp('/');
    expect(await screen.findByText('Deportes cubiertos')).toBeTruthy();
    expect(screen.queryByTestId('sports-coverage')).toBeNull();
    for (const name of ['Fútbol', 'NFL', 'MLB', 'NBA', 'NHL'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, renderApp, stubFetch } from '@test/helpers';
import { makeEvents } from '@test/fixtures/landing';

const unauthorized = () => new Response('', { status: 401 });

describe('landing page', () => {
  beforeEach(() => changeLanguage('es'));

  it('lists the first 6 events with locked picks and a looping ticker of 10', async () => {
    stubFetch({
      '/api/auth/me': unauthorized,
      '/api/events': () => jsonResponse({ events: makeEvents(12).reverse() }),
    });
    renderApp('/');
    expect(screen.getByTestId('landing-title').textContent).toContain('ventaja positiva');

    const list = (await screen.findByRole('heading', { level: 2, name: 'Próximos eventos' })).closest(
      'section',
    );
    if (!list) throw new Error('events section missing');
    expect(await within(list).findAllByRole('article')).toHaveLength(6);
    expect(within(list).getAllByText('Únete para ver el pick')).toHaveLength(6);
    // Soonest first, even though the API sent them newest first.
    expect(within(list).getAllByRole('heading', { level: 3 })[0]?.textContent).toContain('Home 0');

    const ticker = screen.getByRole('region', { name: 'En agenda' });
    const tickerLabels = within(ticker)
      .getAllByTestId('match-label')
      .map((label) => label.textContent);
    // NBA reads "Away @ Home", home team marked, in the ticker as on the cards.
    expect(tickerLabels.filter((label) => label === 'Away 0 @ Home 0 (L)')).toHaveLength(2);
    expect(within(list).getAllByTestId('match-label')[0]?.textContent).toBe('Away 0 @ Home 0 (L)');
    expect(ticker.querySelectorAll('li')).toHaveLength(20);
  });

  it('labels a soccer match "Home vs Away" on the cards and the ticker alike', async () => {
    const [event] = makeEvents(1);
    stubFetch({
      '/api/auth/me': unauthorized,
      '/api/events': () =>
        jsonResponse({
          events: [{ ...event, sport: 'soccer', league: 'LaLiga', homeTeam: 'Betis', awayTeam: 'Sevilla' }],
        }),
    });
    renderApp('/');
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('match-label').textContent).toBe('Betis (L) vs Sevilla');
    const ticker = screen.getByRole('region', { name: 'En agenda' });
    expect(within(ticker).getAllByTestId('match-label')[0]?.textContent).toBe('Betis (L) vs Sevilla');
  });

  it('names the league once when the sport badge already says it, and beside the badge otherwise', async () => {
    const [event] = makeEvents(1);
    stubFetch({
      '/api/auth/me': unauthorized,
      '/api/events': () =>
        jsonResponse({
          events: [
            { ...event, id: 'nhl', sport: 'nhl', league: 'NHL' },
            { ...event, id: 'epl', sport: 'soccer', league: 'Premier League' },
          ],
        }),
    });
    renderApp('/');
    const [nhl, soccer] = await screen.findAllByRole('article');
    expect(nhl?.textContent).not.toMatch(/NHL\s*NHL/);
    expect(within(nhl as HTMLElement).getAllByText('NHL')).toHaveLength(1);
    expect(within(soccer as HTMLElement).getByText('Fútbol')).toBeTruthy();
    expect(within(soccer as HTMLElement).getByText('Premier League')).toBeTruthy();
  });

  it('shows a friendly empty state while the events endpoint does not exist', async () => {
    stubFetch({ '/api/auth/me': unauthorized });
    renderApp('/');
    expect(await screen.findByText('Los próximos eventos llegan pronto')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'En agenda' })).toBeNull();
  });
});

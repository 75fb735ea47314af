import type { PublicEvent } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { adminPicksApi } from '@test/fixtures/admin-picks-api';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { makeAdminPick } from '@test/fixtures/graded-picks';
import { ManualPicksTab } from './components/manual-picks-tab';

const EVENT: PublicEvent = {
  id: '0c8e2f7a-3b4d-4e5f-8a9b-1c2d3e4f5a6b',
  sport: 'nba',
  league: 'NBA',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  startTime: new Date(Date.now() + 86_400_000).toISOString(),
  status: 'upcoming',
};

function stub(picks = [makeAdminPick({ strategy: 'manual' })]) {
  return stubFetch({
    ...adminPicksApi(picks),
    '/api/events': () => jsonResponse({ events: [EVENT] }),
    // The feed's best for Miami is 1.85: up to 2.03 is within the market.
    '/api/admin/picks/manual/price-check': (_init, url) => {
      const odds = Number(url.searchParams.get('odds'));
      return jsonResponse({
        status: odds > 2.03 ? 'off_market' : 'within',
        bestOdds: 1.85,
        bookmaker: 'pinnacle',
        ceiling: 2.03,
      });
    },
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('a price typed by hand, checked before saving', { timeout: 15_000 }, () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it("shows the feed's check of a manual pick's price on a feed event, off the market at +120", async () => {
    const fetchMock = stub([]);
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);
    const form = await screen.findByTestId('manual-pick-form');
    await fill(user, within(form).getByLabelText('Buscar por equipo'), 'miami');
    await user.click(within(await within(form).findByTestId('manual-event-results')).getByRole('button'));
    await user.selectOptions(within(form).getByLabelText('Selección'), 'away');
    await fill(user, within(form).getByLabelText('Cuota americana'), '+120');
    const note = await within(form).findByTestId('manual-price-check');
    await waitFor(() => expect(note.dataset.status).toBe('off_market'));
    expect(note.textContent).toContain('la mejor del feed es 1,85 en Pinnacle');
    const [call] = callsTo(fetchMock, '/api/admin/picks/manual/price-check');
    expect(call).toBeDefined();
    // Off the feed, the form says what such a pick carries and must respect.
    await user.click(within(form).getByTestId('manual-source-custom'));
    expect(within(form).queryByTestId('manual-price-check')).toBeNull();
    expect(within(form).getByTestId('manual-off-feed-note').textContent).toContain('al menos 2 horas');
  });

  it('asks where the score of a pick off the feed can be checked before taking its result', async () => {
    const offFeed = makeAdminPick({
      strategy: 'manual',
      status: 'published',
      offFeed: true,
      priceUnverified: true,
      eventStartTime: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      displayLine: 'Real Betis ML',
    });
    const fetchMock = stubFetch({
      ...adminPicksApi([offFeed]),
      '/api/events': () => jsonResponse({ events: [] }),
      [`/api/admin/picks/${offFeed.id}/result`]: () => jsonResponse({ pick: { ...offFeed, result: 'win' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);
    const item = (await screen.findAllByTestId('manual-pick-item'))[0] as HTMLElement;
    expect(within(item).getByTestId('mark-unverified').textContent).toContain('Precio sin contraste');
    expect(within(item).getByTestId('mark-off-feed').textContent).toContain('Fuera del feed');
    await user.click(within(item).getByTestId('mark-win'));
    const dialog = await screen.findByTestId('confirm-result-dialog');
    const confirm = within(dialog).getByTestId('confirm-dialog-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByTestId('result-source'), 'https://www.laliga.com/partido');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/picks/${offFeed.id}/result`)[0]?.body).toEqual({
        result: 'win',
        source: 'https://www.laliga.com/partido',
      }),
    );
  });
});

import type { PublicEvent } from '@arcade/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { adminPicksApi } from '@test/fixtures/admin-picks-api';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { makeAdminPick } from '@test/fixtures/graded-picks';
import { ManualPicksTab } from './manual-picks-tab';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const EVENTS: PublicEvent[] = [
  {
    id: '5b6f1a9e-1c1d-4f0e-9a57-8b7c5a1f2e3d',
    sport: 'soccer',
    league: 'La Liga',
    homeTeam: 'Real Madrid',
    awayTeam: 'FC Barcelona',
    startTime: inDays(2),
    status: 'upcoming',
  },
  {
    id: '0c8e2f7a-3b4d-4e5f-8a9b-1c2d3e4f5a6b',
    sport: 'nba',
    league: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    startTime: inDays(1),
    status: 'upcoming',
  },
];

function stub(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...adminPicksApi([]),
    '/api/events': () => jsonResponse({ events: EVENTS }),
    '/api/admin/picks/manual': () => jsonResponse({ pick: makeAdminPick({ strategy: 'manual' }) }, 201),
    ...extra,
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

// Form tests drive many user events; on a busy two-core machine they can pass the 5 s default.
describe('a manual pick on an event of the feed', { timeout: 15_000 }, () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('finds the event by team, offers its sides and sends its id with the side, the book and the stake typed', async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);
    const form = await screen.findByTestId('manual-pick-form');
    expect(within(form).getByTestId('manual-source-feed').getAttribute('aria-checked')).toBe('true');
    // Before an event is chosen there is nothing to select.
    expect((within(form).getByLabelText('Selección') as HTMLSelectElement).disabled).toBe(true);

    await fill(user, within(form).getByLabelText('Buscar por equipo'), 'madrid');
    const results = await within(form).findByTestId('manual-event-results');
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Real Madrid')]);
    await user.click(within(results).getByRole('button'));
    const chosen = within(form).getByTestId('manual-event-chosen');
    expect(chosen.textContent).toContain('La Liga');

    const selection = within(form).getByLabelText('Selección') as HTMLSelectElement;
    expect([...selection.options].map((option) => option.textContent)).toEqual([
      'Selecciona…',
      'Real Madrid',
      'Empate',
      'FC Barcelona',
    ]);
    await user.selectOptions(selection, 'home');
    await user.selectOptions(within(form).getByLabelText('Tier'), 'exclusivo');
    await fill(user, within(form).getByLabelText('Casa de apuestas'), 'Pinnacle');
    await user.type(within(form).getByLabelText('Cuota americana'), '+110');
    await fill(user, within(form).getByLabelText('Edge (%)'), '4');
    await fill(user, within(form).getByLabelText('Stake'), '37,5');
    await user.click(screen.getByTestId('manual-pick-submit'));

    expect(await screen.findByText('Real Madrid (L) vs FC Barcelona guardado como Pendiente.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks/manual')[0]?.body).toEqual({
      tier: 'exclusivo',
      eventId: EVENTS[0]?.id,
      market: 'h2h',
      selection: 'home',
      bookmaker: 'Pinnacle',
      odds: 2.1,
      oddsAmerican: 110,
      edge: 0.04,
      stake: 37.5,
      status: 'pending',
      bankroll: 1000,
    });
    // The next pick starts on the feed again, with no event chosen.
    expect(within(form).queryByTestId('manual-event-chosen')).toBeNull();
  });

  it('offers over and under on a total, and asks for its line', async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);
    const form = await screen.findByTestId('manual-pick-form');
    await user.click(await within(form).findByTestId(`manual-event-${EVENTS[1]?.id}`));
    await user.selectOptions(within(form).getByLabelText('Mercado'), 'totals');
    const selection = within(form).getByLabelText('Selección') as HTMLSelectElement;
    expect([...selection.options].map((option) => option.value)).toEqual(['', 'over', 'under']);
    await user.selectOptions(selection, 'under');
    await user.selectOptions(within(form).getByLabelText('Tier'), 'vip');
    await fill(user, within(form).getByLabelText('Casa de apuestas'), 'bet365');
    await user.type(within(form).getByLabelText('Cuota americana'), '-110');
    await user.click(screen.getByTestId('manual-pick-submit'));
    expect(await screen.findByText('Faltan campos')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks/manual')).toEqual([]);
    await fill(user, within(form).getByLabelText('Línea'), '220,5');
    await user.click(screen.getByTestId('manual-pick-submit'));
    await screen.findByText('Pick creado');
    expect(callsTo(fetchMock, '/api/admin/picks/manual')[0]?.body).toMatchObject({
      eventId: EVENTS[1]?.id,
      market: 'totals',
      selection: 'under',
      line: 220.5,
    });
  });

  it('asks for an event before sending, and shows why the server refused one', async () => {
    const fetchMock = stub({
      '/api/admin/picks/manual': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'The event started',
              reason: 'manual_pick_needs_event',
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);
    const form = await screen.findByTestId('manual-pick-form');
    await user.selectOptions(within(form).getByLabelText('Tier'), 'vip');
    await fill(user, within(form).getByLabelText('Casa de apuestas'), 'bet365');
    await user.type(within(form).getByLabelText('Cuota americana'), '+120');
    await user.click(screen.getByTestId('manual-pick-submit'));
    expect(await screen.findByText('Elige un evento del feed, o cambia a «Otro evento».')).toBeTruthy();
    expect(within(form).getByText('Elige un evento del feed')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/picks/manual')).toEqual([]);

    await user.click(await within(form).findByTestId(`manual-event-${EVENTS[0]?.id}`));
    await user.selectOptions(within(form).getByLabelText('Selección'), 'draw');
    await user.click(screen.getByTestId('manual-pick-submit'));
    expect(await screen.findByText('Error al crear pick')).toBeTruthy();
    expect(
      screen.getByText(
        'Un pick manual necesita un evento: elige un evento próximo del feed, o indica la liga y una hora de inicio futura.',
      ),
    ).toBeTruthy();
  });

  it('refuses a start that has passed for an event the feed does not carry, in English', async () => {
    await changeLanguage('en');
    const fetchMock = stub();
    const user = userEvent.setup();
    renderWithProviders(<ManualPicksTab />);
    const form = await screen.findByTestId('manual-pick-form');
    await user.click(within(form).getByTestId('manual-source-custom'));
    expect(within(form).queryByLabelText('Search by team')).toBeNull();
    const start = within(form).getByLabelText('Start') as HTMLInputElement;
    expect(start.type).toBe('datetime-local');
    await user.type(start, '2020-01-01T20:00');
    await user.click(screen.getByTestId('manual-pick-submit'));
    const describedBy = start.getAttribute('aria-describedby');
    expect(describedBy ? document.getElementById(describedBy)?.textContent : null).toBe(
      'Must be a date and time still to come',
    );
    expect(callsTo(fetchMock, '/api/admin/picks/manual')).toEqual([]);
  });

  it('offers no result buttons on a published manual pick before its start, saying when it can be graded', async () => {
    const pick = makeAdminPick({
      strategy: 'manual',
      status: 'published',
      result: null,
      eventStartTime: inDays(2),
    });
    stubFetch({ ...adminPicksApi([pick]), '/api/events': () => jsonResponse({ events: EVENTS }) });
    renderWithProviders(<ManualPicksTab />);
    const item = await screen.findByTestId('manual-pick-item');
    expect(within(item).getByTestId('manual-awaiting-start').textContent).toMatch(
      /^Resultado tras el inicio/,
    );
    expect(within(item).queryByTestId('mark-win')).toBeNull();
  });
});

import type { Bet, UnlockedPick } from '@arcade/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANKROLL_STORAGE_KEY } from '@/features/dashboard';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, jsonResponse, makeUser, type Route, renderApp } from '@test/helpers';
import { makeLocked, makeUnlocked, stubDashboard } from '@test/fixtures/dashboard';

/** Text with the no-break spaces Intl puts in Spanish money as plain ones. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

/** The writes to one path: method and body. */
const writesTo = (fetchMock: ReturnType<typeof stubDashboard>, path: string) =>
  callsTo(fetchMock, path)
    .filter((call) => call.init?.method !== undefined && call.init.method !== 'GET')
    .map((call) => [call.init?.method, call.body]);

const cardOf = async (pickId: string) =>
  (await screen.findAllByTestId(/pick-card$/)).find((card) => card.dataset.pickId === pickId) as HTMLElement;

/** The bet the server answers for `pick`: recorded now, not graded, not locked unless told. */
function betOn(pick: UnlockedPick, overrides: Partial<Bet> = {}): Bet {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    pickId: pick.id,
    odds: pick.odds,
    bookmaker: pick.bookmaker,
    stake: 25,
    publishedOdds: pick.odds,
    minOdds: pick.minOdds,
    sport: pick.sport,
    homeTeam: pick.homeTeam,
    awayTeam: pick.awayTeam,
    selection: pick.selection,
    displayLine: pick.displayLine,
    eventStartTime: pick.eventStartTime,
    isLocked: false,
    result: null,
    profit: null,
    gradedAt: null,
    clv: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * The person's book as the server keeps it: GET /api/bets/open lists it, POST adds to it (or answers
 * `refusal`), PATCH and DELETE change it.
 */
function stubBook(
  pick: UnlockedPick,
  { open = [] as Bet[], refusal }: { open?: Bet[]; refusal?: string } = {},
) {
  let bets = [...open];
  const write: Route = (init) => {
    if (init?.method === undefined || init.method === 'GET') return jsonResponse({ bets, nextCursor: null });
    const body = JSON.parse(String(init?.body ?? '{}')) as Partial<Bet>;
    if (refusal) {
      return jsonResponse({ error: { code: 'CONFLICT', message: refusal, reason: refusal } }, 409);
    }
    const bet = betOn(pick, { ...bets[0], ...body, bookmaker: body.bookmaker ?? null });
    bets = [bet];
    return jsonResponse({ bet }, init?.method === 'POST' ? 201 : 200);
  };
  const id = betOn(pick).id;
  return {
    '/api/bets/open': () => jsonResponse({ bets }),
    '/api/bets': write,
    [`/api/bets/${id}`]: (init, url) => {
      if (init?.method !== 'DELETE') return write(init, url);
      bets = [];
      return new Response(null, { status: 204 });
    },
  } satisfies Record<string, Route>;
}

describe('a pick card', () => {
  beforeEach(() => changeLanguage('en'));

  it('shows the minimum price worth taking in decimal and American, in English and Spanish', async () => {
    const pick = makeUnlocked({ odds: 2.1, oddsAmerican: 110, minOdds: 1.97 });
    stubDashboard({ picks: [pick], routes: stubBook(pick) });
    renderApp('/dashboard');

    const card = await cardOf(pick.id);
    const figure = within(card).getByTestId('pick-min-odds');
    expect(within(figure).getByText('Bet down to')).toBeTruthy();
    expect(within(figure).getByTestId('pick-min-odds-value').textContent).toBe('1.97 (-103)');

    await changeLanguage('es');
    const spanish = within(await cardOf(pick.id)).getByTestId('pick-min-odds');
    expect(within(spanish).getByText('Cuota mínima')).toBeTruthy();
    expect(within(spanish).getByTestId('pick-min-odds-value').textContent).toBe('1,97 (-103)');
  });

  it('gives a locked teaser no minimum price and no way to record a bet', async () => {
    const locked = makeLocked();
    stubDashboard({ user: makeUser({ hasUsedFreePick: true }), picks: [locked] });
    renderApp('/dashboard');
    const card = await cardOf(locked.id);
    expect(card.dataset.testid).toBe('locked-pick-card');
    expect(within(card).queryByTestId('pick-min-odds')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'I placed it' })).toBeNull();
  });
});

describe('recording the bet placed on a pick', () => {
  beforeEach(() => changeLanguage('en'));
  afterEach(() => vi.useRealTimers());

  it('takes two taps in Spanish: "La jugué" opens the form with the pick’s price, book and stake, "Guardar" records it', async () => {
    window.localStorage.setItem(BANKROLL_STORAGE_KEY, '2000');
    await changeLanguage('es');
    const pick = makeUnlocked({
      odds: 2.05,
      oddsAmerican: 105,
      bookmaker: 'bet365',
      stake: 15,
      bankroll: 1000,
    });
    const fetchMock = stubDashboard({ picks: [pick], routes: stubBook(pick) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await within(await cardOf(pick.id)).findByRole('button', { name: 'La jugué' }));
    const dialog = await screen.findByTestId('bet-dialog');
    expect((within(dialog).getByLabelText('Cuota') as HTMLInputElement).value).toBe('2,05');
    expect((within(dialog).getByLabelText('Importe') as HTMLInputElement).value).toBe('30,00');
    expect((within(dialog).getByLabelText('Casa') as HTMLInputElement).value).toBe('bet365');
    expect(within(dialog).getByTestId('bet-min-odds').textContent).toBe('Cuota mínima 1,97 (-103)');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByTestId('bet-dialog')).toBeNull());
    expect(writesTo(fetchMock, '/api/bets')).toEqual([
      ['POST', { pickId: pick.id, odds: 2.05, stake: 30, bookmaker: 'bet365' }],
    ]);
    const card = await cardOf(pick.id);
    expect(plain((await within(card).findByTestId('bet-summary-text')).textContent)).toBe(
      'Jugada a 2,05 · 30,00 US$ · bet365',
    );
    expect(within(card).queryByTestId('bet-below-min-mark')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Quitar' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'La jugué' })).toBeNull();
  });

  it('warns under the minimum price and still saves the price the person took', async () => {
    const pick = makeUnlocked({ odds: 2.05, bookmaker: 'pinnacle', minOdds: 1.97, stake: 5, bankroll: 1000 });
    window.localStorage.setItem(BANKROLL_STORAGE_KEY, '1000');
    const fetchMock = stubDashboard({ picks: [pick], routes: stubBook(pick) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await within(await cardOf(pick.id)).findByRole('button', { name: 'I placed it' }));
    const dialog = await screen.findByTestId('bet-dialog');
    expect(within(dialog).queryByTestId('bet-below-min')).toBeNull();
    const odds = within(dialog).getByLabelText('Odds');
    await user.clear(odds);
    await user.type(odds, '1.9');
    expect(within(dialog).getByTestId('bet-below-min').textContent).toContain(
      'Below the minimum price: this price no longer carries value',
    );
    const book = within(dialog).getByLabelText('Book');
    await user.clear(book);
    await user.type(book, 'Bet365');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(writesTo(fetchMock, '/api/bets')).toEqual([
        ['POST', { pickId: pick.id, odds: 1.9, stake: 5, bookmaker: 'Bet365' }],
      ]),
    );
    const card = await cardOf(pick.id);
    expect((await within(card).findByTestId('bet-summary-text')).textContent).toBe(
      'Placed at 1.90 · $5.00 · bet365',
    );
    // The card keeps saying that this price has no value left.
    expect(within(card).getByTestId('bet-below-min-mark').textContent).toBe(
      'Below the minimum price (1.97): no value at this price',
    );
  });

  it('changes the bet from "Edit" and removes it after a confirmation, then offers "I placed it" again', async () => {
    const pick = makeUnlocked({ odds: 2.05, bookmaker: 'bet365' });
    const bet = betOn(pick, { odds: 2.02, stake: 25, bookmaker: 'Bet365' });
    const fetchMock = stubDashboard({ picks: [pick], routes: stubBook(pick, { open: [bet] }) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const card = await cardOf(pick.id);
    expect((await within(card).findByTestId('bet-summary-text')).textContent).toBe(
      'Placed at 2.02 · $25.00 · bet365',
    );
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('bet-dialog');
    expect(within(dialog).getByText('Edit your bet')).toBeTruthy();
    expect((within(dialog).getByLabelText('Odds') as HTMLInputElement).value).toBe('2.02');
    const stake = within(dialog).getByLabelText('Stake');
    await user.clear(stake);
    await user.type(stake, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(card).getByTestId('bet-summary-text').textContent).toBe(
        'Placed at 2.02 · $40.00 · bet365',
      ),
    );
    expect(writesTo(fetchMock, `/api/bets/${bet.id}`)).toEqual([
      ['PATCH', { odds: 2.02, stake: 40, bookmaker: 'Bet365' }],
    ]);

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByTestId('bet-remove-dialog');
    expect(within(confirm).getByText('Remove your bet?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByRole('button', { name: 'I placed it' })).toBeTruthy();
    expect(writesTo(fetchMock, `/api/bets/${bet.id}`).at(-1)).toEqual(['DELETE', undefined]);
  });

  it('shows the bet fixed once the event has started, and no "I placed it" on a started pick without one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T12:00:00Z'));
    const started = makeUnlocked({ eventStartTime: '2030-06-01T11:30:00.000Z', bookmaker: 'bet365' });
    const unplayed = makeUnlocked({ eventStartTime: '2030-06-01T11:45:00.000Z' });
    const bet = betOn(started, { odds: 2, stake: 25, bookmaker: 'Bet365', isLocked: true });
    stubDashboard({ picks: [started, unplayed], routes: stubBook(started, { open: [bet] }) });
    renderApp('/dashboard');

    const card = await cardOf(started.id);
    expect((await within(card).findByTestId('bet-summary-text')).textContent).toBe(
      'Placed at 2.00 · $25.00 · bet365',
    );
    expect(within(card).getByTestId('bet-locked').textContent).toBe('Locked at the start');
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Remove' })).toBeNull();
    const other = await cardOf(unplayed.id);
    expect(within(other).queryByRole('button', { name: 'I placed it' })).toBeNull();
  });

  it.each([
    ['bet_exists', 'You already recorded a bet on this pick: change that one.'],
    ['event_started', 'The event has started (or its start is unknown): the pick stays in the record.'],
  ])('says why the server refused a bet (%s) in the form', async (reason, text) => {
    const pick = makeUnlocked();
    stubDashboard({ picks: [pick], routes: stubBook(pick, { refusal: reason }) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await within(await cardOf(pick.id)).findByRole('button', { name: 'I placed it' }));
    const dialog = await screen.findByTestId('bet-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('bet-error')).textContent).toBe(text);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, makeUser, renderApp } from '@test/helpers';
import { hoursFromNow, makeGraded, makeLocked, makeUnlocked, stubDashboard } from '@test/fixtures/dashboard';
import { BANKROLL_STORAGE_KEY } from '../hooks/use-stored-bankroll';

const cardOf = async (pickId: string) =>
  (await screen.findAllByTestId(/pick-card$/)).find((card) => card.dataset.pickId === pickId) as HTMLElement;

describe("today's picks", () => {
  beforeEach(() => changeLanguage('en'));

  it('show an entitled pick in full: selection, best price in decimal and American with its book, edge, stake and start', async () => {
    window.localStorage.setItem(BANKROLL_STORAGE_KEY, '4000');
    const pick = makeUnlocked({
      sport: 'soccer',
      homeTeam: 'Real Madrid',
      awayTeam: 'Sevilla FC',
      selection: 'Real Madrid',
      displayLine: 'Real Madrid ML',
      odds: 2.1,
      oddsAmerican: 110,
      bookmaker: 'pinnacle',
      isBestPrice: true,
      edge: 0.071,
      pModel: 0.51,
      stake: 15,
      bankroll: 1000,
      tier: 'exclusivo',
    });
    stubDashboard({ picks: [pick] });
    renderApp('/dashboard');

    const card = await cardOf(pick.id);
    expect(within(card).getByTestId('pick-selection').textContent).toContain('Real Madrid ML');
    expect(within(card).getByTestId('pick-odds').textContent).toBe('2.10 (+110)');
    expect(within(card).getByText('Best price')).toBeTruthy();
    expect(within(card).getByText('at Pinnacle')).toBeTruthy();
    expect(within(card).queryByTestId('pick-by-hand')).toBeNull();
    expect(within(card).getByText('7.1%')).toBeTruthy();
    // The pick's own stake, 15 of its 1,000 (1.5%), on a bankroll of 4,000.
    expect(within(card).getByTestId('pick-stake').textContent).toBe('$60.00');
    expect(within(card).getByText('for your bankroll of $4,000.00')).toBeTruthy();
    expect(within(card).getByText(/^Kick-off: /)).toBeTruthy();
    expect(screen.getByTestId('today-tier-exclusivo')).toBeTruthy();
  });

  it('mark a price the analyst typed, name its book and never call it the best price, in both languages', async () => {
    const pick = makeUnlocked({
      odds: 3,
      oddsAmerican: 200,
      bookmaker: 'Caliente',
      oddsEnteredByHand: true,
      isBestPrice: false,
    });
    stubDashboard({ picks: [pick] });
    renderApp('/dashboard');
    const card = await cardOf(pick.id);
    expect(within(card).getByTestId('pick-book').textContent).toBe('at Caliente');
    expect(within(card).getByTestId('pick-by-hand').textContent).toBe('Odds entered by the analyst');
    expect(within(card).queryByText('Best price')).toBeNull();
    expect(within(card).getByText('Odds')).toBeTruthy();
    await changeLanguage('es');
    const spanish = await cardOf(pick.id);
    expect(within(spanish).getByTestId('pick-by-hand').textContent).toBe('Cuota introducida por el analista');
    expect(within(spanish).getByTestId('pick-book').textContent).toBe('en Caliente');
    expect(within(spanish).queryByText('Mejor cuota')).toBeNull();
  });

  it("show a manual pick's stake as the analyst typed it, in proportion to the bankroll", async () => {
    window.localStorage.setItem(BANKROLL_STORAGE_KEY, '1000');
    // 37.50 of 1,000: more than core's ¼ Kelly would give at 51% and +100 (5.00), and what was typed.
    const pick = makeUnlocked({
      pModel: 0.51,
      odds: 2,
      stake: 37.5,
      bankroll: 1000,
      oddsEnteredByHand: true,
    });
    stubDashboard({ picks: [pick] });
    renderApp('/dashboard');
    const card = await cardOf(pick.id);
    expect(within(card).getByTestId('pick-stake').textContent).toBe('$37.50');
  });

  it('say "Start" for a sport other than soccer, and re-size stakes as the bankroll changes', async () => {
    const pick = makeUnlocked({ sport: 'nba', pModel: 0.51, odds: 2 });
    stubDashboard({ picks: [pick] });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const card = await cardOf(pick.id);
    expect(within(card).getByText(/^Start: /)).toBeTruthy();
    expect(within(card).getByTestId('pick-stake').textContent).toBe('$5.00');

    const bankroll = screen.getByLabelText('Your bankroll');
    await user.clear(bankroll);
    await user.type(bankroll, '2000');
    expect(within(card).getByTestId('pick-stake').textContent).toBe('$10.00');
    expect(window.localStorage.getItem(BANKROLL_STORAGE_KEY)).toBe('2000');
    await user.clear(bankroll);
    await user.type(bankroll, 'abc');
    expect(screen.getByText('Type an amount of 0 or more')).toBeTruthy();
    expect(within(card).queryByTestId('pick-stake')).toBeNull();
  });

  it('show a locked pick as a teaser: teams, tier and start, no selection, price or stake, and the plan that opens it', async () => {
    const locked = makeLocked({ tier: 'platinum' });
    stubDashboard({ user: makeUser({ hasUsedFreePick: true }), picks: [locked] });
    renderApp('/dashboard');
    const card = await cardOf(locked.id);
    expect(card.dataset.testid).toBe('locked-pick-card');
    expect(within(card).getByText('Locked pick')).toBeTruthy();
    expect(within(card).getByText(/Real Madrid/)).toBeTruthy();
    expect(within(card).queryByTestId('pick-selection')).toBeNull();
    expect(within(card).queryByTestId('pick-odds')).toBeNull();
    expect(within(card).queryByTestId('pick-stake')).toBeNull();
    expect(within(card).getByText('Included in the Platinum plan')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Use my free pick' })).toBeNull();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'See plans' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Weekly plans' }));
  });

  it('group picks by tier, cheapest tier first, and leave graded and past days out', async () => {
    const vip = makeUnlocked({ tier: 'vip' });
    const diamante = makeLocked({ tier: 'diamante' });
    const graded = makeGraded('vip', 'win', 30, { displayLine: 'Already graded' });
    const yesterday = makeLocked({ tier: 'platinum', eventStartTime: hoursFromNow(-48) });
    stubDashboard({ picks: [diamante, graded, yesterday, vip] });
    renderApp('/dashboard');
    await screen.findByTestId('today-tier-vip');
    const groups = screen.getAllByTestId(/^today-tier-/).map((group) => group.dataset.testid);
    expect(groups).toEqual(['today-tier-vip', 'today-tier-diamante']);
    expect(screen.queryByText('Already graded')).toBeNull();
  });

  it('say when nothing is published today, in both languages', async () => {
    stubDashboard({ picks: [makeGraded('vip', 'loss', 40)] });
    renderApp('/dashboard');
    expect((await screen.findByTestId('today-picks-empty')).textContent).toContain(
      'No picks published today',
    );
    await changeLanguage('es');
    expect((await screen.findByTestId('today-picks-empty')).textContent).toContain(
      'Hoy no hay picks publicados',
    );
  });

  it('let a card alone on the last row of its tier span the row instead of leaving half of it empty', async () => {
    const single = makeUnlocked({ tier: 'vip', sport: 'nhl', league: 'NHL' });
    const pair = [makeLocked({ tier: 'platinum' }), makeLocked({ tier: 'platinum' })];
    const trio = [
      makeUnlocked({ tier: 'diamante' }),
      makeUnlocked({ tier: 'diamante' }),
      makeUnlocked({ tier: 'diamante' }),
    ];
    stubDashboard({ picks: [single, ...pair, ...trio] });
    renderApp('/dashboard');
    const spans = async (pickId: string) => (await cardOf(pickId)).classList.contains('md:col-span-2');
    expect(await spans(single.id)).toBe(true);
    expect(await spans(pair[0]!.id)).toBe(false);
    expect(await spans(pair[1]!.id)).toBe(false);
    expect(await spans(trio[0]!.id)).toBe(false);
    expect(await spans(trio[1]!.id)).toBe(false);
    expect(await spans(trio[2]!.id)).toBe(true);
  });

  it("name an NHL pick's league once: the badge already says NHL", async () => {
    const nhl = makeUnlocked({ sport: 'nhl', league: 'NHL' });
    const soccer = makeUnlocked({ sport: 'soccer', league: 'Premier League' });
    stubDashboard({ picks: [nhl, soccer] });
    renderApp('/dashboard');
    expect((await cardOf(nhl.id)).textContent).not.toMatch(/NHL\s*NHL/);
    expect(within(await cardOf(nhl.id)).getAllByText('NHL')).toHaveLength(1);
    expect(within(await cardOf(soccer.id)).getByText('Premier League')).toBeTruthy();
  });

  describe('a first screen bounded per tier', () => {
    /** Nine VIP picks an hour apart; the first screen holds the nearest six and says three more. */
    function nineVipPicks(extra: ReturnType<typeof makeLocked>[] = []) {
      const picks = Array.from({ length: 9 }, (_, i) =>
        makeUnlocked({ tier: 'vip', eventStartTime: hoursFromNow(i + 1), displayLine: `VIP ${i + 1}` }),
      );
      const fetchMock = stubDashboard({
        routes: {
          '/api/picks': (_init, url) =>
            url?.searchParams.get('perTier') === '6'
              ? jsonResponse({ picks: [...picks.slice(0, 6), ...extra], more: { vip: 3 } })
              : jsonResponse({ picks: [...picks, ...extra] }),
        },
      });
      return { picks, fetchMock };
    }
    const wholeListReads = (fetchMock: ReturnType<typeof nineVipPicks>['fetchMock']) =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/picks'));
    const vipCards = () => within(screen.getByTestId('today-tier-vip')).getAllByTestId(/pick-card$/);

    it('show the nearest picks, count them all, and load the rest on "Show 3 more picks", in both languages', async () => {
      const { fetchMock } = nineVipPicks();
      renderApp('/dashboard');
      await screen.findByTestId('today-tier-vip');
      expect(vipCards()).toHaveLength(6);
      expect(within(screen.getByTestId('today-tier-vip')).getByText('9 picks')).toBeTruthy();
      expect(wholeListReads(fetchMock)).toHaveLength(0);

      const user = userEvent.setup();
      const more = screen.getByTestId('today-tier-vip-more');
      expect(more.textContent).toBe('Show 3 more picks');
      expect(more.getAttribute('aria-expanded')).toBe('false');
      await user.click(more);
      await waitFor(() => expect(vipCards()).toHaveLength(9));
      expect(screen.getByText('VIP 9')).toBeTruthy();
      expect(screen.getByTestId('today-tier-vip-more').textContent).toBe('Show fewer');
      await changeLanguage('es');
      expect(screen.getByTestId('today-tier-vip-more').textContent).toBe('Ver menos');
      await user.click(screen.getByTestId('today-tier-vip-more'));
      expect(vipCards()).toHaveLength(6);
      expect(screen.getByTestId('today-tier-vip-more').textContent).toBe('Ver 3 picks más');
      expect(wholeListReads(fetchMock)).toHaveLength(1);
    });

    it('offer nothing more under a tier whose picks all fit', async () => {
      const diamante = makeLocked({ tier: 'diamante' });
      nineVipPicks([diamante]);
      renderApp('/dashboard');
      await screen.findByTestId('today-tier-diamante');
      expect(screen.queryByTestId('today-tier-diamante-more')).toBeNull();
    });

    it('open a free-pick claim the address names for a pick beyond the first screen', async () => {
      const far = makeLocked({ tier: 'diamante', eventStartTime: hoursFromNow(20) });
      const picks = [makeLocked({ tier: 'diamante', eventStartTime: hoursFromNow(1) })];
      stubDashboard({
        user: makeUser({ emailVerified: true }),
        routes: {
          '/api/picks': (_init, url) =>
            url?.searchParams.has('perTier')
              ? jsonResponse({ picks, more: { diamante: 1 } })
              : jsonResponse({ picks: [...picks, far] }),
        },
      });
      renderApp(`/dashboard?claim=${far.id}`);
      const dialog = await screen.findByTestId('free-pick-dialog');
      expect(dialog.dataset.step).toBe('confirm');
      expect(screen.getByTestId('location-search').textContent).toBe(`?claim=${far.id}`);
    });
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { LEDGER_VERIFIES, makeUnlocked, stubDashboard } from '@test/fixtures/dashboard';
import { jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';
import { makeRecord, makeRecordPick } from '@test/fixtures/record';

describe('what a price typed by hand carries, where a subscriber sees it', () => {
  beforeEach(() => changeLanguage('es'));

  it('marks an off-feed pick on the record, with the source of its score as a link', async () => {
    const offFeed = makeRecordPick({
      homeTeam: 'Real Betis',
      awayTeam: 'Sevilla',
      sport: 'soccer',
      offFeed: true,
      priceUnverified: true,
      resultSource: 'https://www.laliga.com/partido',
    });
    const named = makeRecordPick({ offFeed: true, priceUnverified: true, resultSource: 'ESPN' });
    stubFetch({
      '/api/auth/me': () => visitor(),
      '/api/record': () => jsonResponse(makeRecord({ picks: [offFeed, named, makeRecordPick()] })),
      '/api/record/ledger': () => jsonResponse({ head: LEDGER_VERIFIES.head, entries: [] }),
      '/api/record/ledger/verify': () => jsonResponse(LEDGER_VERIFIES),
    });
    renderApp('/record');
    const table = await screen.findByTestId('record-table');
    const rows = within(table).getAllByTestId('record-row');
    const [first, second, plain] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('mark-off-feed').textContent).toContain('Fuera del feed');
    expect(within(first).getByTestId('mark-unverified').textContent).toContain('Precio sin contraste');
    const link = within(within(first).getByTestId('record-result-source')).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://www.laliga.com/partido');
    expect(link.getAttribute('rel')).toContain('noopener');
    // A named source is text, never a link.
    expect(within(second).getByTestId('record-result-source').textContent).toBe('Marcador: ESPN');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(plain).queryByTestId('mark-off-feed')).toBeNull();
    expect(within(plain).queryByTestId('record-result-source')).toBeNull();
  });

  it('marks an unverified price on the dashboard card instead of "by the analyst", in English', async () => {
    await changeLanguage('en');
    const pick = makeUnlocked({ oddsEnteredByHand: true, priceUnverified: true, offFeed: true });
    stubDashboard({ picks: [pick] });
    renderApp('/dashboard');
    const card = await screen.findByTestId('pick-card');
    expect(within(card).getByTestId('mark-unverified').textContent).toContain('Unverified price');
    expect(within(card).getByTestId('mark-off-feed').textContent).toContain('Off the feed');
    expect(within(card).queryByTestId('pick-by-hand')).toBeNull();
  });
});

import {
  type AdminPick,
  PickInputRefusalSchema,
  type PickOddsPreview,
  type PickQuote,
} from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

const QUOTES: PickQuote[] = [
  { bookmaker: 'pinnacle', odds: 2.05, line: null, at: '2025-10-05T16:00:00.000Z' },
  { bookmaker: 'bet365', odds: 1.95, line: null, at: '2025-10-05T15:00:00.000Z' },
];

/** A VIP pick at Pinnacle's +101, a 3.6% edge, whose book now offers +105. */
const pickAtPinnacle = (overrides: Partial<AdminPick> = {}) =>
  makePick({
    odds: 2.01,
    oddsAmerican: 101,
    bookmaker: 'pinnacle',
    edge: 0.036,
    stake: 8.94,
    tier: 'vip',
    status: 'pending',
    ...overrides,
  });

/** The server's preview: at bet365 +110 (typed by hand) an 8.2% edge that would suggest diamante. */
function preview(url: URL): PickOddsPreview {
  const odds = Number(url.searchParams.get('odds'));
  const isTyped = odds === 2.1;
  return {
    edge: isTyped ? 0.0823 : 0.0566,
    stake: isTyped ? 15 : 13.47,
    expectedValue: isTyped ? 1.24 : 0.76,
    tier: 'vip',
    suggestedTier: isTyped ? 'diamante' : 'exclusivo',
    oddsEnteredByHand: url.searchParams.get('bookmaker') !== 'pinnacle' || odds !== 2.05,
    // The feed's best is Pinnacle's 2.05: up to 2.25 is within the market; a book of its own, unverified.
    priceCheck:
      url.searchParams.get('bookmaker') === 'Sin feed'
        ? { status: 'unverified', bestOdds: null, bookmaker: null, ceiling: null }
        : {
            status: odds > 2.25 ? 'off_market' : 'within',
            bestOdds: 2.05,
            bookmaker: 'pinnacle',
            ceiling: 2.25,
          },
  };
}

function stub(pick: AdminPick, saved: AdminPick = pick) {
  return stubAdmin([pick], {
    [`/api/admin/picks/${pick.id}/odds-quotes`]: () => jsonResponse({ quotes: QUOTES }),
    [`/api/admin/picks/${pick.id}/odds-preview`]: (_init, url) => jsonResponse(preview(url)),
    [`/api/admin/picks/${pick.id}/odds`]: () => jsonResponse({ pick: saved, suggestedTier: 'diamante' }),
  });
}

async function openDialog(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByTestId('edit-odds-dialog');
  return { user, dialog };
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the odds dialog', () => {
  afterEach(() => act(() => dismissToast()));

  describe('in English', () => {
    beforeEach(() => changeLanguage('en'));

    it("offers the books that price the selection, fills in a book's price, previews the edit and keeps the tier", async () => {
      const pick = pickAtPinnacle();
      const saved = { ...pick, odds: 2.1, oddsAmerican: 110, bookmaker: 'bet365', oddsEnteredByHand: true };
      const fetchMock = stub(pick, { ...saved, edge: 0.0823, stake: 15 });
      renderApp('/admin');
      const { user, dialog } = await openDialog('Edit odds');
      expect(within(dialog).getByTestId('odds-current').textContent).toBe(
        'Current odds: 2.01 (+101) · at Pinnacle',
      );
      const book = within(dialog).getByLabelText('Bookmaker');
      await within(dialog).findByRole('option', { name: 'bet365 — 1.95 (-105)' });
      expect(options(book)).toEqual(['Pinnacle — 2.05 (+105)', 'bet365 — 1.95 (-105)', 'Another bookmaker…']);
      // The pick's own book, once the form has taken the quotes in (an effect after they render).
      await waitFor(() => expect((book as HTMLSelectElement).value).toBe('pinnacle'));
      const american = within(dialog).getByLabelText('American odds') as HTMLInputElement;
      expect(american.value).toBe('+101');

      // Choosing a book fills in its price; typing another makes it the analyst's.
      await user.selectOptions(book, 'bet365');
      expect(american.value).toBe('-105');
      await user.clear(american);
      await user.type(american, '+110');
      const summary = await within(dialog).findByTestId('odds-preview');
      await within(summary).findByText(/would suggest Diamante/);
      expect(within(summary).getByTestId('odds-preview-tier').textContent).toContain('VIP');
      expect(within(summary).getByTestId('odds-preview-tier').textContent).toContain('kept');
      expect(within(summary).getByTestId('odds-preview-source').textContent).toContain(
        'Price entered by the analyst',
      );
      expect(within(summary).getByTestId('odds-preview-edge').textContent).toMatch(/3\.6%.*8\.2%/);
      // A draft has no public record to correct: no reason is asked for.
      expect(within(dialog).queryByLabelText('Reason (optional)')).toBeNull();

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Pick updated')).toBeTruthy();
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)[0]?.body).toEqual({
        odds: 2.1,
        oddsAmerican: 110,
        bookmaker: 'bet365',
      });
      const recomputed = await within(dialog).findByTestId('odds-recomputed');
      expect(recomputed.textContent).toContain(
        'Current odds: 2.10 (+110) · at bet365 · entered by the analyst',
      );
      expect(within(recomputed).getByTestId('odds-recomputed-summary-tier').textContent).toContain('VIP');
      expect(within(recomputed).getByTestId('odds-recomputed-summary-suggestion').textContent).toContain(
        'Diamante',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(screen.queryByTestId('edit-odds-dialog')).toBeNull();
    });

    it("sends a book's own quote at the feed's exact decimal, and marks it as the feed's", async () => {
      const pick = pickAtPinnacle();
      const fetchMock = stub(pick);
      renderApp('/admin');
      const { user, dialog } = await openDialog('Edit odds');
      const book = within(dialog).getByLabelText('Bookmaker');
      await within(dialog).findByRole('option', { name: 'bet365 — 1.95 (-105)' });
      await user.selectOptions(book, 'bet365');
      // −105 converts to 1.9524; the book's quote is 1.95, and that is what is sent.
      expect((within(dialog).getByLabelText('Decimal odds') as HTMLInputElement).value).toBe('1.95');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByText('Pick updated');
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)[0]?.body).toEqual({
        odds: 1.95,
        oddsAmerican: -105,
        bookmaker: 'bet365',
      });
    });

    it('asks for the name of another bookmaker, and sends nothing without one', async () => {
      const pick = pickAtPinnacle();
      const fetchMock = stub(pick);
      renderApp('/admin');
      const { user, dialog } = await openDialog('Edit odds');
      await within(dialog).findByRole('option', { name: 'bet365 — 1.95 (-105)' });
      await user.selectOptions(within(dialog).getByLabelText('Bookmaker'), '__other__');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Name the bookmaker that offers this price.')).toBeTruthy();
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)).toEqual([]);
      await user.type(within(dialog).getByLabelText("Bookmaker's name"), '  Caliente ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByText('Pick updated');
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)[0]?.body).toEqual({
        odds: 2.01,
        oddsAmerican: 101,
        bookmaker: 'Caliente',
      });
    });
    it("refuses odds that are not American odds until they are, and a book's price mends them", async () => {
      const pick = pickAtPinnacle();
      const fetchMock = stub(pick);
      renderApp('/admin');
      const { user, dialog } = await openDialog('Edit odds');
      await within(dialog).findByRole('option', { name: 'bet365 — 1.95 (-105)' });
      const american = within(dialog).getByLabelText('American odds') as HTMLInputElement;
      await user.clear(american);
      await user.type(american, '+50');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const invalid = 'Enter whole American odds of +100 or more, or -100 or less.';
      expect(within(dialog).getByText(invalid)).toBeTruthy();
      expect(document.activeElement).toBe(american);
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)).toEqual([]);
      await user.selectOptions(within(dialog).getByLabelText('Bookmaker'), 'bet365');
      expect(american.value).toBe('-105');
      expect(within(dialog).queryByText(invalid)).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByText('Pick updated');
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)[0]?.body).toEqual({
        odds: 1.95,
        oddsAmerican: -105,
        bookmaker: 'bet365',
      });
    });
  });

  describe('in Spanish', () => {
    beforeEach(() => changeLanguage('es'));

    it('on a published pick, says the change corrects the public record and sends it only with a reason', async () => {
      const pick = pickAtPinnacle({ status: 'published' });
      const fetchMock = stub(pick);
      renderApp('/admin?tab=approved');
      const { user, dialog } = await openDialog('Editar cuota');
      const book = within(dialog).getByLabelText('Casa de apuestas');
      await within(dialog).findByRole('option', { name: 'bet365 — 1,95 (-105)' });
      expect(options(book).at(-1)).toBe('Otra casa…');
      expect(dialog.textContent).toContain('el cambio queda en el registro público como corrección');
      const american = within(dialog).getByLabelText('Cuota americana');
      await user.clear(american);
      await user.type(american, '+110');
      expect(await within(dialog).findByText(/el tier sugerido sería Diamante/)).toBeTruthy();
      // Without a reason nothing is sent: the field says why.
      const reason = within(dialog).getByLabelText('Motivo');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByText(/al menos 5/)).toBeTruthy();
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)).toEqual([]);
      await user.type(reason, 'La casa retiró la línea');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await screen.findByText('Pick actualizado');
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)[0]?.body).toEqual({
        odds: 2.1,
        oddsAmerican: 110,
        bookmaker: 'pinnacle',
        reason: 'La casa retiró la línea',
      });
    });

    it('shows the decimal odds with a decimal comma', async () => {
      const pick = pickAtPinnacle();
      stub(pick);
      renderApp('/admin');
      const { user, dialog } = await openDialog('Editar cuota');
      const american = within(dialog).getByLabelText('Cuota americana');
      await user.clear(american);
      await user.type(american, '+150');
      expect((within(dialog).getByLabelText('Cuota decimal') as HTMLInputElement).value).toBe('2,50');
    });
  });

  it(
    'shows the check against the feed before saving: off the market in both languages, then closes on Escape once saved',
    { timeout: 20_000 },
    async () => {
      await changeLanguage('es');
      const pick = pickAtPinnacle();
      stub(pick, { ...pick, odds: 2.2, oddsAmerican: 120, bookmaker: 'bet365', oddsEnteredByHand: true });
      renderApp('/admin');
      const { user, dialog } = await openDialog('Editar cuota');
      const american = within(dialog).getByLabelText('Cuota americana') as HTMLInputElement;
      await user.clear(american);
      await user.type(american, '+200');
      const note = await within(dialog).findByTestId('odds-price-check');
      await waitFor(() => expect(note.dataset.status).toBe('off_market'));
      expect(note.textContent).toBe(
        'Fuera de mercado. Ninguna casa ofrece este precio: la mejor del feed es 2,05 en Pinnacle y se acepta como mucho 2,25 (un 10 % por encima). No se puede guardar.',
      );
      await changeLanguage('en');
      await waitFor(() =>
        expect(within(dialog).getByTestId('odds-price-check').textContent).toBe(
          'Off the market. No book offers this price: the feed’s best is 2.05 at Pinnacle and at most 2.25 (10% above it) is accepted. It cannot be saved.'.replace(
            '’',
            "'",
          ),
        ),
      );
      await user.clear(american);
      await user.type(american, '+120');
      await waitFor(() =>
        expect(within(dialog).getByTestId('odds-price-check').dataset.status).toBe('within'),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByTestId('odds-recomputed');
      // The toast of the save is on top: Escape still closes the dialog.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByTestId('edit-odds-dialog')).toBeNull());
    },
  );

  it('says in Spanish and in English why the server refused a pick input', async () => {
    // What the server sends beside the reason: the feed's best price, the ceiling, the lead in hours.
    const details = { bestOdds: '2.05', bookmaker: 'pinnacle', ceiling: '2.25', hours: 2 };
    const refused = (reason: string) =>
      new ApiError({ status: 400, message: '400', code: 'VALIDATION_ERROR', reason, details });
    await changeLanguage('es');
    const spanish = PickInputRefusalSchema.options.map((reason) => getErrorMessage(refused(reason)));
    await changeLanguage('en');
    const english = PickInputRefusalSchema.options.map((reason) => getErrorMessage(refused(reason)));
    expect(spanish).toEqual([
      'Indica la casa de apuestas que ofrece esta cuota.',
      'Un pick manual necesita un evento: elige un evento próximo del feed, o indica la liga y una hora de inicio futura.',
      'Ninguna casa ofrece ese precio: está más de un 10 % por encima de la mejor cuota del feed (2,05 en Pinnacle). Como mucho 2,25.',
      'Un pick fuera del feed se publica al menos 2 horas antes de que empiece el evento.',
    ]);
    expect(english).toEqual([
      'Name the bookmaker that offers this price.',
      'A manual pick needs an event: choose an upcoming event of the feed, or give its league and a future start time.',
      "No book offers that price: it is more than 10% above the feed's best (2.05 at Pinnacle). At most 2.25.",
      'A pick off the feed is published at least 2 hours before its event starts.',
    ]);
  });
});

import type { RecordResponse } from '@arcade/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, makeUser, renderApp, stubFetch, stubNarrowWindow, visitor } from '@test/helpers';
import { makeDetails, makeRecord, makeRecordPick } from '@test/fixtures/record';

// Intl puts a no-break space before % and between number and currency in Spanish.
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');

function stubRecord(
  record: RecordResponse | ((search: string) => RecordResponse),
  { isSignedIn = false } = {},
) {
  const searches: string[] = [];
  const fetchMock = stubFetch({
    '/api/auth/me': () => (isSignedIn ? jsonResponse({ user: makeUser() }) : visitor()),
    '/api/record': () => {
      const search = searches[searches.length - 1] ?? '';
      return jsonResponse(typeof record === 'function' ? record(search) : record);
    },
  });
  // stubFetch routes by path; the query string is read here, before the route answers.
  const routed = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/record') searches.push(url.search);
    return (routed as NonNullable<typeof routed>)(input, init);
  });
  return { fetchMock, searches };
}

describe('public record (/record)', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => vi.unstubAllGlobals());

  it('is public: a visitor reads the headline, formatted for Spanish', async () => {
    stubRecord(makeRecord());
    renderApp('/record');

    expect(text(await screen.findByTestId('record-wlp-value'))).toBe('12-8-1');
    expect(screen.getByTestId('location').textContent).toBe('/record');
    expect(text(screen.getByTestId('record-wlp'))).toContain('21 picks calificados');
    expect(text(screen.getByTestId('record-hit-rate-value'))).toBe('60,0 %');
    expect(text(screen.getByTestId('record-units-won-value'))).toBe('+3,46 u');
    expect(text(screen.getByTestId('record-roi-value'))).toBe('+5,2 %');
    expect(text(screen.getByTestId('record-roi'))).toContain('Intervalo del 95 %: -10,1 % a +20,5 %');
    expect(text(screen.getByTestId('record-clv-value'))).toBe('+1,8 %');
    expect(text(screen.getByTestId('record-clv'))).toContain('Sobre 16 picks con cuota de cierre');
    expect(text(screen.getByTestId('record-beat-close-value'))).toBe('62,5 %');
    expect(text(screen.getByTestId('record-beat-close'))).toContain('10 de 16 picks');
  });

  it('says what a figure cannot say yet instead of showing a made-up number', async () => {
    stubRecord(
      makeRecord({
        headline: {
          ...makeRecord().headline,
          picks: 1,
          wins: 0,
          losses: 0,
          pushes: 1,
          hitRate: null,
          unitsWon: 0,
          roi: null,
          roiInterval: null,
          meanClv: null,
          beatCloseShare: null,
          clvPicks: 0,
        },
      }),
    );
    renderApp('/record');
    expect(text(await screen.findByTestId('record-hit-rate-value'))).toBe('—');
    expect(text(screen.getByTestId('record-wlp'))).toContain('1 pick calificado');
    expect(text(screen.getByTestId('record-units-won-value'))).toBe('0,00 u');
    expect(text(screen.getByTestId('record-roi'))).toContain('Sin intervalo: hacen falta al menos 2 picks');
    expect(text(screen.getByTestId('record-clv'))).toContain('Aún sin cuotas de cierre');
  });

  it('shows a visitor each row without details, losers as plainly as winners, and how to see more', async () => {
    stubRecord(makeRecord());
    renderApp('/record');

    const rows = await screen.findAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    const [won, lost] = rows.map((row) => within(row as HTMLElement));
    expect(won?.getByTestId('record-result').textContent).toBe('Ganado');
    expect(text(won?.getByTestId('record-units') ?? null)).toBe('+1,10 u');
    expect(lost?.getByTestId('record-result').textContent).toBe('Perdido');
    expect(text(lost?.getByTestId('record-units') ?? null)).toBe('-1,00 u');
    expect(lost?.getByTestId('match-label').textContent).toBe('Real Betis (L) vs Sevilla FC');
    expect(lost?.getByText('La Liga')).toBeTruthy();

    expect(screen.queryAllByTestId('record-pick-line')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Cuota' })).toBeNull();
    const note = within(screen.getByTestId('record-locked-note'));
    expect(note.getByRole('link', { name: 'Crear cuenta gratis' }).getAttribute('href')).toBe(
      '/login?mode=signup',
    );
  });

  it('shows a signed-in reader every graded pick in full: line, odds, stake share, edge and CLV', async () => {
    const { searches } = stubRecord(
      makeRecord({
        detailed: true,
        picks: [
          makeRecordPick({ details: makeDetails() }),
          makeRecordPick({
            result: 'loss',
            units: -1,
            details: makeDetails({
              displayLine: null,
              selection: 'Over 2.5',
              oddsAmerican: -120,
              odds: 1.833,
              clv: null,
            }),
          }),
        ],
      }),
      { isSignedIn: true },
    );
    renderApp('/record');

    const rows = (await screen.findAllByTestId('record-row')).map((row) => within(row as HTMLElement));
    expect(rows[0]?.getByTestId('record-pick-line').textContent).toBe('Boston Celtics ML');
    expect(text(rows[0]?.getByText('+110') ?? null)).toBe('+110');
    expect(rows[0]?.getByText('(2,10)')).toBeTruthy();
    expect(text(rows[0]?.getByText(/1,25/) ?? null)).toBe('1,25 %');
    expect(text(rows[0]?.getByText(/5,1/) ?? null)).toBe('5,1 %');
    expect(text(rows[0]?.getByText(/1,8/) ?? null)).toBe('+1,8 %');
    expect(rows[1]?.getByTestId('record-pick-line').textContent).toBe('Over 2.5');
    expect(rows[1]?.getByText('-120')).toBeTruthy();
    expect(screen.queryByTestId('record-locked-note')).toBeNull();
    expect(searches).toEqual(['']);
  });

  it('shows a result changed after grading with its date: "corregido el 12 nov: pérdida → ganada"', async () => {
    stubRecord(
      makeRecord({
        picks: [
          makeRecordPick({
            result: 'win',
            corrections: [
              { at: '2026-11-12T10:00:00.000Z', from: 'loss', to: 'win', reason: null, seq: null },
            ],
          }),
        ],
      }),
    );
    renderApp('/record');
    expect((await screen.findByTestId('record-correction')).textContent).toBe(
      'corregido el 12 nov: pérdida → ganada',
    );
  });

  it('asks the API again for each filter, back on page 1, and keeps the filters in the address', async () => {
    const { searches } = stubRecord(makeRecord({ total: 60, pages: 3 }));
    renderApp('/record');
    const user = userEvent.setup();
    await screen.findAllByTestId('record-row');

    await user.click(screen.getByRole('button', { name: /Anteriores/ }));
    await vi.waitFor(() => expect(searches.at(-1)).toBe('?page=2'));
    await user.selectOptions(screen.getByTestId('record-sport-filter'), 'nba');
    await vi.waitFor(() => expect(searches.at(-1)).toBe('?sport=nba'));
    await user.selectOptions(screen.getByTestId('record-tier-filter'), 'diamante');
    await vi.waitFor(() => expect(searches.at(-1)).toBe('?sport=nba&tier=diamante'));
    const month = screen.getByTestId('record-month-filter') as HTMLSelectElement;
    const october = [...month.options].find((option) => option.value.endsWith('-10'));
    await user.selectOptions(month, october?.value ?? '');
    await vi.waitFor(() => expect(searches.at(-1)).toBe(`?sport=nba&tier=diamante&month=${october?.value}`));
    expect(october?.textContent).toMatch(/^Octubre \d{4}$/);
    expect(screen.getByTestId('location-search').textContent).toBe(
      `?sport=nba&tier=diamante&month=${october?.value}`,
    );

    // The unfiltered record is still cached from the first visit: no new request is needed.
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getByTestId('location-search').textContent).toBe('');
    expect((screen.getByTestId('record-sport-filter') as HTMLSelectElement).value).toBe('');
  });

  it('reads the filters and page of a shared link, and ignores values it does not know', async () => {
    const { searches } = stubRecord(makeRecord({ page: 2, total: 60, pages: 3 }));
    renderApp('/record?sport=nhl&tier=gold&month=2025-13&page=2');
    expect(text(await screen.findByTestId('record-page-number'))).toBe('Página 2 de 3');
    expect(searches[0]).toBe('?sport=nhl&page=2');
    expect(text(screen.getByTestId('record-range'))).toBe('26–50 de 60 picks');
  });

  it('draws the cumulative units and the calibration of the bands that have picks', async () => {
    stubRecord(makeRecord());
    renderApp('/record');

    const chart = await screen.findByRole('img', { name: /Unidades acumuladas/ });
    expect(text(chart.querySelector('desc'))).toBe(
      'Unidades acumuladas en 3 días, del 9 nov al 11 nov: +3,46 u.',
    );
    const bands = screen.getAllByTestId('calibration-row').map((row) => text(row));
    expect(bands).toHaveLength(2);
    expect(bands[0]).toContain('50 % – 55 %');
    expect(bands[0]).toContain('8 / 15');
    expect(bands[0]).toContain('53,3 %');
    expect(bands[1]).toContain('80,0 %');
  });

  it('tells an empty record from an empty filter', async () => {
    const empty = makeRecord({ total: 0, pages: 0, picks: [], profitSeries: [], calibration: [] });
    stubRecord(empty);
    const view = renderApp('/record');
    expect(text(await screen.findByTestId('record-empty'))).toBe('Todavía no hay picks calificados.');
    expect(screen.getByTestId('profit-chart-empty')).toBeTruthy();
    expect(screen.getByTestId('calibration-empty')).toBeTruthy();
    view.unmount();

    stubRecord(empty);
    renderApp('/record?tier=diamante');
    expect(text(await screen.findByTestId('record-empty'))).toBe(
      'No hay picks calificados con estos filtros.',
    );
  });

  it('shows a failed load with its reason and a retry', async () => {
    let fail = true;
    stubFetch({
      '/api/auth/me': visitor,
      '/api/record': () =>
        fail
          ? jsonResponse({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }, 503)
          : jsonResponse(makeRecord()),
    });
    renderApp('/record');
    const user = userEvent.setup();
    expect(text(await screen.findByTestId('record-error'))).toContain(
      'Error al cargar el historial: El servicio no está disponible en este momento',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('record-row')).toHaveLength(2);
  });

  it('explains the method in plain words, with the 18+ notice and help links', async () => {
    stubRecord(makeRecord());
    renderApp('/record');
    const method = within(await screen.findByTestId('record-methodology'));
    expect(method.getByRole('heading', { name: 'Metodología' })).toBeTruthy();
    expect(text(method.getByText(/edge = p × cuota − 1/).closest('li'))).toContain('Edge');
    expect(method.getByText(/Kelly/, { selector: 'h3' })).toBeTruthy();
    expect(method.getByText(/CLV = cuota × probabilidad de cierre − 1/)).toBeTruthy();
    expect(method.getByText(/Solo mayores de 18 años/)).toBeTruthy();
    expect(method.getByRole('link', { name: /jugarbien/ }).getAttribute('href')).toBe(
      'https://www.jugarbien.es',
    );
  });

  it('shows cards on a phone, details included for a signed-in reader', async () => {
    stubNarrowWindow();
    stubRecord(makeRecord({ detailed: true, picks: [makeRecordPick({ details: makeDetails() })] }), {
      isSignedIn: true,
    });
    renderApp('/record');
    const card = within(await screen.findByTestId('record-card'));
    expect(screen.queryByTestId('record-table')).toBeNull();
    expect(card.getByTestId('record-pick-line').textContent).toBe('Boston Celtics ML');
  });

  it('speaks English: headline, results and corrections', async () => {
    await changeLanguage('en');
    stubRecord(
      makeRecord({
        picks: [
          makeRecordPick({
            result: 'loss',
            units: -1,
            corrections: [
              { at: '2026-11-12T10:00:00.000Z', from: 'win', to: 'loss', reason: null, seq: null },
            ],
          }),
        ],
      }),
    );
    renderApp('/record');
    expect(text(await screen.findByTestId('record-hit-rate-value'))).toBe('60.0%');
    expect(text(screen.getByTestId('record-roi'))).toContain('95% interval: -10.1% to +20.5%');
    expect(screen.getByTestId('record-result').textContent).toBe('Lost');
    expect(screen.getByTestId('record-correction').textContent).toMatch(
      /^corrected (Nov 12|12 Nov): win → loss$/,
    );
    expect(screen.getByRole('heading', { name: 'Methodology' })).toBeTruthy();
  });
});

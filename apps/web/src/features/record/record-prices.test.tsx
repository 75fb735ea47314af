import type { PickPriceHistory } from '@arcade/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';
import { makeRecord, makeRecordPick } from '@test/fixtures/record';
import { priceChartGeometry } from './lib/price-chart-geometry';

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');

const START = '2026-11-11T00:30:00.000Z';
const at = (hours: number) => new Date(Date.parse(START) + hours * 3_600_000).toISOString();

/** Posted at Pinnacle's 2.10 two days out; the best price fell to 2.02 by the start, fair close 2.00: CLV +5%. */
function makeHistory(overrides: Partial<PickPriceHistory> = {}): PickPriceHistory {
  return {
    pickId: 'pick',
    series: [
      { at: at(-72), odds: 2.05 },
      { at: at(-48), odds: 2.1 },
      { at: at(-20), odds: 2.06 },
      { at: at(-2), odds: 2.02 },
    ],
    posted: { at: at(-48), odds: 2.1, bookmaker: 'pinnacle', oddsEnteredByHand: false },
    close: { at: START, odds: 2.02, fairOdds: 2 },
    clv: 0.05,
    ...overrides,
  };
}

/** A signed-in reader (the prices are among the details an account opens), or a visitor. */
function stub(history: PickPriceHistory, { isSignedIn = true } = {}) {
  const pick = makeRecordPick({ date: START });
  const path = `/api/record/picks/${pick.id}/prices`;
  const fetchMock = stubFetch({
    '/api/auth/me': () => (isSignedIn ? jsonResponse({ user: makeUser() }) : visitor()),
    '/api/record': () =>
      jsonResponse(
        makeRecord({
          picks: [isSignedIn ? pick : { ...pick, details: null }],
          total: 1,
          detailed: isSignedIn,
        }),
      ),
    [path]: () => jsonResponse({ ...history, pickId: pick.id }),
  });
  return { fetchMock, path };
}

describe("a graded pick's price history on /record", () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered to a visitor, whose record shows no prices', async () => {
    const { fetchMock, path } = stub(makeHistory(), { isSignedIn: false });
    renderApp('/record');
    const row = await screen.findByTestId('record-row');
    expect(within(row).queryByRole('button', { name: 'Ver precio' })).toBeNull();
    expect(callsTo(fetchMock, path)).toEqual([]);
  });

  it('loads only when its row is opened, then draws the best price, the posted price and the close', async () => {
    const { fetchMock, path } = stub(makeHistory());
    renderApp('/record');
    const row = await screen.findByTestId('record-row');
    // The record page stays light: no price history is asked for until a reader opens one.
    expect(callsTo(fetchMock, path)).toEqual([]);
    const toggle = within(row).getByRole('button', { name: 'Ver precio' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const prices = await screen.findByTestId('record-prices');
    const chart = await within(prices).findByTestId('price-chart');
    expect(callsTo(fetchMock, path)).toHaveLength(1);
    expect(within(chart).getByTestId('price-chart-line').getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+( H[\d.]+ V[\d.]+){3} H[\d.]+$/,
    );
    expect(within(chart).getByTestId('price-chart-posted')).toBeTruthy();
    expect(within(chart).getByTestId('price-chart-close')).toBeTruthy();
    expect(within(chart).getByTestId('price-chart-fair').getAttribute('class')).toContain('stroke-edge');
    expect(text(within(chart).getByRole('img'))).toContain('el pick se publicó a 2,10');
    expect(text(within(prices).getByTestId('record-prices-summary'))).toBe(
      'Publicado a 2,10 en Pinnacle · cierre justo 2,00 · CLV +5,0 %',
    );
    expect(text(chart)).toContain('Cierre justo (sin margen) 2,00');

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Ocultar precio' }));
    expect(screen.queryByTestId('record-prices')).toBeNull();
  });

  it("marks an analyst's price, draws a losing close in red, and says when the feed had no prices, in English", async () => {
    await changeLanguage('en');
    stub(
      makeHistory({
        series: [],
        posted: { at: at(-10), odds: 1.9, bookmaker: 'Caliente', oddsEnteredByHand: true },
        close: { at: START, odds: null, fairOdds: 1.95 },
        clv: -0.0256,
      }),
    );
    renderApp('/record');
    const row = await screen.findByTestId('record-row');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'See price' }));
    const prices = await screen.findByTestId('record-prices');
    expect(await within(prices).findByTestId('record-prices-empty')).toBeTruthy();
    expect(text(within(prices).getByTestId('record-prices-summary'))).toBe(
      'Posted at 1.90 at Caliente (price entered by the analyst) · fair close 1.95 · CLV -2.6%',
    );
  });
});

describe('the price chart geometry', () => {
  it('steps from price to price up to the close, with the posted point and the fair close placed on the same scale', () => {
    const g = priceChartGeometry(makeHistory(), 440, 168, 40);
    expect(g.plot).toEqual({ left: 40, right: 428, top: 14, bottom: 146 });
    // Time runs from the first quote (−72 h) to the close (0 h): the posting at −48 h is a third in.
    expect(g.posted.x).toBeCloseTo(40 + (388 * 24) / 72, 0);
    expect(g.close?.x).toBe(428);
    // The highest price drawn (the posted 2.10) sits above the fair close (2.00), the lowest.
    expect(g.posted.y).toBeLessThan(g.fairY as number);
    expect(g.ticks.map((tick) => tick.value)).toEqual([2.1, 2]);
    expect(g.line.startsWith('M40 ')).toBe(true);
    expect(g.line.endsWith(' H428')).toBe(true);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';
import { makeRecord, makeRecordPick } from '@test/fixtures/record';

const HASH = `3fa9c0d41b2e${'7'.repeat(52)}`;

function stubLedger(head: { seq: number; hash: string }, picks = makeRecord().picks) {
  return stubFetch({
    '/api/auth/me': () => visitor(),
    '/api/record': () => jsonResponse(makeRecord({ picks })),
    '/api/record/ledger': () => jsonResponse({ head, entries: [] }),
  });
}

describe('the verifiable record on /record', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ledger head (#seq and 12 hex of its hash) and how to verify it, in Spanish', async () => {
    const fetchMock = stubLedger({ seq: 128, hash: HASH });
    renderApp('/record');
    const card = await screen.findByTestId('ledger-head');
    expect((await within(card).findByTestId('ledger-head-value')).textContent).toBe('#128 · 3fa9c0d41b2e');
    expect(card.textContent).toContain('128 entradas');
    expect(card.textContent).toContain('Cómo verificarlo');
    expect(within(card).getByTestId('ledger-command').textContent).toBe(
      `npm run verify-ledger -- ${window.location.origin}`,
    );
    expect(within(card).getByRole('link', { name: 'Ver el registro (JSON)' }).getAttribute('href')).toBe(
      '/api/record/ledger',
    );
    expect(card.textContent).not.toContain(HASH.slice(0, 13));
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((url) => url.pathname === '/api/record/ledger')?.search).toBe('?limit=1');
  });

  it('says an empty ledger starts with the first publication, in English', async () => {
    await changeLanguage('en');
    stubLedger({ seq: 0, hash: '0'.repeat(64) });
    renderApp('/record');
    const card = await screen.findByTestId('ledger-head');
    expect(await within(card).findByText(/No entries yet/)).toBeTruthy();
    expect(card.textContent).toContain('How to verify');
  });

  it('marks a corrected pick with its correction, the admin’s reason and the ledger entry', async () => {
    stubLedger({ seq: 9, hash: HASH }, [
      makeRecordPick({
        result: 'loss',
        units: -1,
        corrections: [
          { at: '2026-11-12T10:00:00.000Z', from: 'win', to: 'loss', reason: 'Marcador mal leído', seq: 7 },
        ],
      }),
    ]);
    renderApp('/record');
    const correction = (await screen.findAllByTestId('record-correction'))[0] as HTMLElement;
    expect(correction.textContent).toContain('corregido el 12 nov: ganada → pérdida');
    expect(correction.textContent).toContain('motivo: «Marcador mal leído»');
    expect(correction.textContent).toContain('entrada #7 del registro');
  });
});

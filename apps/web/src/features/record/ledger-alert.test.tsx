import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { LEDGER_VERIFIES, stubDashboard } from '@test/fixtures/dashboard';
import { jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';
import { makeRecord } from '@test/fixtures/record';

// The server's own check of the record, failing: entry #7 breaks the chain, two picks differ.
const BROKEN = {
  ...LEDGER_VERIFIES,
  ok: false,
  firstBadSeq: 7,
  mismatches: [
    { pickId: 'p1', field: 'odds' },
    { pickId: 'p2', field: 'result' },
  ],
};

function stubRecord(verify: object) {
  return stubFetch({
    '/api/auth/me': () => visitor(),
    '/api/record': () => jsonResponse(makeRecord()),
    '/api/record/ledger': () => jsonResponse({ head: LEDGER_VERIFIES.head, entries: [] }),
    '/api/record/ledger/verify': () => jsonResponse(verify),
  });
}

describe('the record’s own check, when it fails', () => {
  beforeEach(() => changeLanguage('es'));

  it('says so on /record, naming the first bad entry and the picks that differ, in Spanish', async () => {
    stubRecord(BROKEN);
    renderApp('/record');
    const alert = await screen.findByTestId('ledger-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('El registro no verifica ahora mismo');
    expect(alert.textContent).toContain('La primera entrada que rompe la cadena es la #7.');
    expect(alert.textContent).toContain('2 picks no coinciden con lo que dice el registro.');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/api/record/ledger/verify');
  });

  it('says nothing on /record while the record verifies', async () => {
    stubRecord(LEDGER_VERIFIES);
    renderApp('/record');
    await screen.findByTestId('ledger-head-value');
    expect(screen.queryByTestId('ledger-alert')).toBeNull();
  });

  it('says so on the dashboard too, in English, when only picks differ', async () => {
    await changeLanguage('en');
    stubDashboard({
      routes: {
        '/api/auth/sessions': () => jsonResponse({ sessions: [] }),
        '/api/record/ledger/verify': () =>
          jsonResponse({ ...BROKEN, firstBadSeq: null, mismatches: [{ pickId: 'p1', field: 'odds' }] }),
      },
    });
    renderApp('/dashboard');
    const alert = await screen.findByTestId('ledger-alert');
    expect(alert.textContent).toContain('The record does not verify right now');
    expect(alert.textContent).toContain('1 pick differs from what the record says.');
    expect(alert.textContent).not.toContain('breaks the chain');
  });
});

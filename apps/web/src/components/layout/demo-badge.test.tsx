import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { LEDGER_VERIFIES } from '@test/fixtures/dashboard';
import { jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';
import { makeRecord } from '@test/fixtures/record';

function stub(demo: boolean) {
  return stubFetch({
    '/api/auth/me': () => visitor(),
    '/api/market/mode': () => jsonResponse({ demo }),
    '/api/record': () => jsonResponse(makeRecord()),
    '/api/record/ledger': () => jsonResponse({ head: LEDGER_VERIFIES.head, entries: [] }),
    '/api/record/ledger/verify': () => jsonResponse(LEDGER_VERIFIES),
  });
}

describe('the demo data badge, on every page', () => {
  beforeEach(() => changeLanguage('es'));

  it('says "Datos de demostración" to a visitor of the record while the demo market runs', async () => {
    stub(true);
    renderApp('/record');
    const badge = await screen.findByTestId('site-demo-badge');
    expect(badge.textContent).toContain('Datos de demostración');
    expect(badge.textContent).toContain('son simulados');
  });

  it('says nothing when a real feed runs', async () => {
    stub(false);
    renderApp('/record');
    await screen.findByTestId('ledger-head-value');
    expect(screen.queryByTestId('site-demo-badge')).toBeNull();
  });
});

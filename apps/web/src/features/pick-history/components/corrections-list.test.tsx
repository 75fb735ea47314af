import type { PickAuditEntry } from '@arcade/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { callsTo, jsonResponse, renderWithProviders, stubFetch } from '@test/helpers';
import { adminPicksApi } from '@test/fixtures/admin-picks-api';
import { historyFixture, makeAdminPick } from '@test/fixtures/graded-picks';
import { HistoryTab } from './history-tab';

const celtics = makeAdminPick({ displayLine: 'Celtics ML', status: 'published' });
const betis = makeAdminPick({
  sport: 'soccer',
  homeTeam: 'Betis',
  awayTeam: 'Sevilla',
  displayLine: 'Betis ML',
});

function entry(overrides: Partial<PickAuditEntry>): PickAuditEntry {
  return {
    id: `audit-${Math.random()}`,
    pickId: celtics.id,
    action: 'result_changed',
    actorId: 'admin-1',
    actorEmail: 'admin@arcade.test',
    reason: null,
    pick: celtics,
    changes: null,
    ledgerSeq: null,
    createdAt: '2025-10-08T09:15:00.000Z',
    ...overrides,
  };
}

const entries: PickAuditEntry[] = [
  entry({
    changes: { result: { from: 'win', to: 'loss' }, profit: { from: 10, to: -10 } },
    reason: 'Marcador oficial corregido',
    ledgerSeq: 41,
  }),
  entry({ changes: { result: { from: null, to: 'push' } }, actorEmail: 'ana@arcade.test' }),
  entry({
    action: 'odds_changed',
    pick: betis,
    changes: {
      odds: { from: 2.1, to: 1.6667 },
      oddsAmerican: { from: 110, to: -150 },
      bookmaker: { from: 'pinnacle', to: 'bet365' },
    },
    reason: 'Pinnacle retiró la línea',
  }),
  entry({
    action: 'tier_changed',
    pick: betis,
    changes: { tier: { from: 'platinum', to: 'vip' } },
    reason: 'Edge menor',
  }),
  entry({
    action: 'date_changed',
    pick: betis,
    changes: { timestamp: { from: '2025-10-05T18:30:00.000Z', to: '2025-10-05T17:30:00.000Z' } },
    reason: 'Hora mal anotada',
    ledgerSeq: 44,
  }),
  entry({ action: 'deleted', pick: betis, changes: null, reason: 'Lesión confirmada antes del inicio' }),
  entry({ action: 'deleted', pick: { id: 'gone' }, changes: null, reason: 'Evento aplazado' }),
];

const changeTexts = () =>
  screen.getAllByTestId('correction').map((row) =>
    row
      .querySelectorAll('td')[3]
      ?.textContent?.replace(/\s+/g, ' ')
      .replace(/\s*→\s*/, ' → '),
  );

describe('Historial: corrections', () => {
  beforeEach(() => changeLanguage('es'));

  it('lists each hand-made change: date, admin, pick and from → to', async () => {
    const fetchMock = stubFetch({
      ...adminPicksApi(historyFixture()),
      '/api/admin/picks/audit': () => jsonResponse({ entries }),
    });
    renderWithProviders(<HistoryTab />);

    const list = await screen.findByTestId('corrections');
    expect(screen.getByRole('heading', { name: 'Correcciones' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Admin', 'Pick', 'Cambio', 'Motivo', 'Registro']);
    const [first] = within(list).getAllByTestId('correction');
    expect(first?.textContent).toContain('08 oct');
    expect(first?.textContent).toContain('admin@arcade.test');
    expect(first?.textContent).toContain('Celtics ML');
    expect(first?.textContent).toContain('Miami Heat @ Boston Celtics');
    expect(changeTexts()).toEqual([
      'Resultado: Ganado → pasa a Perdido',
      'Resultado: Sin resultado → pasa a Nulo',
      'Cuota: +110 · Pinnacle → pasa a -150 · bet365',
      'Tier: Platinum → pasa a VIP',
      expect.stringMatching(/^Fecha: 05 oct \d\d:30 → pasa a 05 oct \d\d:30$/),
      'Publicado → pasa a Retirado',
      'Publicado → pasa a Retirado',
    ]);
    // Every correction and withdrawal with its reason; a first result needs none.
    expect(
      within(list)
        .getAllByTestId('correction-reason')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Marcador oficial corregido',
      'Sin motivo',
      'Pinnacle retiró la línea',
      'Edge menor',
      'Hora mal anotada',
      'Lesión confirmada antes del inicio',
      'Evento aplazado',
    ]);
    expect(within(list).getAllByTestId('correction')[6]?.textContent).toContain('Pick no disponible');
    // Each correction names the ledger entry that records it.
    const ledger = within(list).getAllByTestId('correction-entry');
    expect(ledger.map((cell) => cell.textContent)).toEqual(['#41', '—', '—', '—', '#44', '—', '—']);
    expect(
      within(ledger[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/api/record/ledger?after=40&limit=1');
    // On a phone the same corrections are cards (the table shows from 640 px up): change, entry, pick,
    // reason, date and admin.
    const cards = within(screen.getByTestId('correction-cards')).getAllByTestId('correction-card');
    expect(cards).toHaveLength(7);
    const firstCard = (cards[0]?.textContent ?? '').replace(/\s+/g, ' ');
    for (const text of [
      'Resultado: Ganado',
      'Perdido',
      '#41',
      'Celtics ML',
      'Motivo: Marcador oficial corregido',
    ])
      expect(firstCard).toContain(text);
    expect(firstCard).toContain('admin@arcade.test');
    expect(cards[1]?.textContent).toContain('Sin motivo');
    expect(callsTo(fetchMock, '/api/admin/picks/audit')).toHaveLength(1);
  });

  it('speaks English and says when there is nothing to list', async () => {
    await changeLanguage('en');
    stubFetch({
      ...adminPicksApi(historyFixture()),
      '/api/admin/picks/audit': () => jsonResponse({ entries: entries.slice(0, 1) }),
    });
    const first = renderWithProviders(<HistoryTab />);
    await screen.findByTestId('corrections');
    expect(changeTexts()).toEqual(['Result: Win → becomes Loss']);
    first.unmount();

    stubFetch({
      ...adminPicksApi(historyFixture()),
      '/api/admin/picks/audit': () => jsonResponse({ entries: [] }),
    });
    renderWithProviders(<HistoryTab />);
    expect((await screen.findByTestId('corrections-empty')).textContent).toBe('No corrections yet.');
  });

  it('shows the load error inline with a retry, without hiding the history', async () => {
    stubFetch({
      ...adminPicksApi(historyFixture()),
      '/api/admin/picks/audit': () => jsonResponse({ error: { code: 'FORBIDDEN', message: 'no' } }, 403),
    });
    renderWithProviders(<HistoryTab />);
    expect((await screen.findByTestId('corrections-error')).textContent).toContain(
      'Error al cargar las correcciones: No tienes permiso para realizar esta acción',
    );
    expect(screen.getAllByTestId('history-row')).toHaveLength(5);
  });
});

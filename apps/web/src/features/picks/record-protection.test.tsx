import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import type { stubFetch } from '@test/helpers';
import { jsonResponse, renderApp } from '@test/helpers';

/** The requests a fetch stub saw to a path, with their full URL (query included). */
function requestsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path);
}

describe('the record is never rewritten by accident', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('Limpiar says only pending and approved picks go, then how many went and how many stayed', async () => {
    const fetchMock = stubAdmin([makePick()], {
      '/api/admin/picks/clear': () => jsonResponse({ count: 7, keptPublished: 2, keptGraded: 5 }),
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Limpiar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Eliminar los picks pendientes y aprobados?')).toBeTruthy();
    expect(dialog.textContent).toContain('Los publicados y los que tienen resultado se conservan');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar pendientes y aprobados' }));

    expect(
      await screen.findByText(
        'Se eliminaron 7 picks pendientes o aprobados. Se conservan en el registro: publicados 2, con resultado 5.',
      ),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/admin/picks/clear').map(({ init }) => init?.method)).toEqual([
      'DELETE',
    ]);
  });

  it('Limpiar speaks English too', async () => {
    await changeLanguage('en');
    stubAdmin([], {
      '/api/admin/picks/clear': () => jsonResponse({ count: 1, keptPublished: 0, keptGraded: 3 }),
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Published picks and picks with a result are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Delete pending and approved' }));
    expect(
      await screen.findByText(
        '1 pending or approved pick deleted. Kept in the record: published 0, graded 3.',
      ),
    ).toBeTruthy();
  });

  it('the bulk delete says what it never deletes, and which selected picks it kept', async () => {
    const first = makePick();
    const second = makePick();
    stubAdmin([first, second], {
      '/api/admin/picks/delete-selected': () =>
        jsonResponse({ count: 1, kept: [{ id: second.id, reason: 'published' }] }),
    });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.click(screen.getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('un pick publicado o con resultado nunca se borra desde aquí');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(
      await screen.findByText(
        'Se eliminó 1 pick. Se conservan en el registro: publicados 1, con resultado 0.',
      ),
    ).toBeTruthy();
  });

  it('offers no delete for a graded pick anywhere: its result is corrected instead', async () => {
    const graded = makePick({ status: 'published', result: 'win', profit: 13.75, strategy: 'manual' });
    stubAdmin([graded, makePick({ status: 'published' })]);
    const user = userEvent.setup();
    renderApp('/admin?tab=approved');
    const table = await screen.findByTestId('approved-table');
    expect(within(table).queryByTestId(`pick-row-${graded.id}`)).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Historial/ }));
    const history = await screen.findByTestId('history-tab');
    expect(within(history).getAllByTestId('history-row')).toHaveLength(1);
    expect(within(history).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(history).getByRole('button', { name: 'Corregir resultado' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /Picks Manuales/ }));
    const manual = await screen.findByTestId('manual-picks-list');
    expect(within(manual).getAllByTestId('manual-pick-item')).toHaveLength(1);
    expect(within(manual).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(manual).getByRole('button', { name: 'Corregir resultado' })).toBeTruthy();
  });
});

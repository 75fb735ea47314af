import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '../fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '../helpers';

describe('Aprobados/Publicados tab', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('shows each pick’s edge, a percent with one decimal, negative ones too', async () => {
    stubAdmin([
      makePick({ status: 'approved', edge: 0.0812 }),
      makePick({ status: 'published', edge: -0.16 }),
    ]);
    renderApp('/admin?tab=approved');
    const table = await screen.findByTestId('approved-table');
    expect(within(table).getByRole('columnheader', { name: 'Edge' })).toBeTruthy();
    expect(
      within(table)
        .getAllByTestId('pick-edge')
        .map((edge) => edge.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['8,1 %', '-16,0 %']);
  });

  it('publishes approved rows and grades or deletes published ones', async () => {
    const approved = makePick({ status: 'approved', awayTeam: 'Lakers', homeTeam: 'Suns' });
    const published = makePick({ status: 'published' });
    const fetchMock = stubAdmin([approved, published, makePick({ status: 'published', result: 'loss' })], {
      [`/api/admin/picks/${approved.id}/status`]: () =>
        jsonResponse({ pick: { ...approved, status: 'published' } }),
      [`/api/admin/picks/${published.id}/result`]: () =>
        jsonResponse({ pick: { ...published, result: 'win' } }),
      [`/api/admin/picks/${published.id}`]: () => new Response(null, { status: 204 }),
    });
    renderApp('/admin?tab=approved');
    const user = userEvent.setup();
    const rows = within(await screen.findByTestId('approved-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, approvedRow, publishedRow] = rows as HTMLElement[];
    if (!approvedRow || !publishedRow) throw new Error('rows missing');
    expect(within(approvedRow).queryByRole('button', { name: 'Marcar ganado' })).toBeNull();
    for (const action of ['Editar fecha', 'Marcar ganado', 'Marcar perdido', 'Marcar push', 'Eliminar'])
      expect(within(publishedRow).getByRole('button', { name: action })).toBeTruthy();

    await user.click(within(approvedRow).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Se publicó 1 pick')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${approved.id}/status`)[0]?.body).toEqual({
      status: 'published',
    });

    await user.click(within(publishedRow).getByRole('button', { name: 'Marcar ganado' }));
    expect(await screen.findByText('Resultado guardado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/result`)[0]?.body).toEqual({ result: 'win' });

    await user.click(within(publishedRow).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Eliminar un pick publicado?')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar pick publicado' }));
    expect(await screen.findByText('Se eliminó 1 pick')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}`)[0]?.init?.method).toBe('DELETE');
  });

  it('sends the edited date as ISO and requires a value', async () => {
    const published = makePick({ status: 'published' });
    const fetchMock = stubAdmin([published], {
      [`/api/admin/picks/${published.id}/date`]: () => jsonResponse({ pick: published }),
    });
    renderApp('/admin?tab=approved');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar fecha' }));
    const dialog = await screen.findByTestId('edit-date-dialog');
    const input = within(dialog).getByLabelText('Fecha y hora');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Indica la fecha y la hora.')).toBeTruthy();

    await user.type(input, '2025-11-02T21:15');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Pick actualizado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/date`)[0]?.body).toEqual({
      timestamp: new Date('2025-11-02T21:15').toISOString(),
    });
  });
});

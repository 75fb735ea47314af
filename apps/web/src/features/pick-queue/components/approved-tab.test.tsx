import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

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

  it('publishes approved rows, grades published ones after a confirmation and withdraws one with a reason', async () => {
    const approved = makePick({ status: 'approved', awayTeam: 'Lakers', homeTeam: 'Suns' });
    const published = makePick({ status: 'published', eventStartTime: '2099-01-01T20:00:00.000Z' });
    const fetchMock = stubAdmin([approved, published, makePick({ status: 'published', result: 'loss' })], {
      [`/api/admin/picks/${approved.id}/status`]: () =>
        jsonResponse({ pick: { ...approved, status: 'published' } }),
      [`/api/admin/picks/${published.id}/result`]: () =>
        jsonResponse({ pick: { ...published, result: 'win' } }),
      [`/api/admin/picks/${published.id}/withdraw`]: () => new Response(null, { status: 204 }),
    });
    renderApp('/admin?tab=approved');
    const user = userEvent.setup();
    const rows = within(await screen.findByTestId('approved-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, approvedRow, publishedRow] = rows as HTMLElement[];
    if (!approvedRow || !publishedRow) throw new Error('rows missing');
    expect(within(approvedRow).queryByRole('button', { name: 'Marcar ganado' })).toBeNull();
    expect(within(approvedRow).getByRole('button', { name: 'Editar tier' })).toBeTruthy();
    for (const action of [
      'Editar tier',
      'Editar fecha',
      'Marcar ganado',
      'Marcar perdido',
      'Marcar nulo',
      'Retirar',
    ])
      expect(within(publishedRow).getByRole('button', { name: action })).toBeTruthy();

    await user.click(within(approvedRow).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Se publicó 1 pick')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${approved.id}/status`)[0]?.body).toEqual({
      status: 'published',
    });

    // A result asks first: cancelling writes nothing, confirming writes it.
    await user.click(within(publishedRow).getByRole('button', { name: 'Marcar ganado' }));
    const ask = await screen.findByTestId('confirm-result-dialog');
    expect(within(ask).getByText('Confirmar resultado: Ganado')).toBeTruthy();
    expect(ask.textContent).toContain('registro verificable');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/result`)).toEqual([]);
    await user.click(within(publishedRow).getByRole('button', { name: 'Marcar ganado' }));
    await user.click(
      within(await screen.findByTestId('confirm-result-dialog')).getByRole('button', {
        name: 'Sí, marcar Ganado',
      }),
    );
    expect(await screen.findByText('Resultado guardado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/result`)).toHaveLength(1);
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/result`)[0]?.body).toEqual({ result: 'win' });

    // Withdrawing needs a reason of five characters or more.
    await user.click(within(publishedRow).getByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByTestId('withdraw-pick-dialog');
    expect(within(dialog).getByText('Retirar un pick publicado')).toBeTruthy();
    await user.type(within(dialog).getByTestId('withdraw-reason'), 'ups');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar pick' }));
    expect(within(dialog).getByText('Escribe un motivo de al menos 5 caracteres.')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/withdraw`)).toEqual([]);
    await user.type(within(dialog).getByTestId('withdraw-reason'), ': lesión del portero titular');
    await user.click(within(dialog).getByRole('button', { name: 'Retirar pick' }));
    expect(await screen.findByText('Pick retirado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/withdraw`)[0]?.body).toEqual({
      reason: 'ups: lesión del portero titular',
    });
  });

  it('offers no withdrawal once a published pick’s event has started', async () => {
    const started = makePick({ status: 'published', eventStartTime: '2020-01-01T20:00:00.000Z' });
    stubAdmin([started]);
    renderApp('/admin?tab=approved');
    const row = await screen.findByTestId(`pick-row-${started.id}`);
    const button = within(row).getByRole('button', {
      name: 'El evento ya empezó: el pick no se puede retirar',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('sends the edited date as ISO and requires a value, and a published pick’s reason', async () => {
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

    // A published pick's date is a correction of the public record: without a reason nothing is sent.
    await user.type(input, '2025-11-02T21:15');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe un motivo de al menos 5 caracteres.')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/date`)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('date-reason'), 'Hora mal anotada');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Pick actualizado')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/date`)[0]?.body).toEqual({
      timestamp: new Date('2025-11-02T21:15').toISOString(),
      reason: 'Hora mal anotada',
    });
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

describe('corrections of the public record in the admin tabs', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('corrects a graded result in Historial only with a reason of 5 characters or more', async () => {
    const graded = makePick({ status: 'published', result: 'win', profit: 13.75 });
    const fetchMock = stubAdmin([graded], {
      [`/api/admin/picks/${graded.id}/result`]: () =>
        jsonResponse({ pick: { ...graded, result: 'loss', profit: -12.5 } }),
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=history');
    const row = (await screen.findAllByTestId('history-row'))[0] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Corregir resultado' }));

    const dialog = await screen.findByTestId('correct-result-dialog');
    expect(within(dialog).getByTestId('correct-result-current').textContent).toBe('Ganado');
    const select = within(dialog).getByTestId('correct-result-select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Perdido', 'Nulo']);
    expect(dialog.textContent).toContain('registro público');
    await user.click(within(dialog).getByRole('button', { name: 'Corregir resultado' }));
    expect(within(dialog).getByText('Escribe un motivo de al menos 5 caracteres.')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${graded.id}/result`)).toEqual([]);

    await user.type(within(dialog).getByTestId('correct-result-reason'), '  Acta oficial: 1-2  ');
    await user.click(within(dialog).getByRole('button', { name: 'Corregir resultado' }));
    expect(await screen.findByText('Resultado corregido: Ganado → Perdido')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${graded.id}/result`)[0]?.body).toEqual({
      result: 'loss',
      reason: 'Acta oficial: 1-2',
    });
  });

  it('shows the server’s refusal of a correction translated, in English', async () => {
    await changeLanguage('en');
    const graded = makePick({ status: 'published', result: 'push', profit: 0, strategy: 'manual' });
    stubAdmin([graded], {
      [`/api/admin/picks/${graded.id}/result`]: () =>
        jsonResponse(
          { error: { code: 'VALIDATION_ERROR', message: 'x', reason: 'correction_needs_reason' } },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=manual');
    const item = (await screen.findAllByTestId('manual-pick-item'))[0] as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Correct result' }));
    const dialog = await screen.findByTestId('correct-result-dialog');
    await user.type(within(dialog).getByTestId('correct-result-reason'), 'Score was 2-1');
    await user.click(within(dialog).getByRole('button', { name: 'Correct result' }));
    expect(
      await screen.findByText('Correcting a published pick needs a reason of at least 5 characters.'),
    ).toBeTruthy();
  });

  it('edits a published pick’s tier as a correction with an optional reason, a pending one without', async () => {
    const published = makePick({
      status: 'published',
      tier: 'vip',
      eventStartTime: '2099-01-01T20:00:00.000Z',
    });
    const fetchMock = stubAdmin([published], {
      [`/api/admin/picks/${published.id}/tier`]: () =>
        jsonResponse({ pick: { ...published, tier: 'diamante' } }),
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=approved');
    const row = await screen.findByTestId(`pick-row-${published.id}`);
    await user.click(within(row).getByRole('button', { name: 'Editar tier' }));
    const dialog = await screen.findByTestId('edit-tier-dialog');
    expect(within(dialog).getByTestId('tier-correction-note').textContent).toContain('registro público');
    await user.selectOptions(within(dialog).getByTestId('tier-select'), 'diamante');
    await user.type(within(dialog).getByTestId('tier-reason'), 'Mejor edge del mes');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tier: Diamante')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/tier`)[0]?.body).toEqual({
      tier: 'diamante',
      reason: 'Mejor edge del mes',
    });
  });

  it('edits a pending pick’s tier with no correction note and no reason sent', async () => {
    const pending = makePick({ status: 'pending', tier: 'vip' });
    const fetchMock = stubAdmin([pending], {
      [`/api/admin/picks/${pending.id}/tier`]: () =>
        jsonResponse({ pick: { ...pending, tier: 'exclusivo' } }),
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=pending');
    const row = await screen.findByTestId(`pick-row-${pending.id}`);
    await user.click(within(row).getByRole('button', { name: 'Editar tier' }));
    const dialog = await screen.findByTestId('edit-tier-dialog');
    expect(within(dialog).queryByTestId('tier-correction-note')).toBeNull();
    await user.selectOptions(within(dialog).getByTestId('tier-select'), 'exclusivo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tier: Exclusivo')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${pending.id}/tier`)[0]?.body).toEqual({ tier: 'exclusivo' });
  });
});

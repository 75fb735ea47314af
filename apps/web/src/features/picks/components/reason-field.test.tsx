import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

// The admin panel's code loads lazily: a cold, busy run needs more than findBy's default second.
const LOADED = { timeout: 10_000 };

/** A published VIP pick's Editar tier dialog, open with `tier` chosen; the server saves whatever it is sent. */
async function openTierDialog(tier: 'platinum' | 'diamante') {
  const published = makePick({
    status: 'published',
    tier: 'vip',
    eventStartTime: '2099-01-01T20:00:00.000Z',
  });
  const path = `/api/admin/picks/${published.id}/tier`;
  const fetchMock = stubAdmin([published], { [path]: () => jsonResponse({ pick: { ...published, tier } }) });
  const user = userEvent.setup();
  renderApp('/admin?tab=approved');
  const row = await screen.findByTestId(`pick-row-${published.id}`, {}, LOADED);
  await user.click(within(row).getByRole('button', { name: 'Editar tier' }));
  const dialog = await screen.findByTestId('edit-tier-dialog');
  await user.selectOptions(within(dialog).getByTestId('tier-select'), tier);
  return { user, dialog, tierCalls: () => callsTo(fetchMock, path) };
}

describe('a correction’s reason is checked by the contract’s rules before it is sent', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('refuses a tier reason of more than one line under the field, sends nothing, and sends it once fixed', async () => {
    const { user, dialog, tierCalls } = await openTierDialog('diamante');
    const reason = within(dialog).getByTestId('tier-reason');
    await user.type(reason, 'Mejor edge{Enter}del mes');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Valor no válido')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(tierCalls()).toEqual([]);

    await user.clear(reason);
    await user.type(reason, 'Mejor edge del mes');
    expect(within(dialog).queryByText('Valor no válido')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tier: Diamante')).toBeTruthy();
    expect(tierCalls()[0]?.body).toEqual({ tier: 'diamante', reason: 'Mejor edge del mes' });
  });

  it('does not send a published pick’s new tier without a reason, and says how long it must be', async () => {
    const { user, dialog, tierCalls } = await openTierDialog('platinum');
    // Required: its label carries no "(opcional)".
    expect(within(dialog).queryByText('(opcional)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Escribe un motivo de al menos 5 caracteres.')).toBeTruthy();
    expect(tierCalls()).toEqual([]);
    await user.type(within(dialog).getByTestId('tier-reason'), 'Subió con la línea');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tier: Platinum')).toBeTruthy();
    expect(tierCalls()[0]?.body).toEqual({ tier: 'platinum', reason: 'Subió con la línea' });
  });

  it('says a short withdrawal reason’s rule in English and sends nothing', async () => {
    await changeLanguage('en');
    const published = makePick({ status: 'published', eventStartTime: '2099-01-01T20:00:00.000Z' });
    const fetchMock = stubAdmin([published]);
    const user = userEvent.setup();
    renderApp('/admin?tab=approved');
    const row = await screen.findByTestId(`pick-row-${published.id}`, {}, LOADED);
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByTestId('withdraw-pick-dialog');
    await user.type(within(dialog).getByTestId('withdraw-reason'), '   ab   ');
    await user.click(within(dialog).getByTestId('withdraw-confirm'));
    expect(within(dialog).getByText('Write a reason of at least 5 characters.')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/picks/${published.id}/withdraw`)).toEqual([]);
  });
});

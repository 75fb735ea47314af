import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';

describe('edit dialogs', () => {
  afterEach(() => act(() => dismissToast()));

  describe('in Spanish', () => {
    beforeEach(() => changeLanguage('es'));

    it('changes the tier with a select of the four tiers', async () => {
      const pick = makePick({ tier: 'vip' });
      const fetchMock = stubAdmin([pick], {
        [`/api/admin/picks/${pick.id}/tier`]: () => jsonResponse({ pick: { ...pick, tier: 'platinum' } }),
      });
      renderApp('/admin');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar tier' }));
      const dialog = await screen.findByTestId('edit-tier-dialog');
      const select = within(dialog).getByLabelText('Tier');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['VIP', 'Exclusivo', 'Platinum', 'Diamante']);
      await user.selectOptions(select, 'platinum');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText('Pick actualizado')).toBeTruthy();
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/tier`)[0]?.body).toEqual({ tier: 'platinum' });
    });

    it('keeps the dialog open and says why, translated, when the server refuses the change', async () => {
      const pick = makePick({ homeTeam: 'Sevilla', awayTeam: 'Betis' });
      stubAdmin([pick], {
        [`/api/admin/picks/${pick.id}/tier`]: () =>
          jsonResponse({ error: { code: 'CONFLICT', message: 'The pick changed meanwhile' } }, 409),
      });
      renderApp('/admin');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar tier' }));
      const dialog = await screen.findByTestId('edit-tier-dialog');
      expect(dialog.textContent).toContain('Sevilla');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText('Error al actualizar el pick')).toBeTruthy();
      expect(screen.getByText('Ese dato ya existe o cambió mientras tanto')).toBeTruthy();
      expect(screen.queryByText('Pick actualizado')).toBeNull();
      expect(screen.getByTestId('edit-tier-dialog')).toBeTruthy();
    });
  });
});

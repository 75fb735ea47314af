import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '../fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp } from '../helpers';

describe('edit dialogs', () => {
  afterEach(() => act(() => dismissToast()));

  describe('in English', () => {
    beforeEach(() => changeLanguage('en'));

    it('computes the read-only decimal odds from American odds, sends both, then shows the recomputed pick', async () => {
      const pick = makePick({ odds: 2.1, oddsAmerican: 110, edge: 0.05, stake: 12.5, tier: 'platinum' });
      // The server reprices the pick from its probability: at -200 the edge is negative, so no stake.
      const repriced = {
        ...pick,
        odds: 1.5,
        oddsAmerican: -200,
        edge: -0.16,
        stake: 0,
        tier: 'vip' as const,
      };
      const fetchMock = stubAdmin([pick], {
        [`/api/admin/picks/${pick.id}/odds`]: () => jsonResponse({ pick: repriced }),
      });
      renderApp('/admin');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit odds' }));
      const dialog = await screen.findByTestId('edit-odds-dialog');
      const american = within(dialog).getByLabelText('American odds');
      const decimal = within(dialog).getByLabelText('Decimal odds') as HTMLInputElement;
      expect((american as HTMLInputElement).value).toBe('+110');
      expect(decimal.readOnly).toBe(true);

      await user.clear(american);
      await user.type(american, '+150');
      expect(decimal.value).toBe('2.50');
      await user.clear(american);
      await user.type(american, '-200');
      expect(decimal.value).toBe('1.50');
      await user.clear(american);
      await user.type(american, '50');
      expect(decimal.value).toBe('—');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText(/Enter whole American odds/)).toBeTruthy();
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)).toEqual([]);

      await user.clear(american);
      await user.type(american, '-200');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Pick updated')).toBeTruthy();
      expect(callsTo(fetchMock, `/api/admin/picks/${pick.id}/odds`)[0]?.body).toEqual({
        odds: 1.5,
        oddsAmerican: -200,
      });

      const recomputed = await within(dialog).findByTestId('odds-recomputed');
      expect(recomputed.textContent).toContain('Current odds: 1.50 (-200)');
      expect(recomputed.textContent).toContain('Edge, stake and tier recomputed from the model probability');
      const text = (row: string) => within(recomputed).getByTestId(row).textContent?.replace(/\s/g, ' ');
      // Each row reads "before → after".
      expect(text('odds-recomputed-edge')).toMatch(/^Edge\s*5\.0%.*becomes\s*-16\.0%$/);
      expect(text('odds-recomputed-stake')).toMatch(/^Stake\s*12\.50.*becomes\s*0\.00$/);
      expect(text('odds-recomputed-tier')).toMatch(/^Tier\s*Platinum.*becomes\s*VIP$/);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(screen.queryByTestId('edit-odds-dialog')).toBeNull();
    });
  });

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

    it('shows the decimal odds with a decimal comma', async () => {
      const pick = makePick();
      stubAdmin([pick]);
      renderApp('/admin');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar cuota' }));
      const dialog = await screen.findByTestId('edit-odds-dialog');
      const american = within(dialog).getByLabelText('Cuota americana');
      await user.clear(american);
      await user.type(american, '+150');
      expect((within(dialog).getByLabelText('Cuota decimal') as HTMLInputElement).value).toBe('2,50');
    });
  });
});

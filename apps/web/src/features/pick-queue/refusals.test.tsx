import { PickRefusalSchema } from '@arcade/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makePick, stubAdmin } from '@test/fixtures/admin-picks';
import { jsonResponse, renderApp } from '@test/helpers';

const refusal = (reason: string) =>
  jsonResponse({ error: { code: 'CONFLICT', message: `Refused: ${reason}`, reason } }, 409);

const conflict = (reason?: string) =>
  new ApiError({ status: 409, message: '409', code: 'CONFLICT', serverMessage: 'Refused', reason });

describe('a pick change the server refuses says why, translated', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('has a Spanish and an English text for every refusal reason of the contract', async () => {
    const conflictText = getErrorMessage(conflict());
    const spanish = PickRefusalSchema.options.map((reason) => getErrorMessage(conflict(reason)));
    await changeLanguage('en');
    const english = PickRefusalSchema.options.map((reason) => getErrorMessage(conflict(reason)));
    for (const text of [...spanish, ...english]) {
      expect(text).not.toBe(conflictText);
      expect(text).not.toMatch(/^errors:/);
    }
    expect(new Set(spanish).size).toBe(PickRefusalSchema.options.length);
    expect(spanish.some((text) => english.includes(text))).toBe(false);
    // A reason the web does not know yet falls back to the code's text.
    expect(getErrorMessage(conflict('something_new'))).toBe(
      'That item already exists or changed in the meantime',
    );
  });

  it('publishing a pick under the edge threshold says the edge is too low', async () => {
    const pick = makePick({ edge: 0.01 });
    stubAdmin([pick], { [`/api/admin/picks/${pick.id}/status`]: () => refusal('below_edge_threshold') });
    renderApp('/admin');
    const user = userEvent.setup();
    const row = await screen.findByTestId(`pick-row-${pick.id}`);
    await user.click(within(row).getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('Error al publicar')).toBeTruthy();
    expect(
      screen.getByText(
        'Publicados: 0 de 1 pick. El edge del pick está por debajo del umbral configurado: no se puede publicar.',
      ),
    ).toBeTruthy();
  });

  it('a result before the event’s start says the event has not started, in English too', async () => {
    await changeLanguage('en');
    const pick = makePick({ status: 'published' });
    stubAdmin([pick], { [`/api/admin/picks/${pick.id}/result`]: () => refusal('event_not_started') });
    renderApp('/admin?tab=approved');
    const user = userEvent.setup();
    const row = await screen.findByTestId(`pick-row-${pick.id}`);
    await user.click(within(row).getByRole('button', { name: 'Mark win' }));
    const ask = await screen.findByTestId('confirm-result-dialog');
    expect(within(ask).getByText('Confirm the result: Win')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Record Win' }));

    expect(
      await screen.findByText('The event has not started yet: a result is recorded after the start.'),
    ).toBeTruthy();
    expect(screen.queryByText('Refused: event_not_started')).toBeNull();
  });
});

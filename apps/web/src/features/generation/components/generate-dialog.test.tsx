import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, renderApp } from '@test/helpers';
import { generationStore } from '../hooks/generation-store';

const STREAM = '/api/picks/stream';

/** The admin page with a stream that stays open; the dialog opened. */
async function openDialog() {
  const fetchMock = stubAdmin([], {
    [STREAM]: () => new Response(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
  });
  renderApp('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('admin-generate'));
  const dialog = await screen.findByTestId('generate-dialog');
  return { fetchMock, user, dialog };
}

function streamQueries(fetchMock: ReturnType<typeof stubAdmin>) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://x').pathname === STREAM)
    .map(([input]) => Object.fromEntries(new URL(String(input), 'http://x').searchParams));
}

describe('generate dialog', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => generationStore.close());
    act(() => dismissToast());
  });

  it('shows the bankroll message under the field on submit and sends nothing', async () => {
    const { fetchMock, user, dialog } = await openDialog();
    const bankroll = within(dialog).getByLabelText('Bankroll');
    await user.clear(bankroll);
    await user.type(bankroll, '0');
    // Nothing is said while typing; the button stays usable.
    expect(within(dialog).queryByText('El bankroll debe ser un número positivo.')).toBeNull();
    expect(within(dialog).getByTestId('generate-submit')).toHaveProperty('disabled', false);

    await user.click(within(dialog).getByTestId('generate-submit'));

    const message = await within(dialog).findByText('El bankroll debe ser un número positivo.');
    expect(bankroll.getAttribute('aria-invalid')).toBe('true');
    expect(bankroll.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(bankroll);
    expect(screen.getByTestId('generate-dialog')).toBeTruthy();
    expect(callsTo(fetchMock, STREAM)).toHaveLength(0);

    // The message follows the input once submitted.
    await user.type(bankroll, '5');
    expect(within(dialog).queryByText('El bankroll debe ser un número positivo.')).toBeNull();
    expect(bankroll.getAttribute('aria-invalid')).toBeNull();
  });

  it('an empty bankroll is refused too', async () => {
    const { fetchMock, user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Bankroll'));
    await user.click(within(dialog).getByTestId('generate-submit'));
    expect(await within(dialog).findByText('El bankroll debe ser un número positivo.')).toBeTruthy();
    expect(callsTo(fetchMock, STREAM)).toHaveLength(0);
  });

  it('sends exactly the chosen bankroll, sport, count and strategy, and closes', async () => {
    const { fetchMock, user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Deporte'), 'nhl');
    await user.selectOptions(within(dialog).getByLabelText('Estrategia'), 'poisson');
    const count = within(dialog).getByLabelText('Número de picks');
    await user.clear(count);
    await user.type(count, '3');
    const bankroll = within(dialog).getByLabelText('Bankroll');
    await user.clear(bankroll);
    await user.type(bankroll, '250.5');
    await user.click(within(dialog).getByTestId('generate-submit'));

    await screen.findByTestId('generation-overlay');
    expect(screen.queryByTestId('generate-dialog')).toBeNull();
    expect(streamQueries(fetchMock)).toEqual([
      { bankroll: '250.5', sport: 'nhl', pickCount: '3', strategy: 'poisson' },
    ]);
  });

  it('clamps the count when leaving the field', async () => {
    const { user, dialog } = await openDialog();
    const count = within(dialog).getByLabelText('Número de picks');
    await user.clear(count);
    await user.type(count, '0');
    await user.tab();
    expect(count).toHaveProperty('value', '1');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubDashboard } from '@test/fixtures/dashboard';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';
import {
  CHANNELS_OFF,
  LINKED_AT,
  makeChannels,
  makePreferences,
  notificationRoutes,
} from '@test/fixtures/notifications';

const LINK_PATH = '/api/notifications/telegram/link';
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const telegramRow = () => screen.findByTestId('telegram-channel');

function renderWith(server: ReturnType<typeof notificationRoutes>) {
  const fetchMock = stubDashboard({ routes: server.routes });
  renderApp('/dashboard');
  return fetchMock;
}

describe('Telegram in the dashboard’s notification settings', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('says plainly when this server does not offer Telegram, with nothing to press', async () => {
    renderWith(notificationRoutes({ channels: CHANNELS_OFF }));
    const row = await telegramRow();
    expect(squash(row.textContent)).toContain(
      'Las alertas por Telegram aún no están disponibles en este servidor',
    );
    expect(within(row).getByTestId('channel-status').textContent).toBe('No disponible');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('switch')).toBeNull();
  });

  it('links a chat: the link opens in a new tab with its countdown, and the panel sees the bot link it', async () => {
    const server = notificationRoutes();
    const fetchMock = renderWith(server);
    const user = userEvent.setup();
    const row = await telegramRow();
    expect(within(row).getByTestId('channel-status').textContent).toBe('Sin conectar');

    await user.click(within(row).getByRole('button', { name: 'Conectar Telegram' }));
    const waiting = await within(row).findByTestId('telegram-waiting');
    const open = within(waiting).getByRole('link', { name: 'Abrir Telegram' });
    expect(open.getAttribute('href')).toBe('https://t.me/ArcadeValueBot?start=tok123');
    expect(open.getAttribute('target')).toBe('_blank');
    expect((within(waiting).getByLabelText('Tu enlace de Telegram') as HTMLInputElement).value).toBe(
      'https://t.me/ArcadeValueBot?start=tok123',
    );
    expect(within(waiting).getByRole('timer').textContent).toMatch(/^Caduca en 1[45]:\d\d$/);
    expect(callsTo(fetchMock, LINK_PATH).map((call) => call.init?.method)).toEqual(['POST']);

    // The person presses Start in Telegram: the next read of the channels finds the chat linked.
    server.state.channels = makeChannels({
      telegram: { linked: { username: 'ana_bets', linkedAt: LINKED_AT } },
    });
    await waitFor(() =>
      expect(within(row).getByTestId('telegram-linked').textContent).toContain('@ana_bets'),
    );
    expect(within(row).queryByTestId('telegram-waiting')).toBeNull();
    expect(within(row).getByTestId('channel-status').textContent).toBe('Activo');
  });

  it('says when the link has expired and offers a new one', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const server = notificationRoutes({
      link: { url: 'https://t.me/ArcadeValueBot?start=old', expiresAt: soon },
    });
    const fetchMock = renderWith(server);
    const user = userEvent.setup();
    const row = await telegramRow();
    await user.click(within(row).getByRole('button', { name: 'Conectar Telegram' }));
    const expired = await within(row).findByTestId('telegram-expired');
    expect(expired.textContent).toContain('Este enlace ha caducado');
    await user.click(within(expired).getByRole('button', { name: 'Nuevo enlace' }));
    await waitFor(() => expect(callsTo(fetchMock, LINK_PATH)).toHaveLength(2));
  });

  it('shows the linked chat and its date, pauses it with its switch, and unlinks after a confirmation', async () => {
    const server = notificationRoutes({
      channels: makeChannels({ telegram: { linked: { username: 'ana_bets', linkedAt: LINKED_AT } } }),
    });
    const fetchMock = renderWith(server);
    const user = userEvent.setup();
    const row = await telegramRow();
    expect(squash(within(row).getByTestId('telegram-linked').textContent)).toBe(
      'Vinculado a @ana_bets desde el 2 mar 2030',
    );

    const toggle = within(row).getByRole('switch', { name: 'Enviar alertas a Telegram' });
    await user.click(toggle);
    await waitFor(() => expect(within(row).getByTestId('channel-status').textContent).toBe('En pausa'));
    expect(server.state.preferences.telegram).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Desvincular' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('¿Desvincular Telegram?');
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    expect(await within(row).findByRole('button', { name: 'Conectar Telegram' })).toBeTruthy();
    expect(callsTo(fetchMock, LINK_PATH).map((call) => call.init?.method)).toEqual(['DELETE']);
    expect((await screen.findAllByText('Telegram desvinculado'))[0]).toBeTruthy();
  });

  it.each([
    ['es', 'No se pudo crear el enlace de Telegram', 'Telegram no responde ahora mismo'],
    ['en', 'Could not create the Telegram link', 'Telegram is not answering right now'],
  ] as const)(
    'translates a refused link into the person’s language (%s)',
    async (language, title, reason) => {
      await changeLanguage(language);
      const server = notificationRoutes();
      server.routes[LINK_PATH] = () =>
        jsonResponse(
          {
            error: {
              code: 'BAD_GATEWAY',
              message: 'Telegram did not answer',
              reason: 'telegram_unavailable',
            },
          },
          502,
        );
      renderWith(server);
      const user = userEvent.setup();
      const row = await telegramRow();
      await user.click(
        within(row).getByRole('button', {
          name: language === 'es' ? 'Conectar Telegram' : 'Connect Telegram',
        }),
      );
      expect((await screen.findAllByText(title))[0]).toBeTruthy();
      expect(squash(document.body.textContent)).toContain(reason);
      expect(squash(document.body.textContent)).not.toContain('Telegram did not answer');
    },
  );
});

describe('the notification settings in English', () => {
  beforeEach(() => changeLanguage('en'));

  it('names each channel and its state', async () => {
    renderWith(
      notificationRoutes({
        preferences: makePreferences({ telegram: false }),
        channels: makeChannels({ telegram: { linked: { username: null, linkedAt: LINKED_AT } } }),
      }),
    );
    const row = await telegramRow();
    expect(squash(within(row).getByTestId('telegram-linked').textContent)).toBe(
      'Linked to your Telegram chat since Mar 2, 2030',
    );
    expect(within(row).getByTestId('channel-status').textContent).toBe('Paused');
    expect(
      within(row).getByRole('switch', { name: 'Send alerts to Telegram' }).getAttribute('aria-checked'),
    ).toBe('false');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { ApiError } from '@/lib/api-client';
import { stubDashboard } from '@test/fixtures/dashboard';
import { renderApp } from '@test/helpers';
import {
  fakePushClient,
  makeChannels,
  makePreferences,
  notificationRoutes,
} from '@test/fixtures/notifications';
import type { PushClient } from './hooks/push-client';

// The browser's side of push (permission prompt, service worker) is what jsdom lacks: each test
// says how this browser answers.
const browser = vi.hoisted(() => ({ client: null as PushClient | null }));
vi.mock('./hooks/default-push-client', () => ({
  defaultPushClient: {
    pushSupport: () => browser.client!.pushSupport(),
    subscribeToPush: () => browser.client!.subscribeToPush(),
    unsubscribeFromPush: () => browser.client!.unsubscribeFromPush(),
    currentPushSubscription: () => browser.client!.currentPushSubscription(),
  } satisfies PushClient,
}));

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const pushRow = () => screen.findByTestId('push-channel');

function renderWith(server: ReturnType<typeof notificationRoutes>, client: PushClient) {
  browser.client = client;
  stubDashboard({ routes: server.routes });
  renderApp('/dashboard');
}

describe('push notifications in the dashboard’s notification settings', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('turns them on in this browser, and the server counts the device', async () => {
    const server = notificationRoutes({ preferences: makePreferences({ push: false }) });
    const client = fakePushClient();
    client.subscribeToPush.mockImplementation(() => {
      server.state.channels = makeChannels({ push: { subscriptions: 1 } });
      return Promise.resolve('subscribed');
    });
    renderWith(server, client);
    const user = userEvent.setup();
    const row = await pushRow();
    expect(within(row).getByTestId('channel-status').textContent).toBe('Sin conectar');
    await user.click(await within(row).findByRole('button', { name: 'Activar notificaciones' }));
    expect(await within(row).findByText('Este dispositivo recibe alertas.')).toBeTruthy();
    // Subscribing is asking for alerts: the paused channel is switched on as well.
    await waitFor(() => expect(server.state.preferences.push).toBe(true));
    await waitFor(() => expect(within(row).getByTestId('channel-status').textContent).toBe('Activo'));
    expect(
      within(row).getByRole('switch', { name: 'Enviar notificaciones push' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('explains how to allow them again when the browser refuses the permission', async () => {
    const client = fakePushClient({ subscribe: 'denied' });
    renderWith(notificationRoutes(), client);
    const user = userEvent.setup();
    const row = await pushRow();
    await user.click(await within(row).findByRole('button', { name: 'Activar notificaciones' }));
    const refusal = await within(row).findByTestId('push-denied');
    expect(squash(refusal.textContent)).toContain('Tu navegador bloquea las notificaciones de este sitio.');
    expect(squash(refusal.textContent)).toContain('pon Notificaciones en Permitir y recarga la página');
    expect(within(row).queryByRole('button', { name: 'Activar notificaciones' })).toBeNull();
  });

  it('says so at once when the permission was refused before (in English)', async () => {
    await changeLanguage('en');
    renderWith(notificationRoutes(), fakePushClient({ support: 'denied' }));
    const refusal = await within(await pushRow()).findByTestId('push-denied');
    expect(squash(refusal.textContent)).toContain('Your browser is blocking notifications from this site.');
    expect(squash(refusal.textContent)).toContain('set Notifications to Allow and reload the page');
  });

  it('tells an iPhone user to install the app when this browser cannot take push', async () => {
    renderWith(notificationRoutes(), fakePushClient({ support: 'unsupported' }));
    const refusal = await within(await pushRow()).findByTestId('push-unsupported');
    expect(squash(refusal.textContent)).toContain('Este navegador no puede recibir notificaciones push.');
    expect(squash(refusal.textContent)).toContain('Añadir a pantalla de inicio');
  });

  it('says a private window cannot take push, and to open a normal one', async () => {
    renderWith(notificationRoutes(), fakePushClient({ support: 'private' }));
    const row = await pushRow();
    const refusal = await within(row).findByTestId('push-private');
    expect(squash(refusal.textContent)).toContain('Las ventanas privadas no reciben notificaciones push.');
    expect(squash(refusal.textContent)).toContain('Abre el sitio en una ventana normal');
    expect(within(row).queryByRole('button', { name: 'Activar notificaciones' })).toBeNull();
  });

  it('explains a prompt closed unanswered and a push service that refused, and lets the person try again', async () => {
    const client = fakePushClient({ subscribe: 'dismissed' });
    renderWith(notificationRoutes(), client);
    const user = userEvent.setup();
    const row = await pushRow();
    await user.click(await within(row).findByRole('button', { name: 'Activar notificaciones' }));
    const dismissed = await within(row).findByTestId('push-dismissed');
    expect(squash(dismissed.textContent)).toContain('Cerraste la petición del navegador sin responder.');
    expect(squash(dismissed.textContent)).toContain('elige «Permitir»');

    client.subscribeToPush.mockResolvedValueOnce('serviceRefused');
    await user.click(within(row).getByRole('button', { name: 'Activar notificaciones' }));
    const refused = await within(row).findByTestId('push-serviceRefused');
    expect(squash(refused.textContent)).toContain('no aceptó registrar este dispositivo');
    expect(squash(refused.textContent)).toContain('ventanas privadas o de incógnito');
    expect(within(row).queryByTestId('push-dismissed')).toBeNull();
    expect(within(row).getByTestId('channel-status').textContent).toBe('Sin conectar');

    client.subscribeToPush.mockResolvedValueOnce('subscribed');
    await user.click(within(row).getByRole('button', { name: 'Activar notificaciones' }));
    expect(await within(row).findByText('Este dispositivo recibe alertas.')).toBeTruthy();
    expect(within(row).queryByTestId('push-serviceRefused')).toBeNull();
  });

  it('turns this device off, and says when other devices still receive alerts', async () => {
    const server = notificationRoutes({ channels: makeChannels({ push: { subscriptions: 2 } }) });
    const client = fakePushClient({ subscribed: true });
    client.unsubscribeFromPush.mockImplementation(() => {
      server.state.channels = makeChannels({ push: { subscriptions: 1 } });
      return Promise.resolve(undefined);
    });
    renderWith(server, client);
    const user = userEvent.setup();
    const row = await pushRow();
    await user.click(await within(row).findByRole('button', { name: 'Desactivar en este dispositivo' }));
    expect(await within(row).findByText('1 de tus dispositivos recibe alertas; este no.')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Activar notificaciones' })).toBeTruthy();
    expect(client.unsubscribeFromPush).toHaveBeenCalledTimes(1);
  });

  it('says when the server has no push keys, without asking the browser anything', async () => {
    const client = fakePushClient();
    renderWith(notificationRoutes({ channels: makeChannels({ push: { enabled: false } }) }), client);
    const row = await pushRow();
    expect(squash(row.textContent)).toContain(
      'Las notificaciones push aún no están disponibles en este servidor.',
    );
    expect(within(row).queryByRole('button')).toBeNull();
    expect(client.pushSupport).not.toHaveBeenCalled();
  });

  it('translates a failed subscription (the server refused it) in both languages', async () => {
    const refused = new ApiError({
      status: 429,
      message: '429',
      code: 'RATE_LIMITED',
      reason: 'rate_limited',
      serverMessage: 'Rate limit exceeded',
    });
    renderWith(notificationRoutes(), fakePushClient({ subscribe: { error: refused } }));
    const user = userEvent.setup();
    const row = await pushRow();
    await user.click(await within(row).findByRole('button', { name: 'Activar notificaciones' }));
    expect((await screen.findAllByText('No se pudieron activar las notificaciones'))[0]).toBeTruthy();
    expect(squash(document.body.textContent)).toContain('Demasiados intentos. Espera un poco');
    act(() => dismissToast());

    await changeLanguage('en');
    await user.click(await within(row).findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findAllByText('Could not turn on notifications'))[0]).toBeTruthy();
    expect(squash(document.body.textContent)).toContain('Too many attempts. Wait a little');
  });
});

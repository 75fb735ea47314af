import type { Session } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';
import { hoursFromNow, stubDashboard } from '@test/fixtures/dashboard';

function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: '6f1c1a52-8c1e-4c1f-9d7e-2d3b1a000001',
    createdAt: '2030-03-02T09:00:00.000Z',
    lastSeenAt: hoursFromNow(0),
    device: { browser: 'Chrome', os: 'Windows' },
    current: true,
    ...overrides,
  };
}

const THIS = makeSession();
const PHONE = makeSession({
  id: '6f1c1a52-8c1e-4c1f-9d7e-2d3b1a000002',
  createdAt: '2030-03-10T09:00:00.000Z',
  lastSeenAt: hoursFromNow(-3),
  device: { browser: 'Safari', os: 'iPhone' },
  current: false,
});
const SCRIPT = makeSession({
  id: '6f1c1a52-8c1e-4c1f-9d7e-2d3b1a000003',
  lastSeenAt: hoursFromNow(-50),
  device: { browser: null, os: null },
  current: false,
});

/** The dashboard with these sessions; DELETE and revoke-others answer as the server would and drop them. */
function stubSessions(initial: Session[]) {
  let sessions = initial;
  return stubDashboard({
    routes: {
      '/api/auth/sessions': () => jsonResponse({ sessions }),
      [`/api/auth/sessions/${PHONE.id}`]: () => {
        sessions = sessions.filter((session) => session.id !== PHONE.id);
        return jsonResponse({ ended: 1, endedCurrent: false });
      },
      '/api/auth/sessions/revoke-others': () => {
        const ended = sessions.filter((session) => !session.current).length;
        sessions = sessions.filter((session) => session.current);
        return jsonResponse({ ended, endedCurrent: false });
      },
    },
  });
}

const rows = async () => within(await screen.findByTestId('sessions-card')).findAllByTestId('session-row');
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('the Sesiones card on the dashboard', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('lists each device in Spanish, marks this one, and says when each began and was last used', async () => {
    stubSessions([THIS, PHONE, SCRIPT]);
    renderApp('/account');
    const [current, phone, script] = await rows();
    expect(
      within(screen.getByTestId('sessions-card')).getByRole('heading', { name: 'Sesiones' }),
    ).toBeTruthy();
    expect(within(current as HTMLElement).getByTestId('session-device').textContent).toBe(
      'Chrome en Windows',
    );
    expect(within(current as HTMLElement).getByText('Este dispositivo')).toBeTruthy();
    expect(squash(within(current as HTMLElement).getByTestId('session-times').textContent)).toBe(
      'Iniciada el 2 mar 2030 · En uso ahora',
    );
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(phone as HTMLElement).getByTestId('session-device').textContent).toBe('Safari en iPhone');
    expect(squash(within(phone as HTMLElement).getByTestId('session-times').textContent)).toBe(
      'Iniciada el 10 mar 2030 · Último uso hace 3 horas',
    );
    expect(within(script as HTMLElement).getByTestId('session-device').textContent).toBe(
      'Dispositivo desconocido',
    );
    expect(squash(within(script as HTMLElement).getByTestId('session-times').textContent)).toMatch(
      /· Último uso hace 2 días$/,
    );
  });

  it('speaks English after a language switch', async () => {
    stubSessions([THIS, PHONE]);
    renderApp('/account');
    await rows();
    await act(() => changeLanguage('en'));
    const [current, phone] = await rows();
    expect(within(current as HTMLElement).getByTestId('session-device').textContent).toBe(
      'Chrome on Windows',
    );
    expect(within(current as HTMLElement).getByText('This device')).toBeTruthy();
    expect(squash(within(phone as HTMLElement).getByTestId('session-times').textContent)).toBe(
      'Signed in on Mar 10, 2030 · Last used 3 hours ago',
    );
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeTruthy();
  });

  it('signs one other session out after a confirmation naming its device', async () => {
    const fetchMock = stubSessions([THIS, PHONE]);
    renderApp('/account');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('¿Cerrar esta sesión?')).toBeTruthy();
    expect(within(dialog).getByText(/^Safari en iPhone dejará de tener acceso/)).toBeTruthy();
    expect(callsTo(fetchMock, `/api/auth/sessions/${PHONE.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));

    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    const calls = callsTo(fetchMock, `/api/auth/sessions/${PHONE.id}`);
    expect(calls.map((call) => call.init?.method)).toEqual(['DELETE']);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(await screen.findByText('Sesión cerrada')).toBeTruthy();
    expect(screen.getByText('Solo tienes abierta esta sesión.')).toBeTruthy();
  });

  it('signs every other session out after a confirmation, and a cancel sends nothing', async () => {
    const fetchMock = stubSessions([THIS, PHONE, SCRIPT]);
    renderApp('/account');
    await rows();
    const user = userEvent.setup();
    const signOutOthers = screen.getByRole('button', { name: 'Cerrar las demás sesiones' });
    await user.click(signOutOthers);
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/las sesiones de otros 2 dispositivos/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/auth/sessions/revoke-others')).toHaveLength(0);

    await user.click(signOutOthers);
    dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/auth/sessions/revoke-others').map((call) => call.init?.method)).toEqual([
      'POST',
    ]);
    expect(await screen.findByText('Se cerraron 2 sesiones')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar las demás sesiones' })).toBeNull();
  });
});

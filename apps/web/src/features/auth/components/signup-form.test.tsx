import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';
import { ToastProbe } from '@test/toast-probe';

const DRAFT_KEY = 'draft:login-signup';

async function typeSignup(values: { name?: string; email?: string; password?: string; adult?: boolean }) {
  const user = userEvent.setup();
  const form = await screen.findByTestId('auth-form');
  if (values.name) await user.type(within(form).getByLabelText('Nombre'), values.name);
  if (values.email) await user.type(within(form).getByLabelText('Email'), values.email);
  if (values.password) await user.type(within(form).getByLabelText('Contraseña'), values.password);
  if (values.adult ?? true) await user.click(within(form).getByLabelText('Tengo 18 años o más'));
  return user;
}

describe('signup', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('creates the account, shows the server message for 6 seconds and opens the dashboard', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () =>
        jsonResponse(
          {
            user: makeUser({ name: 'Luis', emailVerified: false }),
            message: 'Cuenta creada correctamente. Tienes 1 pick gratuito disponible',
          },
          201,
        ),
    });
    render(<ToastProbe />);
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'secret1' });
    await user.click(screen.getByTestId('auth-submit'));

    expect(
      await screen.findByText('Cuenta creada correctamente. Tienes 1 pick gratuito disponible'),
    ).toBeTruthy();
    const toastRegion = screen.getByRole('region', { name: /^Notificaciones \(/ });
    expect(within(toastRegion).getByText('Cuenta creada')).toBeTruthy();
    expect(screen.getByTestId('toast-probe').dataset.duration).toBe('6000');
    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    // The interface language goes with the signup so the account's mail is in it.
    expect(callsTo(fetchMock, '/api/auth/signup')[0]?.body).toEqual({
      name: 'Luis',
      email: 'luis@example.com',
      password: 'secret1',
      ageConfirmed: true,
      language: 'es',
    });
  });

  it('asks "Tengo 18 años o más" before sending anything', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': visitor });
    renderApp('/login?mode=signup');
    const user = await typeSignup({
      name: 'Luis',
      email: 'luis@example.com',
      password: 'secret1',
      adult: false,
    });
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('Debes tener 18 años o más para crear una cuenta')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/signup')).toEqual([]);
    await user.click(screen.getByLabelText('Tengo 18 años o más'));
    expect(screen.queryByText('Debes tener 18 años o más para crear una cuenta')).toBeNull();
  });

  it('uses the default text when the server sends an empty message', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () => jsonResponse({ user: makeUser(), message: '' }, 201),
    });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'secret1' });
    await user.click(screen.getByTestId('auth-submit'));
    expect(
      await screen.findByText('Cuenta creada correctamente. Tienes 1 pick gratuito disponible'),
    ).toBeTruthy();
  });

  it('shows the reason of a taken email, translated, and the fallback without one', async () => {
    let answer = () =>
      jsonResponse(
        {
          error: {
            code: 'CONFLICT',
            message: 'An account with that email already exists',
            reason: 'email_taken',
          },
        },
        409,
      );
    stubFetch({ '/api/auth/me': visitor, '/api/auth/signup': () => answer() });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'secret1' });
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('Ya existe una cuenta con ese email')).toBeTruthy();

    answer = () => new Response('', { status: 409 });
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('No se pudo crear la cuenta')).toBeTruthy();
  });

  it('says the signup failed when the response carries no user', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () => jsonResponse({ message: 'ok' }, 201),
    });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'secret1' });
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('Error al crear cuenta. Intenta nuevamente.')).toBeTruthy();
  });

  it('blocks a short name, a bad email and a short password and sends nothing', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': visitor });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'L', email: 'luis@', password: '12345' });
    await user.click(screen.getByTestId('auth-submit'));

    expect(screen.getByText('Debe tener al menos 2 caracteres')).toBeTruthy();
    expect(screen.getByText('Email no válido')).toBeTruthy();
    expect(screen.getByText('Debe tener al menos 6 caracteres')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/signup')).toHaveLength(0);

    // Errors follow the input once shown.
    await user.type(screen.getByLabelText('Nombre'), 'uis');
    expect(screen.queryByText('Debe tener al menos 2 caracteres')).toBeNull();
  });

  it('puts each message under its own field and translates it on a language switch', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ email: 'luis@example.com', password: '12345' });
    await user.click(screen.getByTestId('auth-submit'));

    const messageOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
        ?.textContent;
    expect(messageOf('Nombre')).toBe('Obligatorio');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(messageOf('Contraseña')).toBe('Debe tener al menos 6 caracteres');
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre'));

    await act(() => changeLanguage('en'));
    expect(messageOf('Name')).toBe('Required');
    expect(messageOf('Password')).toBe('Must be at least 6 characters');
  });

  it('shows the server’s refused fields under the fields, translated from their codes', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Invalid request: body.email: Invalid email address',
              reason: 'invalid_request',
              issues: [
                {
                  path: 'body.email',
                  code: 'invalid_format',
                  params: { format: 'email' },
                  message: 'Invalid email address',
                },
              ],
            },
          },
          400,
        ),
    });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'secret1' });
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('no es un email válido')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Invalid email address/)).toBeNull();
  });
});

describe('signup draft on /login', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('keeps name and email (never the password) across a remount and clears them on success', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () => jsonResponse({ user: makeUser(), message: 'ok' }, 201),
    });
    const first = renderApp('/login?mode=signup');
    await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'hunter22' });

    const saved = window.localStorage.getItem(DRAFT_KEY) ?? '';
    expect(JSON.parse(saved)).toEqual({ name: 'Luis', email: 'luis@example.com' });
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index) ?? '';
      expect(window.localStorage.getItem(key)).not.toContain('hunter22');
    }

    first.unmount();
    renderApp('/login?mode=signup');
    expect(((await screen.findByLabelText('Nombre')) as HTMLInputElement).value).toBe('Luis');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('luis@example.com');
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'hunter22');
    await user.click(screen.getByLabelText('Tengo 18 años o más'));
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the draft when the signup fails', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/signup': () => new Response('', { status: 409 }),
    });
    renderApp('/login?mode=signup');
    const user = await typeSignup({ name: 'Luis', email: 'luis@example.com', password: 'secret1' });
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByText('No se pudo crear la cuenta')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({
      name: 'Luis',
      email: 'luis@example.com',
    });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';

describe('forgot password', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('sends the code, toasts and opens /reset-password?email=…, forgetting the draft', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/forgot-password': () => jsonResponse({ message: 'Te hemos enviado un código' }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana+picks@example.com');
    expect(JSON.parse(window.localStorage.getItem('draft:forgot-password') ?? '{}')).toEqual({
      email: 'ana+picks@example.com',
    });
    await user.click(screen.getByTestId('forgot-submit'));

    expect(await screen.findByTestId('reset-submit')).toBeTruthy();
    expect(await screen.findByText('Código enviado')).toBeTruthy();
    expect(screen.getByText('Te hemos enviado un código')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/reset-password');
    expect(screen.getByTestId('location-search').textContent).toBe('?email=ana%2Bpicks@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana+picks@example.com');
    expect(callsTo(fetchMock, '/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'ana+picks@example.com',
    });
    expect(window.localStorage.getItem('draft:forgot-password')).toBeNull();
  });

  it('restores the typed email after a remount and links back to /login', async () => {
    stubFetch({ '/api/auth/me': visitor });
    const first = renderApp('/forgot-password');
    await userEvent.setup().type(await screen.findByLabelText('Email'), 'ana@example.com');
    first.unmount();
    renderApp('/forgot-password');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ana@example.com');
    expect(screen.getByRole('link', { name: /Volver a iniciar sesión/ }).getAttribute('href')).toBe('/login');
    // The session check has answered: the header offers login.
    expect(await screen.findAllByRole('link', { name: 'Iniciar sesión' })).not.toHaveLength(0);
  });

  it('shows the fallback when the code cannot be sent, and blocks an invalid email', async () => {
    const fetchMock = stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/forgot-password': () => new Response('', { status: 502 }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText('Email no válido')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/forgot-password')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), '@example.com');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('No se pudo enviar el código')).toBeTruthy();
  });
});

describe('reset password', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('prefills the email from ?email= and limits the code to 6 numeric characters', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/reset-password?email=ana@example.com');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ana@example.com');
    const code = screen.getByLabelText('Código de verificación') as HTMLInputElement;
    expect(code.maxLength).toBe(6);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.name).toBe('code');
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('name')).toBe('newPassword');
  });

  it('keeps only the digits typed or pasted into the code', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/reset-password?email=ana@example.com');
    const user = userEvent.setup();
    const code = (await screen.findByLabelText('Código de verificación')) as HTMLInputElement;
    await user.type(code, 'a1b2-c3 4');
    expect(code.value).toBe('1234');
    await user.paste('5x6');
    expect(code.value).toBe('123456');
    await user.type(code, '7');
    expect(code.value).toBe('123456');
    // A whole code pasted from an email, spaces and all, replaces the selection.
    await user.tripleClick(code);
    await user.paste(' 654 321\n');
    expect(code.value).toBe('654321');
    expect(JSON.parse(window.localStorage.getItem('draft:reset-password') ?? '{}').code).toBe('654321');
  });

  it('says "6 dígitos" wherever it speaks of the code, in Spanish and English', async () => {
    stubFetch({ '/api/auth/me': visitor });
    const spanish = renderApp('/forgot-password');
    expect((await screen.findByText(/Te enviaremos un código/)).textContent).toContain('6 dígitos');
    spanish.unmount();

    await changeLanguage('en');
    const forgot = renderApp('/forgot-password');
    expect((await screen.findByText(/We'll send you a/)).textContent).toContain('6-digit code');
    forgot.unmount();
    renderApp('/reset-password?email=ana@example.com');
    expect((await screen.findByText(/Enter the/)).textContent).toContain('6-digit code');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByTestId('reset-submit'));
    expect(screen.getByText('Must be exactly 6 digits')).toBeTruthy();
  });

  it('asks for the 6 digits and a 6-character password before sending', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': visitor });
    renderApp('/reset-password?email=ana@example.com');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reset-submit'));
    expect(screen.getAllByText('Obligatorio')).toHaveLength(2);

    await user.type(screen.getByLabelText('Código de verificación'), '123');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'abc');
    await user.click(screen.getByTestId('reset-submit'));
    expect(screen.getByText('Debe tener exactamente 6 dígitos')).toBeTruthy();
    expect(screen.getByText('Debe tener al menos 6 caracteres')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/reset-password')).toHaveLength(0);
  });

  it('confirms the new password, clears the draft and opens /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      '/api/auth/me': visitor,
      '/api/auth/reset-password': () => jsonResponse({ message: 'ok' }),
    });
    renderApp('/reset-password?email=ana@example.com');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Código de verificación'), '1234567');
    expect((screen.getByLabelText('Código de verificación') as HTMLInputElement).value).toBe('123456');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'brand-new-1');
    expect(JSON.parse(window.localStorage.getItem('draft:reset-password') ?? '{}')).toEqual({
      email: 'ana@example.com',
      code: '123456',
    });
    await user.click(screen.getByTestId('reset-submit'));

    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    expect(screen.getAllByText('Contraseña actualizada').length).toBeGreaterThan(0);
    // A toast: the toaster's code loads with the first one.
    expect(await screen.findByText('Ya puedes iniciar sesión con tu nueva contraseña')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/reset-password')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
      newPassword: 'brand-new-1',
    });
    expect(window.localStorage.getItem('draft:reset-password')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/reset-password');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    // /login shows once its code has loaded.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('restores email and code after a remount, but never the password', async () => {
    stubFetch({ '/api/auth/me': visitor });
    const first = renderApp('/reset-password?email=ana@example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código de verificación'), '654321');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secret-pass');
    expect(window.localStorage.getItem('draft:reset-password')).not.toContain('secret-pass');
    first.unmount();

    renderApp('/reset-password');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByLabelText('Código de verificación') as HTMLInputElement).value).toBe('654321');
    expect((screen.getByLabelText('Nueva contraseña') as HTMLInputElement).value).toBe('');
  });

  it('shows the reason of a wrong code, translated, and the fallback without one', async () => {
    let answer = () =>
      jsonResponse(
        { error: { code: 'INVALID_CODE', message: 'Invalid or expired code', reason: 'invalid_code' } },
        400,
      );
    stubFetch({ '/api/auth/me': visitor, '/api/auth/reset-password': () => answer() });
    renderApp('/reset-password?email=ana@example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'brand-new-1');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Código inválido o expirado')).toBeTruthy();
    expect(screen.queryByText('Invalid or expired code')).toBeNull();

    answer = () => new Response('', { status: 400 });
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Código inválido o expirado')).toBeTruthy();
    expect(screen.queryByTestId('reset-done')).toBeNull();
  });
});

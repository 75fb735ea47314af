import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';

/** What the server answers for a password on the list of common ones (Accept-Language: es). */
const tooCommon = (field: string) =>
  jsonResponse(
    {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
        reason: 'password_too_common',
        issues: [
          {
            path: `body.${field}`,
            code: 'custom',
            message: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
          },
        ],
      },
    },
    400,
  );

/** The text under a field: the element its input names with aria-describedby. */
function errorUnder(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('a password the server finds too common', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => act(() => dismissToast()));

  it('is shown under the signup password field, translated, and follows a language switch', async () => {
    const fetchMock = stubFetch({ '/api/auth/me': visitor, '/api/auth/signup': () => tooCommon('password') });
    renderApp('/login?mode=signup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), 'Luis');
    await user.type(screen.getByLabelText('Email'), 'luis@example.com');
    const password = screen.getByLabelText('Contraseña');
    // Six characters: the client lets it through, only the server knows the list.
    await user.type(password, 'qwerty1');
    await user.click(screen.getByLabelText('Tengo 18 años o más'));
    await user.click(screen.getByTestId('auth-submit'));

    await waitFor(() =>
      expect(errorUnder(password)).toBe(
        'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
      ),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/auth/signup')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/login');

    await act(() => changeLanguage('en'));
    await waitFor(() =>
      expect(errorUnder(screen.getByLabelText('Password'))).toBe(
        'That password is too common. Choose one that is harder to guess.',
      ),
    );
  });

  it('is shown under the new password field of the reset form', async () => {
    stubFetch({ '/api/auth/me': visitor, '/api/auth/reset-password': () => tooCommon('newPassword') });
    renderApp('/reset-password?email=ana@example.com');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    const password = screen.getByLabelText('Nueva contraseña');
    await user.type(password, 'password1');
    await user.click(screen.getByTestId('reset-submit'));
    await waitFor(() =>
      expect(errorUnder(password)).toBe(
        'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
      ),
    );
    expect(screen.queryByTestId('reset-done')).toBeNull();
  });
});

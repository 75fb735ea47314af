import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { jsonResponse, renderApp } from '@test/helpers';
import { makeAdminUser, usersPage } from './users-fixtures';

describe('Usuarios tab, paged', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('shows the first page of accounts, counts them all, and loads the next page on demand', async () => {
    const first = [
      makeAdminUser({ email: 'new@example.com' }),
      makeAdminUser({ email: 'newer@example.com' }),
    ];
    const second = [makeAdminUser({ email: 'old@example.com' })];
    const fetchMock = stubAdmin([], {
      '/api/admin/users': (_init, url) =>
        jsonResponse(
          url?.searchParams.get('cursor') === 'page-2'
            ? usersPage(second, null, 3)
            : usersPage(first, 'page-2', 3),
        ),
      '/api/admin/transactions': () => jsonResponse({ transactions: [] }),
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    expect(await screen.findByText('new@example.com')).toBeTruthy();
    expect(screen.getByText('3 cuentas')).toBeTruthy();
    expect(screen.queryByText('old@example.com')).toBeNull();
    expect(screen.getByTestId('users-more-count').textContent).toBe('Mostrando 2 de 3');

    await user.click(screen.getByTestId('users-more-button'));
    expect(await screen.findByText('old@example.com')).toBeTruthy();
    expect(screen.getByTestId('users-more-count').textContent).toBe('Mostrando 3 de 3');
    expect(screen.queryByTestId('users-more-button')).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/users')
      .map((url) => url.search);
    expect(asked).toEqual(['', '?cursor=page-2']);
  });
});

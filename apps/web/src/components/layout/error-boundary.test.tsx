import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders, stubFetch } from '@test/helpers';

function Boom(): never {
  throw new Error('boom');
}

function renderLayoutWithBrokenPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="broken" element={<Boom />} />
          <Route path="fine" element={<p>A working page</p>} />
        </Route>
      </Routes>
      <Link to="/fine">Go to a working page</Link>
    </MemoryRouter>,
  );
}

describe('error boundary', () => {
  beforeEach(async () => {
    await changeLanguage('es');
    // React reports every caught render error on the console; the fallback is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ '/api/auth/me': () => new Response('', { status: 401 }) });
  });

  afterEach(async () => {
    await act(() => changeLanguage('es'));
  });

  it('shows the Spanish fallback, whose button reloads the page', async () => {
    const onReload = vi.fn();
    renderWithProviders(
      <ErrorBoundary onReload={onReload}>
        <Boom />
      </ErrorBoundary>,
    );
    const fallback = screen.getByRole('alert');
    expect(within(fallback).getByText('Algo salió mal')).toBeTruthy();
    expect(
      within(fallback).getByText('Esta página tuvo un error inesperado. Recárgala para intentarlo de nuevo.'),
    ).toBeTruthy();
    await userEvent.click(within(fallback).getByRole('button', { name: 'Recargar' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows the English fallback in English', async () => {
    await act(() => changeLanguage('en'));
    renderWithProviders(
      <ErrorBoundary onReload={vi.fn()}>
        <Boom />
      </ErrorBoundary>,
    );
    const fallback = screen.getByRole('alert');
    expect(within(fallback).getByText('Something went wrong')).toBeTruthy();
    expect(
      within(fallback).getByText('This page hit an unexpected error. Reload it to try again.'),
    ).toBeTruthy();
    expect(within(fallback).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('wraps the router outlet: the site header survives a broken page and the next page renders again', async () => {
    renderLayoutWithBrokenPage();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('alert').textContent).toContain('Algo salió mal');
    expect(screen.getByRole('banner')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Go to a working page' }));
    expect(await within(main).findByText('A working page')).toBeTruthy();
    expect(within(main).queryByRole('alert')).toBeNull();
  });
});

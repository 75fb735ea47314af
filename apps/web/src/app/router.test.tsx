import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp, stubFetch, visitor } from '@test/helpers';

// The record's code arrives when the test says so, as a page's chunk does over a slow network.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('@/app/routes/record', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

describe('a navigation to a page whose code is still on its way', () => {
  beforeEach(() => changeLanguage('es'));

  it('keeps the page on screen under the progress bar, never a frame without a page, then shows the next', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/');
    const title = await screen.findByTestId('landing-title');
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getAllByRole('link', { name: 'Historial' })[0]!);

    // The landing stays, whole and interactive, while the record's code loads.
    expect(await screen.findByRole('progressbar', { name: 'Cargando...' })).toBeTruthy();
    expect(title.isConnected).toBe(true);
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(screen.queryByTestId('record-page')).toBeNull();

    arrive();
    expect(await screen.findByTestId('record-page')).toBeTruthy();
    expect(title.isConnected).toBe(false);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

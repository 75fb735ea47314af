import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { jsonResponse, makeUser, renderApp, stubFetch, visitor } from '@test/helpers';
import { makeRecord } from '@test/fixtures/record';

describe('ways to the public record', () => {
  beforeEach(() => changeLanguage('es'));

  it('links it from the landing page, the header and the footer for a visitor', async () => {
    stubFetch({
      '/api/auth/me': visitor,
      '/api/events': () => jsonResponse({ events: [] }),
      '/api/record': () => jsonResponse(makeRecord()),
    });
    renderApp('/');
    const user = userEvent.setup();

    const teaser = await screen.findByTestId('landing-record-link');
    expect(teaser.getAttribute('href')).toBe('/record');
    expect(teaser.textContent).toContain('Ver el historial');
    expect(screen.getByTestId('footer-record-link').getAttribute('href')).toBe('/record');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const link = within(nav).getByRole('link', { name: 'Historial' });
    expect(link.getAttribute('href')).toBe('/record');

    await user.click(link);
    // The record's code loads on this first visit; the landing stays until it is in.
    expect(await screen.findByTestId('record-headline')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/record');
  });

  it("keeps the record in a signed-in user's navigation, after the dashboard and before My account", async () => {
    stubFetch({
      '/api/auth/me': () => jsonResponse({ user: makeUser() }),
      '/api/record': () => jsonResponse(makeRecord({ detailed: true })),
    });
    renderApp('/record');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await within(nav).findByRole('link', { name: 'Panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/record', '/account']);
  });
});

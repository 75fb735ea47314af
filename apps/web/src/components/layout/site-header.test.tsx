import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp, stubFetch, visitor } from '@test/helpers';

describe('the header’s menu on a phone', () => {
  beforeEach(() => changeLanguage('es'));

  it('opens on its button with the visitor’s links, says so, and closes again', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    const close = screen.getByRole('button', { name: 'Cerrar menú' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(close.getAttribute('aria-controls') ?? '');
    expect(menu).toBeTruthy();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Registrarse' })).toBeTruthy();

    await userEvent.click(close);
    expect(screen.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(close.getAttribute('aria-controls') ?? '')).toBeNull();
  });
});

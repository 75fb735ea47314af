import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp, stubFetch, visitor } from '@test/helpers';

describe("the footer's privacy section", () => {
  beforeEach(() => changeLanguage('es'));

  it('opens on "Privacidad" and says what deleting an account ends, what is kept and why', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const toggle = footer.getByRole('button', { name: /Privacidad/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(footer.queryByText(/Stripe/)).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const text = footer.getByTestId('footer-privacy-content').textContent ?? '';
    for (const fact of [
      'Mi cuenta',
      'Stripe',
      'la semana en curso no se reembolsa',
      'Telegram',
      'push',
      'cerramos todas tus sesiones',
      'borramos tu nombre, tu email y tu contraseña',
      'sin tu nombre ni tu dirección',
      'historial público',
      'hash con clave',
      'segundo pick gratis',
      'Descargar mis datos',
      'JSON',
      'Tómate un descanso',
    ])
      expect(text).toContain(fact);

    const privacy = within(footer.getByTestId('footer-privacy-content'));
    const hrefs = privacy.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'https://www.jugarbien.es',
        'https://www.ordenacionjuego.es/es/rgiaj',
        'https://www.begambleaware.org',
        'tel:1-800-426-2537',
      ]),
    );
    expect(privacy.getByRole('link', { name: /RGIAJ/ })).toBeTruthy();
  });

  it('speaks English: "Privacy", a keyed hash, "Download my data" and "Take a break"', async () => {
    stubFetch({ '/api/auth/me': visitor });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    await changeLanguage('en');
    await userEvent.click(await footer.findByRole('button', { name: /Privacy/ }));
    const content = footer.getByTestId('footer-privacy-content');
    await waitFor(() => expect(content.textContent).toContain('the current week is not refunded'));
    for (const fact of ['My account', 'keyed hash', 'Download my data', 'Take a break', '1-800-GAMBLER'])
      expect(content.textContent).toContain(fact);
  });
});

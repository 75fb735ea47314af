import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { makeSubscription } from '@test/fixtures/billing';
import { stubDashboard } from '@test/fixtures/dashboard';
import { callsTo, jsonResponse, renderApp } from '@test/helpers';
import { makePreferences } from '@test/fixtures/notifications';

describe('the publication-email switch', () => {
  beforeEach(() => changeLanguage('en'));
  afterEach(() => act(() => dismissToast()));

  it('shows the stored state and turns emails off and on again', async () => {
    const fetchMock = stubDashboard();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('switch', { name: 'Email me when picks are published' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    const calls = callsTo(fetchMock, '/api/notifications/preferences').filter(
      (call) => call.init?.method === 'PUT',
    );
    expect(calls.map((call) => call.body)).toEqual([{ email: false }, { email: true }]);
  });

  it('goes back to where it was when the change is refused, with the reason', async () => {
    stubDashboard({
      routes: {
        '/api/notifications/preferences': (init) =>
          init?.method === 'PUT'
            ? jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many' } }, 429)
            : jsonResponse(makePreferences()),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('switch', { name: 'Email me when picks are published' });
    await user.click(toggle);
    expect((await screen.findAllByText('Could not save your notification settings'))[0]).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('after the email’s unsubscribe link, says emails are off and shows the switch off', async () => {
    await changeLanguage('es');
    stubDashboard({
      subscription: makeSubscription({ emailNotifications: false }),
      preferences: makePreferences({ email: false }),
    });
    renderApp('/dashboard?unsubscribed=1');
    const notice = await screen.findByTestId('unsubscribed-notice');
    expect(notice.textContent).toContain('Correos desactivados');
    expect(notice.textContent).toContain('Ya no recibirás un correo cuando se publiquen picks');
    const toggle = await screen.findByRole('switch', {
      name: 'Avisarme por correo cuando se publiquen picks',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

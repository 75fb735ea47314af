import { BillingRefusalSchema } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { leaveTo } from '@/lib/navigation';
import { dismissToast } from '@/lib/use-toast';
import { callsTo, jsonResponse, makeUser, renderApp } from '@test/helpers';
import { resources } from '@test/i18n-resources';
import { stubDashboard } from '@test/fixtures/dashboard';
import {
  makeOffer,
  makeSubscription,
  PAYMENTS_OFF,
  paidSubscription,
  paymentsOn,
} from '@test/fixtures/billing';
import { CHECKOUT_POLL_MS } from './hooks/use-billing-return';

// jsdom cannot leave the page: where the app would send the browser is recorded instead.
vi.mock('@/lib/navigation', () => ({ leaveTo: vi.fn() }));

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const offer = (plan: string) => screen.findByTestId(`plan-offer-${plan}`);
const priceOf = async (plan: string) =>
  squash(within(await offer(plan)).getByTestId('plan-price').textContent);

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_123';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_456';

const ON_SALE = paymentsOn([
  makeOffer('platinum', 2499),
  makeOffer('vip', 999),
  makeOffer('diamante', 3999),
  makeOffer('exclusivo', 1499),
]);

describe('the plans on the dashboard', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    vi.mocked(leaveTo).mockClear();
  });
  afterEach(() => act(() => dismissToast()));

  it('say that payments are off and an administrator grants plans, with no Subscribe button (es)', async () => {
    await changeLanguage('es');
    stubDashboard({ billing: PAYMENTS_OFF });
    renderApp('/dashboard');
    const notice = await screen.findByTestId('payments-off');
    expect(notice.textContent).toContain('Los pagos en línea no están activos');
    expect(notice.textContent).toContain('Un administrador concede los planes a mano');
    expect(notice.textContent).toContain('ana@example.com');
    const section = screen.getByTestId('plans-section');
    for (const plan of ['vip', 'exclusivo', 'platinum', 'diamante']) {
      expect(within(section).getByTestId(`plan-offer-${plan}`)).toBeTruthy();
    }
    expect(
      [...within(await offer('platinum')).getByTestId('plan-tiers').children].map(
        (badge) => badge.textContent,
      ),
    ).toEqual(['VIP', 'Exclusivo', 'Platinum']);
    expect(within(section).queryByTestId('plan-price')).toBeNull();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
  });

  it('say the same in English', async () => {
    stubDashboard({ billing: PAYMENTS_OFF });
    renderApp('/dashboard');
    const notice = await screen.findByTestId('payments-off');
    expect(notice.textContent).toContain('Online payments are off');
    expect(notice.textContent).toContain('An administrator grants plans by hand');
    expect(within(screen.getByTestId('plans-section')).queryAllByRole('button')).toHaveLength(0);
  });

  it('list the plans on sale, fewest tiers first, with the weekly price in dollars and their tiers', async () => {
    stubDashboard({ billing: ON_SALE });
    renderApp('/dashboard');
    expect(await priceOf('vip')).toBe('$9.99 / week');
    expect(await priceOf('platinum')).toBe('$24.99 / week');
    expect(await priceOf('diamante')).toBe('$39.99 / week');
    const order = screen.getAllByTestId(/^plan-offer-/).map((card) => card.dataset.testid);
    expect(order).toEqual([
      'plan-offer-vip',
      'plan-offer-exclusivo',
      'plan-offer-platinum',
      'plan-offer-diamante',
    ]);
    const platinum = within(await offer('platinum'));
    expect([...platinum.getByTestId('plan-tiers').children].map((badge) => badge.textContent)).toEqual([
      'VIP',
      'Exclusivo',
      'Platinum',
    ]);
    expect(platinum.getByRole('button', { name: 'Subscribe to the Platinum plan' })).toBeTruthy();
  });

  it('write euros the Spanish way', async () => {
    await changeLanguage('es');
    stubDashboard({
      billing: paymentsOn([makeOffer('vip', 999, 'eur'), makeOffer('diamante', 3450, 'eur')]),
    });
    renderApp('/dashboard');
    expect(await priceOf('vip')).toBe('9,99 € / semana');
    expect(await priceOf('diamante')).toBe('34,50 € / semana');
    expect(within(await offer('vip')).getByRole('button', { name: 'Suscribirse al plan VIP' })).toBeTruthy();
  });

  it('and euros the English way', async () => {
    stubDashboard({ billing: paymentsOn([makeOffer('vip', 999, 'eur')]) });
    renderApp('/dashboard');
    expect(await priceOf('vip')).toBe('€9.99 / week');
  });

  it('subscribe: ask the server for a checkout of that plan and send the browser to it', async () => {
    const fetchMock = stubDashboard({
      billing: ON_SALE,
      routes: { '/api/billing/checkout': () => jsonResponse({ url: CHECKOUT_URL }) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(
      within(await offer('exclusivo')).getByRole('button', { name: 'Subscribe to the Exclusivo plan' }),
    );
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(CHECKOUT_URL));
    const calls = callsTo(fetchMock, '/api/billing/checkout');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ plan: 'exclusivo' });
    // On its way to Stripe: that button says so and no other can start a second checkout.
    expect(within(await offer('exclusivo')).getByRole('button').textContent).toBe('Opening checkout…');
    expect((within(await offer('vip')).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('show a refused checkout with its translated reason and stay on the page', async () => {
    await changeLanguage('es');
    stubDashboard({
      billing: ON_SALE,
      routes: {
        '/api/billing/checkout': () =>
          jsonResponse(
            { error: { code: 'CONFLICT', message: 'Payments off', reason: 'payments_disabled' } },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(within(await offer('vip')).getByRole('button', { name: 'Suscribirse al plan VIP' }));
    expect((await screen.findAllByText('No se pudo abrir el pago'))[0]).toBeTruthy();
    expect(
      screen.getAllByText(
        'Los pagos en línea no están activos: un administrador concede los planes a mano.',
      )[0],
    ).toBeTruthy();
    expect(leaveTo).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        (within(screen.getByTestId('plan-offer-vip')).getByRole('button') as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('manage a paid plan in Stripe’s portal, where its plan is changed too; no second checkout', async () => {
    const fetchMock = stubDashboard({
      billing: ON_SALE,
      subscription: paidSubscription('exclusivo'),
      routes: { '/api/billing/portal': () => jsonResponse({ url: PORTAL_URL }) },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    const current = within(await offer('exclusivo'));
    expect(await current.findByText('Your plan')).toBeTruthy();
    expect(current.queryByRole('button')).toBeNull();
    expect(
      within(await offer('platinum')).getByRole('button', {
        name: 'Switch to the Platinum plan in the billing portal',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).toBeNull();

    await user.click(
      within(screen.getByTestId('plan-card')).getByRole('button', { name: 'Manage subscription' }),
    );
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(PORTAL_URL));
    const calls = callsTo(fetchMock, '/api/billing/portal');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(callsTo(fetchMock, '/api/billing/checkout')).toHaveLength(0);
  });

  it('send a subscriber whose payment failed to the portal, not to a second checkout', async () => {
    stubDashboard({
      billing: ON_SALE,
      subscription: paidSubscription('vip', { active: false, stripeStatus: 'past_due' }),
    });
    renderApp('/dashboard');
    expect(
      await within(await offer('platinum')).findByRole('button', {
        name: 'Switch to the Platinum plan in the billing portal',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).toBeNull();
    const card = within(screen.getByTestId('plan-card'));
    expect(card.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
    expect(card.getByTestId('payment-trouble')).toBeTruthy();
  });

  it('can start a new checkout once a paid plan is over', async () => {
    stubDashboard({
      billing: ON_SALE,
      subscription: makeSubscription({ plan: 'vip', managedBy: 'stripe', stripeStatus: 'canceled' }),
    });
    renderApp('/dashboard');
    expect(
      await within(await offer('vip')).findByRole('button', { name: 'Subscribe to the VIP plan' }),
    ).toBeTruthy();
  });

  it('translate every reason the billing API gives for a refusal, in both languages', () => {
    for (const reason of BillingRefusalSchema.options) {
      expect(Object.hasOwn(resources.es.errors.reasons, reason), reason).toBe(true);
      expect(Object.hasOwn(resources.en.errors.reasons, reason), reason).toBe(true);
    }
  });

  it('offer no button to an admin, who sees every tier', async () => {
    stubDashboard({ user: makeUser({ role: 'admin' }), billing: ON_SALE });
    renderApp('/dashboard');
    expect(await priceOf('vip')).toBe('$9.99 / week');
    expect(within(screen.getByTestId('plans-section')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(/this is what subscribers see/)).toBeTruthy();
  });

  it('show a failed load of the plans with its reason and a retry', async () => {
    let isDown = true;
    stubDashboard({
      routes: {
        '/api/billing/config': () =>
          isDown
            ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }, 500)
            : jsonResponse(ON_SALE),
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect((await screen.findByTestId('plans-error')).textContent).toContain('Could not load the plans');
    isDown = false;
    await user.click(within(screen.getByTestId('plans-section')).getByRole('button', { name: 'Try again' }));
    expect(await priceOf('vip')).toBe('$9.99 / week');
  });
});

describe('coming back from Stripe', () => {
  beforeEach(() => changeLanguage('en'));

  it('after paying, says the plan is being activated, re-reads it until the webhook lands, then unlocks its picks', async () => {
    let reads = 0;
    const fetchMock = stubDashboard({
      billing: ON_SALE,
      routes: {
        '/api/billing/subscription': () => {
          reads += 1;
          return jsonResponse(reads < 2 ? makeSubscription() : paidSubscription('platinum'));
        },
      },
    });
    // The page's clock is faked, so its re-read and the quiet after it take no real time.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    renderApp('/dashboard?checkout=success&session_id=cs_test_123');
    const notice = await screen.findByTestId('checkout-notice');
    expect(notice.textContent).toContain('Payment received');
    expect(notice.textContent).toContain('We are activating your plan');
    // The return parameters leave the address at once, so a reload does not repeat the notice.
    await waitFor(() => expect(screen.getByTestId('location-search').textContent).toBe(''));
    const picksBefore = callsTo(fetchMock, '/api/picks').length;

    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-notice').textContent).toContain('You are subscribed!'),
    );
    expect(screen.getByTestId('checkout-notice').textContent).toContain(
      'Your Platinum plan is active: its picks are unlocked.',
    );
    expect(reads).toBe(2);
    await waitFor(() => expect(callsTo(fetchMock, '/api/picks').length).toBeGreaterThan(picksBefore));
    expect(within(screen.getByTestId('plan-card')).getByTestId('plan-name').textContent).toBe(
      'Platinum plan',
    );
    // Landed: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS * 3));
    expect(reads).toBe(2);
    vi.useRealTimers();
  });

  it('after a cancelled checkout, says nothing was charged, and the notice can be dismissed', async () => {
    const fetchMock = stubDashboard({ billing: ON_SALE });
    const user = userEvent.setup();
    renderApp('/dashboard?checkout=cancel');
    const notice = await screen.findByTestId('checkout-notice');
    expect(notice.textContent).toContain('Checkout cancelled');
    expect(notice.textContent).toContain('You have not been charged');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByTestId('checkout-notice')).toBeNull();
    expect(callsTo(fetchMock, '/api/billing/subscription')).toHaveLength(1);
  });

  it('in Spanish too', async () => {
    await changeLanguage('es');
    stubDashboard({ billing: ON_SALE, subscription: paidSubscription('vip') });
    renderApp('/dashboard?checkout=success');
    const notice = await screen.findByTestId('checkout-notice');
    await waitFor(() => expect(notice.textContent).toContain('¡Ya estás suscrito!'));
    expect(notice.textContent).toContain('Tu plan VIP está activo');
  });
});

import type { MyTransaction } from '@arcade/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { makeUser, renderApp } from '@test/helpers';
import { stubDashboard } from '@test/fixtures/dashboard';
import { paidSubscription } from '@test/fixtures/billing';

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

let sequence = 0;
function payment(overrides: Partial<MyTransaction>): MyTransaction {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    createdAt: '2030-03-07T10:00:00.000Z',
    type: 'subscription',
    amount: 1999,
    currency: 'usd',
    status: 'completed',
    ...overrides,
  };
}

/** Two tabs paid at once: both charges, the second subscription's cancellation and its refund, newest first. */
const DUPLICATE_REFUNDED = [
  payment({ type: 'refund', amount: -4900, currency: 'eur', createdAt: '2030-03-07T10:00:03.000Z' }),
  payment({
    type: 'duplicate_cancellation',
    amount: 0,
    currency: 'eur',
    createdAt: '2030-03-07T10:00:02.000Z',
  }),
  payment({ amount: 4900, currency: 'eur', createdAt: '2030-03-07T10:00:01.000Z' }),
  payment({ amount: 1999, currency: 'usd' }),
];

const rowsText = async () =>
  (await screen.findAllByTestId('payment-row')).map((row) => squash(row.textContent));

describe("the user's payments under their plan", () => {
  beforeEach(() => changeLanguage('en'));

  it('lists the charges, the cancelled duplicate and its refund, newest first, and says what happened', async () => {
    stubDashboard({ subscription: paidSubscription('vip'), transactions: DUPLICATE_REFUNDED });
    renderApp('/dashboard');
    const payments = within(await screen.findByTestId('payments'));
    expect(payments.getByRole('heading', { name: 'Payments' })).toBeTruthy();
    expect(await rowsText()).toEqual([
      'Refund of the duplicate chargeMar 7, 2030 · Completed-€49.00',
      'Duplicate subscription cancelledMar 7, 2030 · Completed—',
      'Weekly paymentMar 7, 2030 · Completed€49.00',
      'Weekly paymentMar 7, 2030 · Completed$19.99',
    ]);
    expect(squash(payments.getByTestId('payments-duplicate-note').textContent)).toContain(
      'We cancelled the second one and refunded its charge to the same card',
    );
  });

  it('says the same in Spanish, with the amounts written the Spanish way', async () => {
    await changeLanguage('es');
    stubDashboard({ subscription: paidSubscription('vip'), transactions: DUPLICATE_REFUNDED });
    renderApp('/dashboard');
    expect(
      within(await screen.findByTestId('payments')).getByRole('heading', { name: 'Pagos' }),
    ).toBeTruthy();
    const rows = await rowsText();
    expect(rows[0]).toMatch(/^Reembolso del cobro duplicado7 mar 2030 · Completado-49,00 €$/);
    expect(rows[1]).toBe('Suscripción duplicada cancelada7 mar 2030 · Completado—');
    expect(rows[3]).toMatch(/^Pago semanal7 mar 2030 · Completado19,99 US\$$/);
  });

  it('names a failed attempt as such and shows no note without a duplicate', async () => {
    stubDashboard({
      subscription: paidSubscription('vip'),
      transactions: [payment({ status: 'failed' }), payment({})],
    });
    renderApp('/dashboard');
    expect(await rowsText()).toEqual([
      'Payment not takenMar 7, 2030 · Failed$19.99',
      'Weekly paymentMar 7, 2030 · Completed$19.99',
    ]);
    expect(screen.queryByTestId('payments-duplicate-note')).toBeNull();
  });

  it('shows the five newest, and every one on request', async () => {
    const many = Array.from({ length: 7 }, () => payment({}));
    stubDashboard({ subscription: paidSubscription('vip'), transactions: many });
    renderApp('/dashboard');
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'See all (7)' }));
    expect(screen.getAllByTestId('payment-row')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'See fewer' }));
    expect(screen.getAllByTestId('payment-row')).toHaveLength(5);
  });

  it('is not shown to someone who has paid nothing, nor to an admin', async () => {
    stubDashboard();
    renderApp('/dashboard');
    await screen.findByTestId('plan-card');
    expect(screen.queryByTestId('payments')).toBeNull();

    stubDashboard({ user: makeUser({ role: 'admin' }), transactions: DUPLICATE_REFUNDED });
    renderApp('/dashboard');
    expect(await screen.findAllByTestId('plan-card')).toBeTruthy();
    expect(screen.queryByTestId('payments')).toBeNull();
  });
});

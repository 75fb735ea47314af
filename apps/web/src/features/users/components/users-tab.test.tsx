import type { AdminUser } from '@arcade/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { dismissToast } from '@/lib/use-toast';
import { stubAdmin } from '@test/fixtures/admin-picks';
import { callsTo, jsonResponse, renderApp, stubNarrowWindow } from '@test/helpers';
import { makeAdminUser, makeTransaction, stubUsersTab, subscriptionPath, usersPage } from '../users-fixtures';

describe('Usuarios tab', () => {
  beforeEach(() => changeLanguage('es'));
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('opens from the admin tab bar, between Historial and Stats', async () => {
    stubUsersTab([makeAdminUser()]);
    renderApp('/admin');
    const user = userEvent.setup();
    // The admin panel's code loads on first use: on a cold, busy machine that takes seconds.
    const tab = await screen.findByRole('tab', { name: 'Usuarios' }, { timeout: 15_000 });
    expect(tab.hasAttribute('disabled')).toBe(false);
    const names = screen.getAllByRole('tab').map((element) => element.textContent);
    expect(names.indexOf('Usuarios')).toBe(names.findIndex((name) => name?.startsWith('Historial')) + 1);
    expect(names[names.indexOf('Usuarios') + 1]).toBe('Stats');

    await user.click(tab);
    expect(await screen.findByTestId('users-table')).toBeTruthy();
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=users');
  });

  it('lists email, role, plan, status, period end and the free pick of every account', async () => {
    const active = makeAdminUser({
      email: 'vip@example.com',
      plan: 'platinum',
      status: 'active',
      currentPeriodEnd: '2026-12-01T18:30:00.000Z',
      hasUsedFreePick: true,
    });
    const expired = makeAdminUser({
      email: 'old@example.com',
      plan: 'vip',
      status: 'expired',
      currentPeriodEnd: '2026-11-02T08:00:00.000Z',
    });
    const inactive = makeAdminUser({ plan: 'diamante', status: 'inactive' });
    const admin = makeAdminUser({ email: 'boss@example.com', role: 'admin' });
    stubUsersTab([active, expired, inactive, admin]);
    renderApp('/admin?tab=users');

    const table = await screen.findByTestId('users-table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const row = (user: AdminUser) => within(screen.getByTestId(`user-row-${user.id}`));

    expect(row(active).getByText('vip@example.com')).toBeTruthy();
    expect(row(active).getByText('Regular')).toBeTruthy();
    expect(row(active).getByTestId('subscription-status').textContent).toBe('Activo');
    expect(
      (row(active).getByRole('combobox', { name: 'Plan de vip@example.com' }) as HTMLSelectElement).value,
    ).toBe('platinum');
    expect(row(active).getByTestId('free-pick').textContent).toBe('Usado');
    expect(row(active).getByText(/01 dic/)).toBeTruthy();
    expect(row(active).getByRole('button', { name: /Desactivar/ })).toBeTruthy();

    expect(row(expired).getByTestId('subscription-status').textContent).toBe('Expirado');
    expect(row(expired).getByText(/^Terminó el 02 nov/)).toBeTruthy();
    expect(row(expired).getByTestId('free-pick').textContent).toBe('Disponible');
    expect(row(expired).getByRole('button', { name: /Activar/ })).toBeTruthy();

    expect(row(inactive).getByTestId('subscription-status').textContent).toBe('Inactivo');
    expect(row(admin).getByText('Admin')).toBeTruthy();
    expect(row(admin).getByTestId('subscription-status').textContent).toBe('Sin suscripción');
    // An admin sees every pick: no free pick to count, as Stats counts regular users only.
    expect(row(admin).getByTestId('free-pick').textContent).toContain('—');
    expect(row(admin).getByTestId('free-pick').textContent).not.toContain('Disponible');
    expect(screen.getByText('4 cuentas')).toBeTruthy();
  });

  it('names every plan and the tiers the current one grants', async () => {
    const account = makeAdminUser();
    const exclusivo = makeAdminUser({ plan: 'exclusivo', status: 'active' });
    const free = makeAdminUser({ plan: 'free', status: 'active' });
    stubUsersTab([account, exclusivo, free]);
    renderApp('/admin?tab=users');
    const select = await screen.findByRole('combobox', { name: `Plan de ${account.email}` });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Elegir plan',
      'All Access',
      'Diamond',
      'Standard',
      'VIP',
      'Exclusivo',
      'Platinum',
      'Diamante',
      'Free',
    ]);
    expect(options.find((option) => option.textContent === 'Platinum')?.getAttribute('title')).toBe(
      'VIP, Exclusivo, Platinum',
    );
    const row = (user: AdminUser) => within(screen.getByTestId(`user-row-${user.id}`));
    expect(row(account).queryByTestId('plan-grants')).toBeNull();
    expect(row(exclusivo).getByTestId('plan-grants').textContent).toBe('Acceso: VIP, Exclusivo');
    expect(row(free).getByTestId('plan-grants').textContent).toBe('Acceso: sin picks');
  });

  it('grants the chosen plan as active, says "Suscripción actualizada" and shows the new row', async () => {
    const account = makeAdminUser({ email: 'ana@example.com' });
    const granted: AdminUser = {
      ...account,
      plan: 'exclusivo',
      status: 'active',
      currentPeriodEnd: '2026-12-01T05:00:00.000Z',
    };
    const fetchMock = stubUsersTab([account], [], { granted: [granted] });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Plan de ana@example.com' }),
      'exclusivo',
    );

    expect((await screen.findAllByText('Suscripción actualizada'))[0]).toBeTruthy();
    expect(screen.getAllByText('ana@example.com: Exclusivo activo hasta el 01 dic 05:00')[0]).toBeTruthy();
    const [call] = callsTo(fetchMock, subscriptionPath(account));
    expect(call?.init?.method).toBe('PATCH');
    expect(call?.body).toEqual({ tier: 'exclusivo', status: 'active' });
    const row = within(screen.getByTestId(`user-row-${account.id}`));
    expect(row.getByTestId('subscription-status').textContent).toBe('Activo');
  });

  it('toggles an active plan to inactive and an expired one back to active, keeping the plan', async () => {
    const active = makeAdminUser({
      plan: 'vip',
      status: 'active',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    });
    const expired = makeAdminUser({
      plan: 'platinum',
      status: 'expired',
      currentPeriodEnd: '2026-11-01T00:00:00.000Z',
    });
    const fetchMock = stubUsersTab([active, expired], [], {
      granted: [
        { ...active, status: 'inactive' },
        { ...expired, status: 'active', currentPeriodEnd: '2026-12-01T00:00:00.000Z' },
      ],
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Desactivar el plan de ${active.email}` }));
    expect((await screen.findAllByText(`${active.email}: VIP inactivo`))[0]).toBeTruthy();
    expect(callsTo(fetchMock, subscriptionPath(active))[0]?.body).toEqual({
      tier: 'vip',
      status: 'inactive',
    });
    expect(
      within(screen.getByTestId(`user-row-${active.id}`)).getByTestId('subscription-status').textContent,
    ).toBe('Inactivo');

    await user.click(screen.getByRole('button', { name: `Activar el plan de ${expired.email} por 7 días` }));
    await screen.findAllByText(/Platinum activo hasta/);
    expect(callsTo(fetchMock, subscriptionPath(expired))[0]?.body).toEqual({
      tier: 'platinum',
      status: 'active',
    });
  });

  it('cannot toggle an account that never had a plan', async () => {
    const account = makeAdminUser();
    stubUsersTab([account]);
    renderApp('/admin?tab=users');
    const toggle = await screen.findByTestId(`toggle-subscription-${account.id}`);
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(toggle.getAttribute('title')).toBe('Elige primero un plan');
  });

  it('shows a refused change as a translated error toast and leaves the row as it was', async () => {
    const account = makeAdminUser({
      plan: 'vip',
      status: 'active',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    });
    stubUsersTab([account], [], {
      routes: {
        [subscriptionPath(account)]: () =>
          jsonResponse({ error: { code: 'NOT_FOUND', message: 'User not found' } }, 404),
      },
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: `Plan de ${account.email}` }),
      'diamante',
    );

    expect((await screen.findAllByText('Error al actualizar la suscripción'))[0]).toBeTruthy();
    expect(screen.getAllByText('No encontramos lo que buscas')[0]).toBeTruthy();
    const select = screen.getByRole('combobox', { name: `Plan de ${account.email}` }) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('vip'));
  });

  it('shows the transactions: date, email or "Usuario desconocido", type, amount in cents / 100 and status', async () => {
    stubUsersTab(
      [makeAdminUser()],
      [
        makeTransaction({ amount: 1999, currency: 'usd', type: 'subscription', status: 'completed' }),
        makeTransaction({ userEmail: null, amount: 0, type: 'free_pick', status: 'completed' }),
        makeTransaction({ amount: 500, currency: 'eur', type: 'refund', status: 'refunded' }),
      ],
    );
    renderApp('/admin?tab=users');

    const table = await screen.findByTestId('transactions-table');
    const rows = within(table).getAllByTestId('transaction-row');
    expect(rows).toHaveLength(3);
    const [paid, free, refund] = rows.map((row) => within(row as HTMLElement));
    expect(paid?.getByText('ana@example.com')).toBeTruthy();
    expect(paid?.getByText('Suscripción')).toBeTruthy();
    expect(paid?.getByTestId('transaction-amount').textContent?.replace(/\s/g, ' ')).toBe('19,99 US$');
    expect(paid?.getByText('Completada')).toBeTruthy();
    expect(paid?.getByText(/20 nov/)).toBeTruthy();
    expect(free?.getByText('Usuario desconocido')).toBeTruthy();
    expect(free?.getByText('Pick gratis')).toBeTruthy();
    expect(free?.getByTestId('transaction-amount').textContent?.replace(/\s/g, ' ')).toBe('0,00 US$');
    expect(refund?.getByTestId('transaction-amount').textContent?.replace(/\s/g, ' ')).toBe('5,00 €');
    expect(refund?.getByText('Reembolsada')).toBeTruthy();
  });

  it('shows a duplicate subscription cancelled and its refund as money given back, in es and en', async () => {
    stubUsersTab(
      [makeAdminUser()],
      [
        makeTransaction({ type: 'refund', amount: -4900, currency: 'eur', status: 'completed' }),
        makeTransaction({ type: 'duplicate_cancellation', amount: 0, currency: 'eur', status: 'completed' }),
      ],
    );
    renderApp('/admin?tab=users');
    const rows = (await screen.findAllByTestId('transaction-row')).map((row) => within(row as HTMLElement));
    const [refund, cancellation] = rows;
    expect(refund?.getByText('Reembolso')).toBeTruthy();
    expect(refund?.getByTestId('transaction-amount').textContent?.replace(/\s/g, ' ')).toBe('-49,00 €');
    expect(cancellation?.getByText('Suscripción duplicada cancelada')).toBeTruthy();
    expect(cancellation?.getByTestId('transaction-amount').textContent).toBe('—');
    await changeLanguage('en');
    expect(await screen.findByText('Duplicate subscription cancelled')).toBeTruthy();
  });

  it("shows Stripe's status beside the plan, translated, and '—' for a plan Stripe never managed", async () => {
    const paying = makeAdminUser({ plan: 'vip', status: 'active', stripeStatus: 'active' });
    const pastDue = makeAdminUser({ plan: 'platinum', status: 'active', stripeStatus: 'past_due' });
    const cancelled = makeAdminUser({ plan: 'vip', status: 'inactive', stripeStatus: 'canceled' });
    const future = makeAdminUser({ plan: 'vip', status: 'active', stripeStatus: 'some_new_status' });
    const byHand = makeAdminUser({ plan: 'exclusivo', status: 'active', stripeStatus: null });
    const older = makeAdminUser(); // from a server that does not send the field
    stubUsersTab([paying, pastDue, cancelled, future, byHand, older]);
    renderApp('/admin?tab=users');
    const table = await screen.findByTestId('users-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.indexOf('Stripe')).toBe(headers.indexOf('Plan') + 1);
    const stripe = (user: AdminUser) =>
      within(screen.getByTestId(`user-row-${user.id}`)).getByTestId('stripe-status');
    expect(stripe(paying).textContent).toBe('Activa');
    expect(stripe(pastDue).textContent).toBe('Pago pendiente');
    expect(stripe(pastDue).getAttribute('title')).toBe('Estado en Stripe: Pago pendiente');
    expect(stripe(cancelled).textContent).toBe('Cancelada');
    expect(stripe(future).textContent).toBe('some_new_status');
    expect(stripe(byHand).textContent).toBe('—');
    expect(stripe(older).textContent).toBe('—');

    await changeLanguage('en');
    await waitFor(() => expect(stripe(pastDue).textContent).toBe('Past due'));
    expect(stripe(cancelled).textContent).toBe('Canceled');
  });

  it('shows subscription payments as money in their currency, not as cents', async () => {
    stubUsersTab(
      [makeAdminUser()],
      [makeTransaction({ type: 'subscription', amount: 999, currency: 'eur', status: 'completed' })],
    );
    renderApp('/admin?tab=users');
    const row = within((await screen.findAllByTestId('transaction-row'))[0] as HTMLElement);
    expect(row.getByText('Suscripción')).toBeTruthy();
    expect(row.getByTestId('transaction-amount').textContent?.replace(/\s/g, ' ')).toBe('9,99 €');
    await changeLanguage('en');
    await waitFor(() => expect(row.getByTestId('transaction-amount').textContent).toBe('€9.99'));
    expect(row.getByText('Subscription')).toBeTruthy();
  });

  it('says "No hay transacciones registradas" when there are none', async () => {
    stubUsersTab([makeAdminUser()], []);
    renderApp('/admin?tab=users');
    expect((await screen.findByTestId('transactions-empty')).textContent).toContain(
      'No hay transacciones registradas',
    );
  });

  it('shows a failed load inline with its translated reason and a retry', async () => {
    let fail = true;
    const fetchMock = stubAdmin([], {
      '/api/admin/users': () =>
        fail
          ? jsonResponse({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403)
          : jsonResponse(usersPage([makeAdminUser({ email: 'back@example.com' })])),
      '/api/admin/transactions': () => jsonResponse({ transactions: [] }),
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    expect((await screen.findByTestId('users-error')).textContent).toContain(
      'Error al cargar usuarios: No tienes permiso para realizar esta acción',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('back@example.com')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/users')).toHaveLength(2);
  });

  it('shows cards instead of tables on a phone, with the same controls', async () => {
    stubNarrowWindow();
    const account = makeAdminUser({ email: 'phone@example.com', plan: 'vip', status: 'active' });
    const fetchMock = stubUsersTab([account], [makeTransaction({ userEmail: null })], {
      granted: [{ ...account, status: 'inactive' }],
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();

    const card = within(await screen.findByTestId(`user-card-${account.id}`));
    expect(screen.queryByTestId('users-table')).toBeNull();
    expect(screen.queryByTestId('transactions-table')).toBeNull();
    expect(within(screen.getByTestId('transactions-cards')).getByText('Usuario desconocido')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Desactivar el plan de phone@example.com' }));
    expect((await screen.findAllByText('Suscripción actualizada'))[0]).toBeTruthy();
    expect(callsTo(fetchMock, subscriptionPath(account))[0]?.body).toEqual({
      tier: 'vip',
      status: 'inactive',
    });
  });

  it('speaks English: "Subscription updated", "Unknown user", amounts in dollars', async () => {
    await changeLanguage('en');
    const account = makeAdminUser({ email: 'en@example.com' });
    stubUsersTab([account], [makeTransaction({ userEmail: null, amount: 1250 })], {
      granted: [
        { ...account, plan: 'standard', status: 'active', currentPeriodEnd: '2026-12-01T05:00:00.000Z' },
      ],
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    const table = within(await screen.findByTestId('transactions-table'));
    expect(table.getByText('Unknown user')).toBeTruthy();
    expect(table.getByTestId('transaction-amount').textContent).toBe('$12.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan of en@example.com' }), 'standard');
    expect((await screen.findAllByText('Subscription updated'))[0]).toBeTruthy();
    expect(screen.getAllByText('en@example.com: Standard active until 01 Dec 05:00')[0]).toBeTruthy();
  });
});

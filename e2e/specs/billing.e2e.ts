import type { AdminPick } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import { freshEmail, signUp } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';
import type { FakeCheckoutState, FakePlan } from '../support/fake-stripe-checkout';
import { createManualPick, findUser, PickJanitor } from '../support/fixtures';
import { money, squash, text } from '../support/texts';
import { openAdminTab, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const stripe = inject('stripe');
let api: ApiSession;
const browsers: BrowserSession[] = [];
const janitor = new PickJanitor();

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  await janitor.cleanUp(api);
});
afterAll(async () => janitor.cleanUp(api));

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

function planOnSale(plan: FakePlan['plan']): FakePlan {
  const found = stripe.plans.find((each) => each.plan === plan);
  if (!found) throw new Error(`the fake Stripe sells no ${plan} plan`);
  return found;
}

const lockedCard = (page: Page, pick: AdminPick) =>
  page.locator(`[data-testid="locked-pick-card"][data-pick-id="${pick.id}"]`);
const openCard = (page: Page, pick: AdminPick) =>
  page.locator(`[data-testid="pick-card"][data-pick-id="${pick.id}"]`);

/** Neither the selection nor the price of a pick the account may not see is anywhere in the page. */
async function expectNothingOf(page: Page, pick: AdminPick) {
  const html = await page.content();
  const shown = squash(await page.locator('body').innerText());
  expect(html).not.toContain(pick.selection);
  expect(html).not.toContain(`+${pick.oddsAmerican}`);
  expect(shown).not.toContain(pick.odds.toFixed(2));
}

/** The fake's own record of a Checkout Session: what Stripe would say about it now. */
async function fakeCheckout(sessionId: string): Promise<FakeCheckoutState> {
  const answer = await fetch(`${stripe.url}/__e2e/checkout/${sessionId}`);
  if (!answer.ok) throw new Error(`the fake has no checkout session ${sessionId} (${answer.status})`);
  return (await answer.json()) as FakeCheckoutState;
}

/** Waits for the fake's Checkout page and returns its session id. */
async function onCheckoutPage(page: Page): Promise<string> {
  await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/checkout/`));
  const sessionId = new URL(page.url()).pathname.split('/')[2];
  if (!sessionId) throw new Error(`no session id in ${page.url()}`);
  await page.getByTestId('checkout-pay').waitFor();
  return sessionId;
}

const isDashboard = (url: URL) => url.origin === baseUrl && url.pathname === '/dashboard';
const backOnDashboard = (page: Page) => page.waitForURL(isDashboard);

/** Pay on the fake Checkout page; a refused webhook leaves the browser on the fake's error, said here. */
async function pay(page: Page): Promise<void> {
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL((url) => isDashboard(url) || url.pathname.endsWith('/pay'));
  if (!isDashboard(new URL(page.url()))) {
    throw new Error(`the fake Checkout could not pay: ${squash(await page.locator('body').innerText())}`);
  }
}

describe('paying for a plan through Stripe in the browser', () => {
  it(
    'a new user subscribes to VIP on the fake Checkout; the webhook lands and the dashboard shows the plan, its renewal and its picks; the portal opens; the admin sees the payment',
    { timeout: 180_000 },
    async () => {
      const vip = planOnSale('vip');
      const platinum = planOnSale('platinum');
      // Published before the user pays: a VIP pick (the plan's tier) and a Platinum one (above it).
      const vipPick = janitor.track(
        await createManualPick(api, {
          tier: 'vip',
          label: 'Pago VIP',
          oddsAmerican: 139,
          status: 'published',
        }),
      );
      const platinumPick = janitor.track(
        await createManualPick(api, {
          tier: 'platinum',
          label: 'Pago Platinum',
          oddsAmerican: 171,
          status: 'published',
        }),
      );

      // A visitor signs up (in English) and sees the plans on sale at the fake Stripe's weekly prices.
      const browser = await openBrowser({ language: 'en' });
      browsers.push(browser);
      const { page } = browser;
      const email = freshEmail('stripe-vip');
      await signUp(page, baseUrl, { name: 'Paying Pat', email, password: 'secret-123' });
      for (const offer of [vip, platinum]) {
        const card = page.getByTestId(`plan-offer-${offer.plan}`);
        await card.waitFor();
        expect(squash(await card.getByTestId('plan-price').textContent())).toBe(
          squash(`${money('en', offer.weeklyAmount, offer.currency)} ${en('dashboard:offers.perWeek')}`),
        );
      }
      expect(squash(await page.getByTestId('plan-name').textContent())).toBe(en('dashboard:plan.none'));
      for (const pick of [vipPick, platinumPick]) await lockedCard(page, pick).waitFor();
      for (const pick of [vipPick, platinumPick]) await expectNothingOf(page, pick);

      // Subscribe on VIP: the browser leaves for the fake Checkout page, which sells what was chosen.
      const vipName = en('dashboard:plan.names.vip');
      await page
        .getByTestId('plan-offer-vip')
        .getByRole('button', { name: en('dashboard:offers.subscribeLabel', { plan: vipName }) })
        .click();
      const sessionId = await onCheckoutPage(page);
      expect(squash(await page.getByTestId('checkout-product').textContent())).toBe(vip.productName);
      expect(squash(await page.getByTestId('checkout-price').textContent())).toContain(
        money('en', vip.weeklyAmount, vip.currency),
      );
      expect(squash(await page.getByTestId('checkout-email').textContent())).toBe(email);
      expect(await fakeCheckout(sessionId)).toMatchObject({ status: 'open', subscriptionStatus: null });

      // Pay: Stripe's signed events reach the webhook, and the browser is back on the dashboard.
      await pay(page);
      const paid = await fakeCheckout(sessionId);
      expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', subscriptionStatus: 'active' });
      await expect
        .poll(async () => squash(await page.getByTestId('checkout-notice').textContent()), {
          timeout: 20_000,
        })
        .toContain(en('dashboard:checkout.activeTitle'));
      expect(squash(await page.getByTestId('checkout-notice').textContent())).toContain(
        en('dashboard:checkout.active', { plan: vipName }),
      );
      // The return parameters leave the address once the app has taken the page over (the server may
      // already have rendered the notice), so a reload does not repeat the notice.
      await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toBe('');

      // The plan card: VIP, renewing at the end of Stripe's period (date-fns' 'PP' in en-US).
      if (paid.currentPeriodEnd === null) throw new Error('the fake subscription has no period end');
      const renewal = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }).format(new Date(paid.currentPeriodEnd * 1000));
      const planCard = page.getByTestId('plan-card');
      expect(squash(await planCard.getByTestId('plan-name').textContent())).toBe(
        en('dashboard:plan.name', { plan: vipName }),
      );
      expect(squash(await planCard.getByTestId('plan-period').textContent())).toBe(
        en('dashboard:plan.renewsOn', { date: renewal }),
      );
      expect(squash(await planCard.getByTestId('plan-note').textContent())).toBe(
        en('dashboard:plan.paidNote'),
      );

      // The VIP pick is open in full; the Platinum one stays locked, nothing of it in the page.
      const vipCard = openCard(page, vipPick);
      await vipCard.waitFor();
      expect(squash(await vipCard.getByTestId('pick-selection').textContent())).toContain(vipPick.selection);
      expect(squash(await vipCard.getByTestId('pick-odds').textContent())).toContain(
        `+${vipPick.oddsAmerican}`,
      );
      await lockedCard(page, platinumPick).waitFor();
      await expectNothingOf(page, platinumPick);
      // A paid plan changes in the portal: the Platinum offer says so instead of a second checkout.
      await page
        .getByTestId('plan-offer-platinum')
        .getByRole('button', {
          name: en('dashboard:offers.switchLabel', { plan: en('dashboard:plan.names.platinum') }),
        })
        .waitFor();

      // Manage subscription opens the fake Stripe's customer portal, which comes back to the dashboard.
      await planCard.getByRole('button', { name: en('dashboard:plan.manage') }).click();
      await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/portal/`));
      await page.getByRole('heading', { name: 'Fake customer portal' }).waitFor();
      await page.getByRole('link', { name: 'Return' }).click();
      await backOnDashboard(page);
      await page.getByTestId('plan-card').getByTestId('plan-period').waitFor();

      // The admin's Usuarios tab: VIP with Stripe's status, and the payment in the transactions.
      const user = await findUser(api, email);
      expect(user).toMatchObject({ plan: 'vip', status: 'active', stripeStatus: 'active' });
      const adminBrowser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
      browsers.push(adminBrowser);
      const adminPage = adminBrowser.page;
      await openAdminTab(adminPage, baseUrl, 'users');
      const row = adminPage.getByTestId(`user-row-${user.id}`);
      await row.waitFor();
      expect(squash(await row.getByTestId('stripe-status').textContent())).toBe(
        es('users:stripe.statuses.active'),
      );
      expect(
        await row.getByLabel(es('users:actions.planLabel', { email }), { exact: true }).inputValue(),
      ).toBe('vip');
      const payments = adminPage
        .getByTestId('transactions-table')
        .getByTestId('transaction-row')
        .filter({ hasText: email });
      await payments.first().waitFor();
      expect(await payments.count()).toBe(1);
      const payment = squash(await payments.textContent());
      expect(payment).toContain(es('users:transactions.types.subscription'));
      expect(payment).toContain(es('users:transactions.statuses.completed'));
      expect(squash(await payments.getByTestId('transaction-amount').textContent())).toBe(
        squash(money('es', vip.weeklyAmount, vip.currency)),
      );
    },
  );

  it('a user who cancels on the fake Checkout is back on the dashboard, told nothing was charged, without a plan', async () => {
    const platinum = planOnSale('platinum');
    const email = freshEmail('stripe-cancel');
    const session = await ApiSession.signUp(baseUrl, {
      name: 'Indecisa Inés',
      email,
      password: 'secret-123',
    });
    const browser = await openBrowserAs(session, { language: 'es' });
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard`);
    const offer = page.getByTestId('plan-offer-platinum');
    await offer.waitFor();
    expect(squash(await offer.getByTestId('plan-price').textContent())).toBe(
      squash(`${money('es', platinum.weeklyAmount, platinum.currency)} ${es('dashboard:offers.perWeek')}`),
    );
    await offer
      .getByRole('button', {
        name: es('dashboard:offers.subscribeLabel', { plan: es('dashboard:plan.names.platinum') }),
      })
      .click();
    const sessionId = await onCheckoutPage(page);
    expect(squash(await page.getByTestId('checkout-product').textContent())).toBe(platinum.productName);

    await page.getByTestId('checkout-cancel').click();
    await backOnDashboard(page);
    const notice = page.getByTestId('checkout-notice');
    await notice.waitFor();
    expect(squash(await notice.textContent())).toContain(es('dashboard:checkout.cancel'));
    expect(squash(await page.getByTestId('plan-card').getByTestId('plan-name').textContent())).toBe(
      es('dashboard:plan.none'),
    );
    expect(await fakeCheckout(sessionId)).toMatchObject({ status: 'open', subscriptionStatus: null });
    const user = await findUser(api, email);
    expect(user).toMatchObject({ plan: null, stripeStatus: null });
  });
});

import type { Page } from 'playwright-core';

let counter = 0;
/** A fresh address per journey, so journeys never depend on each other. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

const form = (page: Page) => page.getByTestId('auth-form');

/**
 * The sign-up form's "I am 18 or older" box, where it has one: a checkbox named for the age (its label,
 * its `name` or its test id), or the one inside an element whose test id names it.
 */
function ageConfirmation(page: Page) {
  const named =
    '[name="ageConfirmed"], [data-testid="signup-age"], [data-testid*="age-confirm" i], [data-testid*="ageconfirm" i]';
  const boxes = form(page).getByRole('checkbox');
  return form(page)
    .getByRole('checkbox', { name: /\b18\b/ })
    .or(boxes.and(page.locator(named)))
    .or(form(page).locator(named).getByRole('checkbox'));
}

/** Signs up on /login?mode=signup (ticking the age box where the form asks) and waits for the dashboard. */
export async function signUp(
  page: Page,
  baseUrl: string,
  account: { name: string; email: string; password: string },
) {
  await page.goto(`${baseUrl}/login?mode=signup`);
  await form(page).and(page.locator('[data-mode="signup"]')).waitFor();
  await form(page).locator('input[name="name"]').fill(account.name);
  await form(page).locator('input[name="email"]').fill(account.email);
  await form(page).locator('input[name="password"]').fill(account.password);
  const age = ageConfirmation(page);
  if ((await age.count()) > 0) await age.first().check();
  await form(page).getByTestId('signup-age').check();
  await form(page).getByTestId('auth-submit').click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Logs in on /login and waits until the app has navigated away from it. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await form(page).and(page.locator('[data-mode="login"]')).waitFor();
  await form(page).locator('input[name="email"]').fill(email);
  await form(page).locator('input[name="password"]').fill(password);
  await form(page).getByTestId('auth-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function logOut(page: Page) {
  await page.getByTestId('logout-button').first().click();
}

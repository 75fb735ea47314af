import type { Page } from 'playwright-core';

let counter = 0;
/** A fresh address per journey, so journeys never depend on each other. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

const form = (page: Page) => page.getByTestId('auth-form');

/** Signs up on /login?mode=signup ("Tengo 18 años o más" ticked) and waits for the dashboard. */
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

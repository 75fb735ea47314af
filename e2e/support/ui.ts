import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiSession } from './api';
import { type BrowserSession, openBrowser } from './browser';
import { squash } from './texts';

/** Every toast on screen, as text (spaces collapsed). */
export async function toastTexts(page: Page): Promise<string[]> {
  const texts = await page
    .locator('[role="status"], li[role="status"], [data-state="open"]')
    .allTextContents();
  return texts.map(squash);
}

/** Waits (bounded) until a toast shows every one of `parts`. */
export async function expectToast(page: Page, ...parts: string[]): Promise<void> {
  await expect
    .poll(
      async () =>
        (await toastTexts(page)).some((toast) => parts.every((part) => toast.includes(squash(part)))),
      { timeout: 20_000, message: `a toast with ${JSON.stringify(parts)}` },
    )
    .toBe(true);
}

/** A fresh browser profile already holding `session`'s cookie: the journey starts logged in. */
export async function openBrowserAs(
  session: ApiSession,
  options: Parameters<typeof openBrowser>[0] = {},
): Promise<BrowserSession> {
  const browser = await openBrowser(options);
  await session.addTo(browser.context);
  return browser;
}

/** The admin panel on one tab, loaded afresh (so picks a fixture just made are listed). */
export async function openAdminTab(page: Page, baseUrl: string, tab = 'pending'): Promise<void> {
  await page.goto(tab === 'pending' ? `${baseUrl}/admin` : `${baseUrl}/admin?tab=${tab}`);
  await page.getByTestId('admin-page').waitFor();
  await page.getByTestId(`admin-tab-${tab}`).and(page.locator('[data-state="active"]')).waitFor();
}

/**
 * Switches a page sent as HTML to English: a click before the app has taken the page over does
 * nothing, so it is repeated until `shown` says the switch happened (choosing English again changes
 * nothing).
 */
export async function switchToEnglish(page: Page, shown: () => Promise<string | null>, expected: string) {
  const english = page.getByTestId('language-switcher').getByRole('button', { name: 'EN' });
  await expect
    .poll(
      async () => {
        await english.click();
        return shown();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(expected);
}

import { afterEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const browsers: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
});

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

describe('the API reference at /api/docs', () => {
  it('lists every operation of the OpenAPI document under the app’s CSP, filters them and runs one', async () => {
    const browser = await openBrowser({ width: 1280, height: 900 });
    browsers.push(browser);
    const { page } = browser;
    // A blocked script or style (the CSP allows same-origin scripts only) is a console error.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));

    const document = (await (await fetch(`${baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.keys(item).filter((method) => METHODS.has(method)),
    ).length;
    expect(operations).toBeGreaterThan(80);

    await page.goto(`${baseUrl}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    expect(await page.title()).toBe('Arcade ValueBets API');
    expect(await page.locator('.opblock').count()).toBe(operations);

    await page.getByPlaceholder('Filter by tag or path').fill('Bets');
    await expect
      .poll(() => page.locator('.opblock-summary-path', { hasText: '/api/health' }).count())
      .toBe(0);
    expect(await page.locator('.opblock-summary-path', { hasText: '/api/bets' }).count()).toBeGreaterThan(3);

    await page.getByPlaceholder('Filter by tag or path').fill('');
    const health = page.locator('.opblock', {
      has: page.locator('.opblock-summary-path', { hasText: /^\/api\/health$/ }),
    });
    await health.locator('.opblock-summary').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expect
      .poll(() => health.locator('.live-responses-table tbody .response-col_status').first().textContent())
      .toMatch(/200/);
    expect(problems).toEqual([]);
  });
});

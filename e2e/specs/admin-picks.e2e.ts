import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ language: 'es', width: 1440, height: 900 });
  page = browser.page;
  await logIn(page, baseUrl, admin.email, admin.password);
  await page.getByTestId('admin-page').waitFor();
});
afterAll(async () => browser?.close());

const count = async (tab: string) => Number(await page.getByTestId(`admin-tab-count-${tab}`).textContent());
const rows = () => page.locator('[data-testid^="pick-row-"]');
const openTab = (tab: string) => page.getByTestId(`admin-tab-${tab}`).click();
const toastWith = (text: string) =>
  expect
    .poll(() => page.locator('[role="status"], li[role="status"], [data-state="open"]').allTextContents(), {
      timeout: 20_000,
    })
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));

describe('the admin pick workflow in the browser', () => {
  it('syncs the demo market, generates picks while watching the overlay, and reads an analysis log', async () => {
    await page.getByTestId('demo-badge').waitFor();
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await page.getByTestId('sync-summary').waitFor({ timeout: 60_000 });

    await page.getByTestId('admin-generate').click();
    await page.getByTestId('generate-count').fill('6');
    await page.getByTestId('generate-submit').click();
    await page.getByTestId('generation-overlay').waitFor();
    await toastWith('Picks generados exitosamente');
    await expect.poll(() => count('pending'), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

    await rows().first().getByRole('button', { name: 'Ver análisis' }).click();
    const dialog = page.getByTestId('analysis-dialog');
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).not.toContain('Error al cargar el análisis');
    expect(text).toMatch(/Consenso|consenso/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('approves one pick and publishes it, then publishes another in bulk', async () => {
    const pendingBefore = await count('pending');
    await rows().first().getByRole('button', { name: 'Aprobar' }).click();
    await expect.poll(() => count('pending')).toBe(pendingBefore - 1);
    await expect.poll(() => count('approved')).toBe(1);

    await openTab('approved');
    await rows().first().getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => rows().first().textContent()).toMatch(/Publicado/);

    await openTab('pending');
    await rows().first().getByRole('checkbox').check();
    await page.getByTestId('bulk-publish').click();
    await expect.poll(() => count('pending')).toBe(pendingBefore - 2);
    await expect.poll(() => count('approved')).toBe(2);
  });

  it('grades one win and one loss, and Historial and Stats show them', async () => {
    await openTab('approved');
    await rows().first().getByRole('button', { name: 'Marcar ganado' }).click();
    await expect.poll(() => count('approved')).toBe(1);
    await rows().first().getByRole('button', { name: 'Marcar perdido' }).click();
    await expect.poll(() => count('approved')).toBe(0);
    expect(await count('history')).toBe(2);

    await openTab('history');
    await expect.poll(() => page.getByTestId('history-record-value').textContent()).toBe('1-1-0');
    expect(await page.getByTestId('history-row').count()).toBe(2);
    await page.getByTestId('profit-chart').waitFor();

    await openTab('stats');
    await expect.poll(() => page.getByTestId('stat-total-picks-value').textContent()).toBe('2');
    expect(await page.getByTestId('stat-picks-with-results-value').textContent()).toBe('2');
  });
});

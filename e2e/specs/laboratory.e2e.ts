import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import { syncMarket } from '../support/fixtures';
import { squash, text } from '../support/texts';
import { openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession;
let page: Page;

interface ConfigView {
  pickFormula: string | null;
}

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const textOf = async (testId: string) => squash(await page.getByTestId(testId).first().textContent());
const openTab = async (tab: string) => {
  await page.getByTestId(`lab-tab-${tab}`).click();
  await page.getByTestId(`lab-tab-${tab}`).and(page.locator('[data-state="active"]')).waitFor();
};

let savedFormula: string | null = null;
beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
  // The demo's past seasons reach historical_matches on the first sync (the backtest reads them).
  await syncMarket(api);
  savedFormula = (await api.call<ConfigView>('GET', '/api/admin/config')).pickFormula;
});
beforeEach(async () => {
  browser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async () => browser?.close());
// Other journeys generate picks with the shared server's configuration: leave the formula as it was.
afterAll(async () => {
  await api.call('PATCH', '/api/admin/config', { pickFormula: savedFormula });
});

describe("the analyst's workbench in the browser", () => {
  it(
    'refuses a wrong formula with its column, previews and saves a good one, tests it against the current one, runs a backtest and downloads a CSV',
    { timeout: 240_000 },
    async () => {
      await page.goto(`${baseUrl}/laboratory`);
      await page.getByTestId('config-panel').waitFor();

      // A formula naming an unknown variable: the live preview refuses it, the caret under column 26.
      const input = page.getByTestId('formula-input');
      await input.fill('edge >= 0.03 and odds <= pric');
      await page.getByTestId('formula-error').waitFor();
      expect(await textOf('formula-error')).toContain(es('labConfig:formula.errorAt', { column: 26 }));
      expect(await textOf('formula-error')).toContain(
        es('labConfig:formulaErrors.codes.unknown_variable', { name: 'pric' }),
      );
      expect((await page.getByTestId('formula-error-caret').textContent())?.indexOf('^')).toBe(25);
      await page.getByTestId('formula-save').click();
      await page.getByTestId('formula-error').waitFor();
      expect((await api.call<ConfigView>('GET', '/api/admin/config')).pickFormula).toBe(savedFormula);

      // A good one: the preview counts today's candidates it accepts; saved, it heads the history.
      const formula = 'edge >= 0.03 and odds <= 2.6';
      await input.fill(formula);
      await page.getByTestId('formula-error').waitFor({ state: 'detached' });
      await expect
        .poll(() => textOf('formula-preview'), { timeout: 30_000 })
        .toMatch(/\d+ de \d+|No hay candidatos/);
      await page.getByTestId('formula-description').fill('Journey: edge of 3% and at most 2.6');
      await page.getByTestId('formula-save').click();
      await expect
        .poll(async () => (await api.call<ConfigView>('GET', '/api/admin/config')).pickFormula)
        .toBe(formula);
      await expect.poll(() => textOf('formula-history')).toContain('Journey: edge of 3% and at most 2.6');

      // Probar Fórmulas: a stricter formula beside the one that runs today.
      await openTab('formulas');
      await page.getByTestId('test-formula-input').fill('edge >= 0.05');
      await page.getByTestId('test-formula-run').click();
      await page.getByTestId('test-formula-result-tested').waitFor({ timeout: 60_000 });
      await page.getByTestId('test-formula-result-current').waitFor();
      expect(await textOf('test-formula-result-current')).toContain(formula);

      // A product-policy backtest of the NFL's latest demo season, run in the background.
      await openTab('backtests');
      await page.getByTestId('backtest-sport').selectOption('nfl');
      await page.getByTestId('backtest-strategy').selectOption('product');
      await page.getByTestId('backtest-start').click();
      const status = page.getByTestId('backtest-run').first().getByTestId('backtest-run-status');
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 120_000 }).toBe('completed');
      const diagram = page.getByTestId('reliability-diagram');
      await diagram.waitFor();
      expect(await diagram.getAttribute('role')).toBe('img');
      expect(await diagram.getByTestId('reliability-point').count()).toBeGreaterThan(0);
      await page.getByTestId('backtest-results').waitFor();

      // Exportar Datos: the events as CSV, through the browser's own download.
      await openTab('export');
      await page.getByTestId('export-dataset').selectOption('events');
      await page.getByTestId('export-format').selectOption('csv');
      await page.getByTestId('export-preview').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^arcade-valuebets-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/,
      );
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, ...rows] = csv.trim().split('\r\n');
      // Every text cell of the export is quoted, the column names too.
      expect(header?.split(',').map((name) => name.replaceAll('"', ''))).toEqual(
        expect.arrayContaining(['id', 'sport', 'homeTeam', 'awayTeam']),
      );
      expect(rows.length).toBeGreaterThan(0);
    },
  );
});

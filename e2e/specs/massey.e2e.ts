import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MasseyStatusEntry } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import { squash, text } from '../support/texts';
import { expectToast, openAdminTab, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession;
let page: Page;
const dir = mkdtempSync(join(tmpdir(), 'massey-e2e-'));

// Massey's city names (one the alias tables do not know), with a league-wide home advantage.
const RATINGS = [
  'Rank,Team,Rating,Off,Def,HFA',
  '1,Boston,9.5,118.1,108.6,2.7',
  '2,Oklahoma_City,8.25,117,108.75,2.7',
  '3,LA_Lakers,2.5,114.2,111.7,2.7',
  '4,Springfield_Isotopes,1,110,109,2.7',
].join('\n');

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
beforeEach(async () => {
  browser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async () => browser?.close());
afterAll(async () => {
  // Leave no NBA ratings behind for the other journeys' generations.
  await api.call('DELETE', '/api/admin/massey/nba').catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);

describe('Massey Ratings in the browser', () => {
  it(
    'an admin uploads a ratings file for the NBA and sees it in the status',
    { timeout: 60_000 },
    async () => {
      const file = join(dir, 'nba-ratings.csv');
      writeFileSync(file, RATINGS);
      await openAdminTab(page, baseUrl, 'massey');
      const row = page.getByTestId('massey-status-row-nba');
      await row.waitFor();

      await page.getByTestId('massey-sport').selectOption('nba');
      await page.getByTestId('massey-file').setInputFiles(file);
      await page.getByTestId('massey-upload').click();
      await expectToast(page, es('massey:toasts.uploadedTitle'));
      expect(squash(await page.getByTestId('massey-unknown-teams').textContent())).toContain(
        'Springfield_Isotopes',
      );

      await expect.poll(async () => squash(await row.textContent())).toContain(es('massey:status.uploaded'));
      expect(squash(await row.textContent())).toContain('4');
      const status = await api.call<MasseyStatusEntry[]>('GET', '/api/admin/massey/status');
      expect(status.find((s) => s.sport === 'nba')).toMatchObject({ uploaded: true, teamCount: 4 });

      // Delete, confirmed: the row says 'Sin archivo' again.
      await page.getByTestId('massey-delete-nba').click();
      await page
        .getByTestId('confirm-dialog')
        .getByRole('button', { name: es('massey:confirm.confirm') })
        .click();
      await expectToast(page, es('massey:toasts.deletedTitle'));
      await expect.poll(async () => squash(await row.textContent())).toContain(es('massey:status.none'));
    },
  );
});

import type { NbaStandingsResponse, NbaTeamResponse } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import { percent, squash, text } from '../support/texts';
import { expectToast, openAdminTab, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
beforeEach(async () => {
  browser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async () => browser?.close());

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const decimal = (value: number) =>
  new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** The standings once the start-up sync has stored them (it runs in the background after the start). */
async function standingsAfterStartUpSync(): Promise<NbaStandingsResponse> {
  let standings: NbaStandingsResponse | undefined;
  await expect
    .poll(
      async () => {
        standings = await api.call<NbaStandingsResponse>('GET', '/api/danyscore-nba/standings');
        return standings.standings.length;
      },
      { timeout: 240_000, interval: 1000, message: "the start-up sync's NBA standings" },
    )
    .toBe(30);
  if (!standings) throw new Error('no standings');
  return standings;
}

describe('DanyScore NBA in the browser', () => {
  it(
    "a fresh install shows the season's standings and a team's real roster without anyone pressing a button",
    { timeout: 300_000 },
    async () => {
      const standings = await standingsAfterStartUpSync();
      expect(standings).toMatchObject({ source: 'demo', playerCount: 420, statsSeason: '2024-25' });
      await openAdminTab(page, baseUrl, 'danyscore');
      const table = page.getByTestId('danyscore-table');
      await table.waitFor();
      await expect.poll(() => table.locator('[data-testid^="danyscore-row-"]').count()).toBe(30);
      expect(squash(await page.getByTestId('danyscore-tab').textContent())).toContain(
        es('danyscore:source.realPlayers', { season: '2024-25' }),
      );

      await page.getByTestId('danyscore-row-2').click();
      const dialog = page.getByTestId('danyscore-team-dialog');
      await dialog.getByTestId('danyscore-metric-team-value').waitFor();
      expect(await dialog.getByTestId('danyscore-metric-roster-size').textContent()).toBe(
        es('danyscore:dialog.rosterSizeValue', { count: 14 }),
      );
      const rotation = squash(await dialog.locator('table').textContent());
      for (const player of ['Jayson Tatum', 'Jaylen Brown', 'Derrick White'])
        expect(rotation).toContain(player);
      expect(squash(await dialog.getByTestId('danyscore-stats-note').textContent())).toBe(
        es('danyscore:dialog.statsNote', { season: '2024-25' }),
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Actualizar says what it read.
      await page.getByTestId('danyscore-refresh').click();
      await expectToast(page, es('danyscore:toasts.reloadedTitle'), '30 equipos y 420 jugadores guardados');
    },
  );

  it(
    "an admin refreshes the standings from the demo market and reads a team's numbers",
    { timeout: 90_000 },
    async () => {
      await openAdminTab(page, baseUrl, 'danyscore');
      await page.getByTestId('danyscore-refresh-api').click();
      await expectToast(
        page,
        es('danyscore:toasts.demoRefreshedTitle'),
        '30 equipos y 420 jugadores reales de 2024-25',
      );
      const table = page.getByTestId('danyscore-table');
      await table.waitFor();
      await expect.poll(() => table.locator('[data-testid^="danyscore-row-"]').count()).toBe(30);
      expect(squash(await page.getByTestId('danyscore-team-count-value').textContent())).toBe('30');

      // What the server stored, to read the dialog against.
      const standings = await api.call<NbaStandingsResponse>('GET', '/api/danyscore-nba/standings');
      const leader = standings.standings[0];
      if (!leader) throw new Error('no standings');
      const firstRow = table.locator('[data-testid^="danyscore-row-"]').first();
      expect(await firstRow.getAttribute('data-testid')).toBe(`danyscore-row-${leader.teamId}`);

      await page.getByTestId('danyscore-row-2').click();
      const dialog = page.getByTestId('danyscore-team-dialog');
      await dialog.getByTestId('danyscore-metric-team-value').waitFor();
      const { team } = await api.call<NbaTeamResponse>(
        'GET',
        `/api/danyscore-nba/team/2?season=${standings.season}`,
      );
      const metric = async (key: string) =>
        squash(await dialog.getByTestId(`danyscore-metric-${key}`).textContent());
      expect(squash(await dialog.getByRole('heading', { level: 2 }).textContent())).toBe('Boston Celtics');
      expect(await metric('record')).toBe(`${team.wins}-${team.losses}`);
      expect(await metric('win-pct')).toBe(squash(percent('es', team.winPct)));
      expect(await metric('team-value')).toBe(decimal(team.tvContinuous ?? Number.NaN));
      expect(await metric('active-points')).toBe(decimal(team.activePoints ?? Number.NaN));
      expect(await metric('health-factor')).toBe(squash(percent('es', team.healthFactor ?? Number.NaN)));
      expect(await metric('roster-size')).toBe(es('danyscore:dialog.rosterSizeValue', { count: 14 }));
      expect(squash(await dialog.getByTestId('danyscore-formula').textContent())).toBe(
        es('danyscore:dialog.formula'),
      );
      expect(squash(await dialog.getByTestId('danyscore-manual-note').textContent())).toBe(
        es('danyscore:dialog.manualNote'),
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    },
  );
});

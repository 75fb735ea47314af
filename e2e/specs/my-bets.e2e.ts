import { readFile } from 'node:fs/promises';
import type { AdminPick } from '@arcade/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import { freshEmail, signUp } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';
import {
  createManualPick,
  findUser,
  gradePick,
  grantPlan,
  PickJanitor,
  waitForStart,
} from '../support/fixtures';
import { squash } from '../support/texts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession | undefined;
const janitor = new PickJanitor();

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
  await janitor.cleanUp(api);
});
afterAll(async () => janitor.cleanUp(api));

describe('"Mis apuestas" on a phone', () => {
  it(
    'a subscriber records the bet placed on a pick, sees it fixed at the start and graded at their own price, and downloads the book',
    { timeout: 240_000 },
    async () => {
      // A platinum pick at 2.10 (+110) with an 8% edge: pModel 1.08 / 2.10, lowest price worth taking 1.99.
      const pick: AdminPick = janitor.track(
        await createManualPick(api, {
          tier: 'platinum',
          label: 'Libro',
          oddsAmerican: 110,
          status: 'published',
          startsInMs: 100_000,
        }),
      );
      browser = await openBrowser({ language: 'es', width: 390, height: 844 });
      const { page } = browser;
      const email = freshEmail('my-bets');
      await signUp(page, baseUrl, { name: 'Lucía Ferrer', email, password: 'my-bets-secret-1' });
      await page.getByTestId('dashboard-welcome').waitFor();
      await grantPlan(api, (await findUser(api, email)).id, 'platinum');

      await page.goto(`${baseUrl}/dashboard`);
      const card = page.locator(`[data-testid="pick-card"][data-pick-id="${pick.id}"]`);
      await card.waitFor();
      expect(squash(await card.getByTestId('pick-min-odds').textContent())).toContain('1,99');

      // Two taps: "La jugué", then save — here with the price the book gave and the stake placed.
      await card.getByTestId('bet-place').click();
      const form = page.getByTestId('bet-form');
      await form.waitFor();
      // The price starts at the pick's.
      expect(await form.getByTestId('bet-odds').inputValue()).toMatch(/^2[.,]10?$/);
      await form.getByTestId('bet-odds').fill('2,05');
      await form.getByTestId('bet-stake').fill('25');
      await form.locator('button[type="submit"]').click();
      await card.getByTestId('bet-summary').waitFor();
      expect(squash(await card.getByTestId('bet-summary-text').textContent())).toContain('2,05');
      await card.getByTestId('bet-edit').waitFor();

      // After the start the bet is fixed: no change, no removal.
      await waitForStart(pick);
      await page.reload();
      await card.getByTestId('bet-locked').waitFor();
      expect(await card.getByTestId('bet-edit').count()).toBe(0);
      expect(await card.getByTestId('bet-remove').count()).toBe(0);

      // Graded with the pick, at the person's own price: 25 × (2.05 − 1) = 26.25.
      await gradePick(api, pick.id, 'win');
      await page.goto(`${baseUrl}/my-bets`);
      const row = page.getByTestId('my-bet').filter({ hasText: pick.selection });
      await row.waitFor();
      await expect
        .poll(async () => squash(await row.getByTestId('my-bet-profit').textContent()))
        .toContain('26,25');
      expect(squash(await row.getByTestId('my-bet-prices').textContent())).toContain('2,05');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('my-bets-csv').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^mis-apuestas-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      const line = csv.split('\r\n').find((each) => each.includes(pick.selection));
      expect(line).toContain(',2.1,1.99,2.05,');
      expect(line).toContain(',25,"win",26.25,');
    },
  );
});

import type { AdminPick, Tier } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import { freshEmail, signUp } from '../support/auth-flows';
import { type BrowserSession, openBrowser } from '../support/browser';
import { createManualPick, gradePick, PickJanitor, waitForStart } from '../support/fixtures';
import { codeIn, waitForMail } from '../support/mailbox';
import { squash, text } from '../support/texts';
import { expectToast, openAdminTab, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const mailDir = inject('mailDir');
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

/** Prices no other pick on the page is likely to show, so finding one in the page means a leak. */
const TIER_ODDS: Record<Tier, number> = { vip: 131, exclusivo: 147, platinum: 163, diamante: 187 };

const lockedCard = (page: Page, pick: AdminPick) =>
  page.locator(`[data-testid="locked-pick-card"][data-pick-id="${pick.id}"]`);
const openCard = (page: Page, pick: AdminPick) =>
  page.locator(`[data-testid="pick-card"][data-pick-id="${pick.id}"]`);

/** What only an entitled caller may receive: the selection and the price, in every form shown. */
async function expectNothingOf(page: Page, pick: AdminPick) {
  const html = await page.content();
  const shown = squash(await page.locator('body').innerText());
  expect(html).not.toContain(pick.selection);
  expect(html).not.toContain(`+${pick.oddsAmerican}`);
  expect(shown).not.toContain(pick.odds.toFixed(2).replace('.', ','));
  expect(shown).not.toContain(pick.odds.toFixed(2));
}

async function expectOpen(page: Page, pick: AdminPick) {
  const card = openCard(page, pick);
  await card.waitFor();
  // The journey's picks are off the feed, and their cards say so.
  await card.getByTestId('mark-off-feed').waitFor();
  expect(squash(await card.getByTestId('pick-selection').textContent())).toContain(pick.selection);
  expect(squash(await card.getByTestId('pick-odds').textContent())).toContain(`+${pick.oddsAmerican}`);
}

async function openDashboard(page: Page) {
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByTestId('dashboard-welcome').waitFor();
}

describe('the subscriber in the browser', () => {
  it(
    'reads the record, signs up, sees locked picks, verifies in place to claim the free pick, gets platinum, and sees a loss on the record',
    { timeout: 240_000 },
    async () => {
      // One published pick per tier, and a graded one so the record has a row of this journey's own.
      const picks = {} as Record<Tier, AdminPick>;
      for (const tier of ['vip', 'exclusivo', 'platinum', 'diamante'] as const) {
        picks[tier] = janitor.track(
          await createManualPick(api, {
            tier,
            label: `Abonado ${tier}`,
            oddsAmerican: TIER_ODDS[tier],
            status: 'published',
            // The platinum pick is graded at the end of the journey: its event starts during it.
            ...(tier === 'platinum' ? { startsInMs: 60_000 } : {}),
          }),
        );
      }
      const earlier = await createManualPick(api, {
        tier: 'vip',
        label: 'Historial',
        oddsAmerican: 119,
        status: 'published',
        startsInMs: 2_000,
      });
      await waitForStart(earlier);
      await gradePick(api, earlier.id, 'win');

      // A visitor reads the record: match and result, never the pick itself.
      const visitor = await openBrowser({ language: 'es' });
      browsers.push(visitor);
      const page = visitor.page;
      await page.goto(`${baseUrl}/record`);
      await page.getByTestId('record-headline').waitFor();
      const earlierRow = page.getByTestId('record-row').filter({ hasText: earlier.homeTeam });
      await earlierRow.waitFor();
      expect(squash(await earlierRow.getByTestId('record-result').textContent())).toContain(
        es('record:results.win'),
      );
      // A pick on a match the feed does not carry says so, and its result names where it was checked.
      await earlierRow.getByTestId('mark-off-feed').waitFor();
      expect(squash(await earlierRow.getByTestId('record-result-source').textContent())).toContain(
        'example.com',
      );
      await page.getByTestId('record-locked-note').waitFor();
      expect(await page.content()).not.toContain(earlier.selection);

      // Signs up, and sees every tier's pick locked: no selection or price anywhere in the page.
      const email = freshEmail('abonado');
      await signUp(page, baseUrl, { name: 'Abonada Ana', email, password: 'secret-123' });
      for (const pick of Object.values(picks)) await lockedCard(page, pick).waitFor();
      for (const pick of Object.values(picks)) await expectNothingOf(page, pick);
      // The email is not verified yet: the free pick says it will ask for that first.
      await lockedCard(page, picks.vip).getByTestId('free-pick-verify-hint').waitFor();

      // A second tab, opened while the free pick is still unused, for the second claim below.
      const staleTab = await visitor.context.newPage();
      await openDashboard(staleTab);
      await lockedCard(staleTab, picks.exclusivo).waitFor();

      // Uses the free pick on the VIP pick: asked to verify the email first, in the dialog itself, it
      // types the code mailed at signup, and the pick opens in full.
      await lockedCard(page, picks.vip)
        .getByRole('button', { name: es('dashboard:picks.locked.useFree') })
        .click();
      const confirm = page.getByTestId('free-pick-dialog');
      await confirm.and(page.locator('[data-step="verify"]')).waitFor();
      expect(squash(await confirm.textContent())).toContain(picks.vip.homeTeam);
      expect(squash(await confirm.textContent())).toContain(email);
      expect(await confirm.getByTestId('free-pick-confirm').count()).toBe(0);
      const mail = await waitForMail(mailDir, email, /verificación/);
      await confirm.locator('input[name="code"]').fill(codeIn(mail.text));
      await confirm.getByTestId('verify-code-submit').click();
      await expectToast(page, es('dashboard:freePick.success'));
      await expectOpen(page, picks.vip);
      await page.getByTestId('free-pick-badge').waitFor({ state: 'detached' });
      await page.getByTestId('verify-email-card').waitFor({ state: 'detached' });

      // A second claim, from the tab that still offers it (opening the dialog reads the account again:
      // verified now), is refused with the reason translated.
      await lockedCard(staleTab, picks.exclusivo)
        .getByRole('button', { name: es('dashboard:picks.locked.useFree') })
        .click();
      await staleTab.getByTestId('free-pick-confirm').click();
      await expectToast(staleTab, es('dashboard:freePick.refusals.free_pick_used'));
      await lockedCard(staleTab, picks.exclusivo).waitFor();
      await staleTab.close();

      // An admin grants platinum in the Usuarios tab.
      const adminBrowser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
      browsers.push(adminBrowser);
      const adminPage = adminBrowser.page;
      await openAdminTab(adminPage, baseUrl, 'users');
      await adminPage
        .getByLabel(es('users:actions.planLabel', { email }), { exact: true })
        .selectOption('platinum');
      await expectToast(adminPage, es('users:toasts.updatedTitle'));

      // The subscriber now sees VIP, Exclusivo and Platinum picks in full; Diamante stays locked.
      await openDashboard(page);
      for (const tier of ['vip', 'exclusivo', 'platinum'] as const) await expectOpen(page, picks[tier]);
      await lockedCard(page, picks.diamante).waitFor();
      await expectNothingOf(page, picks.diamante);

      // The platinum pick loses; the record shows the loss, and to a logged-in user the pick itself.
      await waitForStart(picks.platinum);
      await gradePick(api, picks.platinum.id, 'loss');
      await page.goto(`${baseUrl}/record`);
      const lossRow = page.getByTestId('record-row').filter({ hasText: picks.platinum.homeTeam });
      await lossRow.waitFor();
      expect(squash(await lossRow.getByTestId('record-result').textContent())).toContain(
        es('record:results.loss'),
      );
      expect(squash(await lossRow.getByTestId('record-pick-line').textContent())).toContain(
        picks.platinum.selection,
      );
    },
  );
});

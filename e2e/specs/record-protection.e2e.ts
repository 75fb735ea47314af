import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import {
  adminPick,
  adminPicks,
  americanToDecimal,
  createManualPick,
  generatePicks,
  gradePick,
  waitForStart,
  PickJanitor,
} from '../support/fixtures';
import { percent, squash, text } from '../support/texts';
import { expectToast, openAdminTab, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession;
let page: Page;
const janitor = new PickJanitor();

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
beforeEach(async () => {
  browser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async () => {
  await browser?.close();
  await janitor.cleanUp(api);
});
afterAll(async () => janitor.cleanUp(api));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const row = (id: string) => page.getByTestId(`pick-row-${id}`);

describe('the record is never rewritten by accident', () => {
  it('Limpiar deletes the pending pick and keeps the graded one in Historial, and says what it kept', async () => {
    const graded = janitor.track(
      await createManualPick(api, {
        tier: 'vip',
        label: 'Conservado',
        oddsAmerican: 125,
        status: 'published',
        startsInMs: 2_000,
      }),
    );
    await waitForStart(graded);
    await gradePick(api, graded.id, 'win');
    const pending = janitor.track(
      await createManualPick(api, { tier: 'vip', label: 'Borrado', oddsAmerican: 130 }),
    );
    const picks = await adminPicks(api);
    const keptGraded = picks.filter((pick) => pick.result !== null).length;
    const keptPublished = picks.filter((pick) => pick.status === 'published' && pick.result === null).length;
    const deleted = picks.length - keptGraded - keptPublished;

    await openAdminTab(page, baseUrl);
    await row(pending.id).waitFor();
    await page.getByRole('button', { name: es('admin:header.clear') }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    // The confirmation says beforehand that published and graded picks stay.
    expect(squash(await confirm.textContent())).toContain(squash(es('admin:clear.confirmText')));
    await confirm.getByTestId('confirm-dialog-confirm').click();

    await row(pending.id).waitFor({ state: 'detached' });
    const kept = es('admin:toasts.kept', { published: keptPublished, graded: keptGraded });
    await expectToast(page, es('admin:clear.successText', { count: deleted, kept }));
    expect(await adminPick(api, pending.id)).toBeUndefined();
    expect((await adminPick(api, graded.id))?.result).toBe('win');

    await page.getByTestId('admin-tab-history').click();
    const historyRow = page.getByTestId('history-row').filter({ hasText: graded.homeTeam });
    await historyRow.waitFor();
    expect(squash(await historyRow.textContent())).toContain(es('picks:results.win'));
  });

  it("editing a pending pick's odds at its book reprices it and keeps its tier, and the analysis log records the edit", async () => {
    // Priced against the sharp line the demo has a few picks at any hour; ask for several, edit the best.
    const [pick] = (await generatePicks(api, 10)).map((generated) => janitor.track(generated));
    if (!pick) throw new Error('generation returned no pick');
    // A price far below the one generation found, at its book: the edge turns negative, so no stake;
    // the tier stays (only Editar tier changes it), and no book quotes it, so it is the analyst's.
    const american = -300;
    const odds = americanToDecimal(american);
    const edge = (pick.pModel * Math.round(odds * 10_000)) / 10_000 - 1;
    expect(edge).toBeLessThan(0);

    await openAdminTab(page, baseUrl);
    await row(pick.id)
      .getByRole('button', { name: es('admin:actions.editOdds') })
      .click();
    const dialog = page.getByTestId('edit-odds-dialog');
    await dialog.waitFor();
    await dialog.getByLabel(es('admin:oddsDialog.american')).fill(String(american));
    expect(await dialog.getByLabel(es('admin:oddsDialog.decimal')).inputValue()).toBe('1,33');
    await dialog.getByRole('button', { name: es('admin:dialog.save') }).click();

    // The dialog shows what the server recomputed: a negative edge, no stake, the tier kept.
    const recomputed = (field: string) => dialog.getByTestId(`odds-recomputed-summary-${field}`);
    await recomputed('edge').waitFor();
    expect(squash(await recomputed('edge').textContent())).toMatch(
      new RegExp(`→.*${escapeRegExp(squash(percent('es', edge)))}$`),
    );
    expect(squash(await recomputed('stake').textContent())).toMatch(/→.*0,00$/);
    const tier = squash(await recomputed('tier').textContent());
    expect(tier).toContain(es(`picks:tiers.${pick.tier}`));
    expect(tier).toContain(es('admin:oddsDialog.tierKept'));
    expect(squash(await recomputed('source').textContent())).toBe(es('admin:oddsDialog.byHand'));
    await dialog.getByRole('button', { name: es('admin:oddsDialog.done') }).click();
    await dialog.waitFor({ state: 'hidden' });
    // And so does the table.
    await expect
      .poll(async () => squash(await row(pick.id).getByTestId('pick-edge').textContent()))
      .toBe(squash(percent('es', edge)));
    expect(squash(await row(pick.id).textContent())).toContain(es(`picks:tiers.${pick.tier}`));
    const stored = await adminPick(api, pick.id);
    expect(stored).toMatchObject({
      oddsAmerican: american,
      tier: pick.tier,
      stake: 0,
      bookmaker: pick.bookmaker,
      oddsEnteredByHand: true,
    });
    expect(stored?.edge).toBeCloseTo(edge, 4);

    await row(pick.id)
      .getByRole('button', { name: es('admin:actions.viewAnalysis') })
      .click();
    const log = page.getByTestId('analysis-dialog').getByTestId('analysis-log');
    await log.waitFor();
    const lastEntry = squash(await log.locator('li').last().textContent());
    expect(lastEntry).toContain(String(american));
    expect(lastEntry).toContain(pick.oddsAmerican > 0 ? `+${pick.oddsAmerican}` : String(pick.oddsAmerican));
  });
});

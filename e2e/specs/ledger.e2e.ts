import { execFile } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import { PickJanitor, uniqueToken } from '../support/fixtures';
import { squash, text } from '../support/texts';
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
afterEach(async () => browser?.close());
afterAll(async () => janitor.cleanUp(api));

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const repoRoot = new URL('../..', import.meta.url).pathname;

interface LedgerPage {
  head: { seq: number; hash: string };
  entries: { seq: number; entry: string; hash: string }[];
}
const ledger = () => api.call<LedgerPage>('GET', '/api/record/ledger?limit=1000');
const entriesOf = async (pickId: string) =>
  (await ledger()).entries.map((row) => JSON.parse(row.entry)).filter((entry) => entry.pickId === pickId);

/** The head as /record shows it. */
async function headOnRecord(): Promise<string> {
  await page.goto(`${baseUrl}/record`);
  const value = page.getByTestId('ledger-head-value');
  await value.waitFor();
  return squash(await value.textContent());
}

describe('the verifiable record, from publication to a correction', () => {
  it('publish → head on /record → the event starts → revealed by the sync → graded → corrected with a reason → shown on /record', async () => {
    const token = uniqueToken();
    const start = new Date(Date.now() + 30_000);
    const { pick } = await api.call<{ pick: { id: string; homeTeam: string } }>(
      'POST',
      '/api/admin/picks/manual',
      {
        tier: 'vip',
        sport: 'soccer',
        league: 'Premier League',
        homeTeam: `Registro Local ${token}`,
        awayTeam: `Registro Visita ${token}`,
        eventStartTime: start.toISOString(),
        selection: `Registro Local ${token}`,
        market: 'h2h',
        odds: 2.37,
        oddsAmerican: 137,
        edge: 0.0613,
        stake: 12.5,
        bankroll: 1000,
        bookmaker: 'Bet365',
        status: 'pending',
      },
    );
    janitor.track(pick);

    // Published in the panel: the ledger's head moves and /record shows it; the entry gives nothing away.
    await openAdminTab(page, baseUrl, 'pending');
    await page
      .getByTestId(`pick-row-${pick.id}`)
      .getByRole('button', { name: es('admin:actions.publish') })
      .click();
    await expectToast(page, es('admin:toasts.publishedTitle'));
    const afterPublish = await ledger();
    expect(await headOnRecord()).toBe(`#${afterPublish.head.seq} · ${afterPublish.head.hash.slice(0, 12)}`);
    const [publish] = await entriesOf(pick.id);
    expect(publish).toMatchObject({ kind: 'publish', tier: 'vip', sport: 'soccer' });
    const published = JSON.stringify(publish);
    // As the ledger would write them: quoted strings (a hash may hold the digits by chance).
    for (const secret of ['"2.3700"', '"137"', '"12.50"', '"0.061300"', '"Bet365"']) {
      expect(published).not.toContain(secret);
    }

    // The event starts; the next market sync reveals the pick's details.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() - Date.now() + 1_000)));
    await api.call('POST', '/api/admin/sync');
    const reveal = (await entriesOf(pick.id)).find((entry) => entry.kind === 'reveal');
    expect(reveal?.details).toMatchObject({
      odds: '2.3700',
      oddsAmerican: '137',
      stake: '12.50',
      bookmaker: 'Bet365',
    });

    // Graded in Aprobados/Publicados, after the confirmation.
    await openAdminTab(page, baseUrl, 'approved');
    await page
      .getByTestId(`pick-row-${pick.id}`)
      .getByRole('button', { name: es('admin:actions.markWin') })
      .click();
    // The pick is off the feed: its result names where the score can be checked.
    const confirmResult = page.getByTestId('confirm-result-dialog');
    await confirmResult.getByTestId('result-source').fill('https://www.example.com/acta');
    await confirmResult.getByTestId('confirm-dialog-confirm').click();
    await page.getByTestId(`pick-row-${pick.id}`).waitFor({ state: 'detached' });

    // Corrected in Historial: the reason is required.
    const reason = `Acta oficial del partido ${token}`;
    await openAdminTab(page, baseUrl, 'history');
    const historyRow = page.getByTestId('history-row').filter({ hasText: pick.homeTeam });
    await historyRow.getByTestId('correct-result').click();
    const dialog = page.getByTestId('correct-result-dialog');
    await dialog.getByTestId('correct-result-select').selectOption('loss');
    await dialog.getByRole('button', { name: es('admin:correctDialog.submit') }).click();
    await dialog.getByText(es('admin:reason.tooShort', { count: 5 })).waitFor();
    await dialog.getByTestId('correct-result-reason').fill(reason);
    await dialog.getByRole('button', { name: es('admin:correctDialog.submit') }).click();
    await expectToast(page, es('admin:toasts.updatedTitle'));

    const entries = await entriesOf(pick.id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'publish',
      'reveal',
      'result',
      'correction',
      'correction',
    ]);
    const correction = entries[3];
    expect(correction).toMatchObject({ field: 'result', from: 'win', to: 'loss', reason });

    // /record: the new head, and the pick marked with its correction, reason and entry.
    const afterCorrection = await ledger();
    expect(await headOnRecord()).toBe(
      `#${afterCorrection.head.seq} · ${afterCorrection.head.hash.slice(0, 12)}`,
    );
    const recordRow = page.getByTestId('record-correction').filter({ hasText: reason });
    await recordRow.waitFor();
    expect(squash(await recordRow.textContent())).toContain(
      squash(es('record:ledger.correctionEntry', { seq: correction.seq })),
    );

    // Anyone can check it from outside.
    const out = await new Promise<{ code: number; stdout: string }>((resolve) =>
      execFile('npm', ['run', '-s', 'verify-ledger', '--', baseUrl], { cwd: repoRoot }, (error, stdout) =>
        resolve({ code: error ? 1 : 0, stdout }),
      ),
    );
    expect(out.stdout).toContain(`OK #${afterCorrection.head.seq} ${afterCorrection.head.hash.slice(0, 12)}`);
    expect(out.code).toBe(0);
  }, 240_000);

  it('a verification that fails shows the banner on /record, naming the first bad entry, until it verifies again', async () => {
    // The server's own check is what the page believes: here it answers, for this browser only, that the
    // chain breaks at the head (the server tests tamper with a real ledger and see verify say so).
    const { head } = await ledger();
    await page.route('**/api/record/ledger/verify', async (route) => {
      const real = await route.fetch();
      const body = { ...(await real.json()), ok: false, firstBadSeq: head.seq };
      await route.fulfill({ response: real, json: body });
    });
    await page.goto(`${baseUrl}/record`);
    const alert = page.getByTestId('ledger-alert');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    const shown = squash(await alert.textContent());
    expect(shown).toContain(es('common:ledgerAlert.title'));
    expect(shown).toContain(squash(es('common:ledgerAlert.firstBad', { seq: head.seq })));

    await page.unroute('**/api/record/ledger/verify');
    await page.reload();
    await page.getByTestId('ledger-head-value').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await alert.count()).toBe(0);
  }, 60_000);
});

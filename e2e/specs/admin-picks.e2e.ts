import type { AdminEventOdds, AdminPick, PublicEvent } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import {
  adminPick,
  adminPicks,
  adminStats,
  americanToDecimal,
  clearPicks,
  createManualPick,
  decimalToAmerican,
  PickJanitor,
  waitForStart,
} from '../support/fixtures';
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
// A fresh profile per journey, logged in as the admin; each journey makes the picks it works on.
beforeEach(async () => {
  browser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async () => {
  await browser?.close();
  await janitor.cleanUp(api);
});
afterAll(async () => janitor.cleanUp(api));

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const row = (id: string) => page.getByTestId(`pick-row-${id}`);
const openTab = (tab: string) => page.getByTestId(`admin-tab-${tab}`).click();
const action = (id: string, key: string) => row(id).getByRole('button', { name: es(`admin:actions.${key}`) });

describe('the admin pick workflow in the browser', () => {
  it(
    'syncs the demo market, generates picks while watching the overlay, and reads an analysis log',
    { timeout: 150_000 },
    async () => {
      // Generation never repeats a pick that is still pending, so start from no pending picks, then fill
      // Pendientes: a full table once froze the page while the overlay streamed progress.
      await clearPicks(api);
      for (let i = 0; i < 20; i++) {
        janitor.track(await createManualPick(api, { tier: 'vip', label: `Relleno ${i}`, oddsAmerican: 110 }));
      }
      await openAdminTab(page, baseUrl);
      await page.getByTestId('demo-badge').waitFor();
      await page.getByRole('button', { name: es('admin:header.sync') }).click();
      await page.getByTestId('sync-summary').waitFor({ timeout: 60_000 });

      await page.getByTestId('admin-generate').click();
      await page.getByTestId('generate-count').fill('6');
      await page.getByTestId('generate-submit').click();
      await page.getByTestId('generation-overlay').waitFor();
      await expectToast(page, es('admin:generation.toasts.successTitle'));
      const rows = page.getByTestId('pending-table').locator('[data-testid^="pick-row-"]');
      // Priced against the sharp line, the demo gives a few picks a run (1–9 over a week of hours measured),
      // so at least one beside the twenty.
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(21);
      // What Generar made goes with the journey too: left pending, it would keep the hour's few value
      // picks from the journeys after this one (generation never repeats a live pick).
      for (const pick of await adminPicks(api, { status: 'pending' })) janitor.track(pick);

      await rows
        .first()
        .getByRole('button', { name: es('admin:actions.viewAnalysis') })
        .click();
      const dialog = page.getByTestId('analysis-dialog');
      await dialog.waitFor();
      const log = await dialog.textContent();
      expect(log).not.toContain('Error al cargar el análisis');
      expect(log).toMatch(/Consenso|consenso/);
      // The market's, the models' and the pooled probability the pick is priced on.
      expect(log).toContain(es('admin:analysis.market.marketFair'));
      expect(log).toContain(es('admin:analysis.market.pooled'));
      // The dialog listens for Escape once it has taken the focus (its effects run after it paints).
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    },
  );

  it('approves one pick and publishes it, then publishes another in bulk', async () => {
    const first = janitor.track(
      await createManualPick(api, { tier: 'vip', label: 'Aprobado', oddsAmerican: 120 }),
    );
    const second = janitor.track(
      await createManualPick(api, { tier: 'exclusivo', label: 'Masivo', oddsAmerican: 135 }),
    );
    await openAdminTab(page, baseUrl);

    await action(first.id, 'approve').click();
    await row(first.id).waitFor({ state: 'detached' });
    await openTab('approved');
    await expect
      .poll(async () => squash(await row(first.id).textContent()))
      .toContain(es('admin:status.approved'));
    await row(first.id)
      .getByRole('button', { name: es('admin:actions.publish') })
      .click();
    await expect
      .poll(async () => squash(await row(first.id).textContent()))
      .toContain(es('admin:status.published'));

    await openTab('pending');
    await row(second.id).getByRole('checkbox').check();
    await page.getByTestId('bulk-publish').click();
    await row(second.id).waitFor({ state: 'detached' });
    await openTab('approved');
    await expect
      .poll(async () => squash(await row(second.id).textContent()))
      .toContain(es('admin:status.published'));

    expect((await adminPick(api, first.id))?.status).toBe('published');
    expect((await adminPick(api, second.id))?.approvedBy).not.toBeNull();
  });

  it('grades one win and one loss, and Historial and Stats show them', async () => {
    const winner = janitor.track(
      await createManualPick(api, {
        tier: 'vip',
        label: 'Ganador',
        oddsAmerican: 110,
        status: 'published',
        startsInMs: 2_000,
      }),
    );
    const loser = janitor.track(
      await createManualPick(api, {
        tier: 'platinum',
        label: 'Perdedor',
        oddsAmerican: 150,
        status: 'published',
        startsInMs: 2_000,
      }),
    );
    // A result is taken only after the event starts.
    await waitForStart(loser);
    const before = await adminStats(api);
    await openAdminTab(page, baseUrl, 'history');
    const recordBefore = squash(await page.getByTestId('history-record-value').textContent());
    const [wins, losses, pushes] = recordBefore.split('-').map(Number);

    await openTab('approved');
    // Each result is confirmed first: it goes into the public record.
    // Off the feed, a result names where the score can be checked before it is taken.
    const confirmResult = async (source: string) => {
      const dialog = page.getByTestId('confirm-result-dialog');
      const confirm = dialog.getByTestId('confirm-dialog-confirm');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByTestId('result-source').fill(source);
      await confirm.click();
    };
    await action(winner.id, 'markWin').click();
    await confirmResult('https://www.laliga.com/partido');
    await row(winner.id).waitFor({ state: 'detached' });
    await action(loser.id, 'markLoss').click();
    await confirmResult('ESPN');
    await row(loser.id).waitFor({ state: 'detached' });

    await openTab('history');
    await expect
      .poll(async () => squash(await page.getByTestId('history-record-value').textContent()))
      .toBe(`${Number(wins) + 1}-${Number(losses) + 1}-${pushes}`);
    const historyRow = (pick: { homeTeam: string }) =>
      page.getByTestId('history-row').filter({ hasText: pick.homeTeam });
    expect(squash(await historyRow(winner).textContent())).toContain(es('picks:results.win'));
    expect(squash(await historyRow(loser).textContent())).toContain(es('picks:results.loss'));
    await page.getByTestId('profit-chart').waitFor();

    await openTab('stats');
    await expect
      .poll(() => page.getByTestId('stat-picks-with-results-value').textContent())
      .toBe(String(before.picksWithResults + 2));
    expect(await page.getByTestId('stat-total-picks-value').textContent()).toBe(String(before.totalPicks));
  });

  it("makes a manual pick on an event of the feed: found by team, the event's league, teams and start, the stake as typed, its price checked against the feed's", async () => {
    const { event, quotes } = await quotedEvent();
    const best = quotes[0] as { bookmaker: string; odds: number };
    const american = decimalToAmerican(best.odds);
    await openAdminTab(page, baseUrl, 'manual');
    const form = page.getByTestId('manual-pick-form');
    await form.getByTestId('manual-event-search').fill(event.homeTeam);
    await form.getByTestId(`manual-event-${event.id}`).click();
    await form.getByTestId('manual-event-chosen').waitFor();
    await form.getByTestId('manual-selection').selectOption('home');
    await form.getByLabel(es('picks:manual.fields.tier'), { exact: true }).selectOption('vip');
    await form.getByTestId('manual-bookmaker').fill('Caliente');
    // A price no book offers (+900 where the feed's best is far lower) is off the market before saving.
    const oddsField = form.getByLabel(es('picks:manual.fields.oddsAmerican'), { exact: true });
    await oddsField.fill('+900');
    const check = form.getByTestId('manual-price-check');
    await expect.poll(() => check.getAttribute('data-status'), { timeout: 10_000 }).toBe('off_market');
    await oddsField.fill(american > 0 ? `+${american}` : String(american));
    await expect.poll(() => check.getAttribute('data-status'), { timeout: 10_000 }).toBe('within');
    await form.getByLabel(es('picks:manual.fields.edge'), { exact: true }).fill('5');
    await form.getByLabel(es('picks:manual.fields.stake'), { exact: true }).fill('37,5');
    await page.getByTestId('manual-pick-submit').click();
    await expectToast(page, es('picks:manual.createdTitle'));

    const created = (await adminPicks(api, { strategy: 'manual' })).find(
      (pick) => pick.eventId === event.id && pick.stake === 37.5,
    );
    if (!created) throw new Error('the manual pick was not stored on its event');
    janitor.track(created);
    expect(created).toMatchObject({
      league: event.league,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      eventStartTime: new Date(event.startTime).toISOString(),
      selection: 'home',
      oddsAmerican: american,
      bookmaker: 'Caliente',
      priceUnverified: false,
      oddsEnteredByHand: true,
      stake: 37.5,
    });
  });

  it('edits the odds of a pick at a book the feed quotes: the feed price, the book kept, the tier unchanged', async () => {
    const { event, quotes } = await quotedEvent();
    const { pick } = await api.call<{ pick: AdminPick }>('POST', '/api/admin/picks/manual', {
      tier: 'vip',
      eventId: event.id,
      selection: 'home',
      market: 'h2h',
      // At the feed's best price (a price more than 10 % above it would be refused).
      odds: americanToDecimal(decimalToAmerican((quotes[0] as { odds: number }).odds)),
      oddsAmerican: decimalToAmerican((quotes[0] as { odds: number }).odds),
      edge: 0.05,
      stake: 10,
      bookmaker: 'Caliente',
    });
    janitor.track(pick);
    const quote = quotes[0] as { bookmaker: string; odds: number };

    await openAdminTab(page, baseUrl);
    await action(pick.id, 'editOdds').click();
    const dialog = page.getByTestId('edit-odds-dialog');
    const book = dialog.getByTestId('odds-book');
    await expect.poll(() => book.locator('option').count(), { timeout: 10_000 }).toBe(quotes.length + 1);
    await book.selectOption(quote.bookmaker);
    // The book's own price: the server's preview says it is the feed's, and the tier stays.
    await expect
      .poll(async () => squash(await dialog.getByTestId('odds-preview-source').textContent()), {
        timeout: 10_000,
      })
      .toBe(es('admin:oddsDialog.fromFeed'));
    expect(squash(await dialog.getByTestId('odds-preview-tier').textContent())).toContain(
      es('admin:oddsDialog.tierKept'),
    );
    await dialog.getByRole('button', { name: es('admin:dialog.save') }).click();
    await dialog.getByTestId('odds-recomputed').waitFor();
    // Once saved, Escape closes the dialog, though the save's toast is the newest layer on the page.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    expect(await adminPick(api, pick.id)).toMatchObject({
      odds: quote.odds,
      bookmaker: quote.bookmaker,
      oddsEnteredByHand: false,
      tier: 'vip',
    });
  });
});

/** An upcoming event whose home side several books price now, with those quotes best first. */
async function quotedEvent() {
  const { events } = await api.call<{ events: PublicEvent[] }>('GET', '/api/events?limit=500');
  for (const event of events) {
    if (event.status !== 'upcoming' || Date.parse(event.startTime) < Date.now() + 3_600_000) continue;
    const odds = await api.call<AdminEventOdds>('GET', `/api/admin/events/${event.id}/odds`);
    const latest = new Map<string, { bookmaker: string; odds: number; at: number }>();
    for (const q of odds.latest) {
      if (q.market !== 'h2h' || q.selection !== 'home') continue;
      const at = Date.parse(q.timestamp);
      if ((latest.get(q.bookmaker)?.at ?? -1) < at)
        latest.set(q.bookmaker, { bookmaker: q.bookmaker, odds: q.odds, at });
    }
    const quotes = [...latest.values()].sort((a, b) => b.odds - a.odds);
    if (quotes.length >= 2) return { event, quotes };
  }
  throw new Error('the demo market prices no upcoming home side');
}

import type { PublicEvent } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import { freshEmail } from '../support/auth-flows';
import type { BrowserSession } from '../support/browser';
import { generatePicks, PickJanitor, publishPick, syncMarket } from '../support/fixtures';
import { codeIn, waitForMail } from '../support/mailbox';
import { squash, text } from '../support/texts';
import { expectToast, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const mailDir = inject('mailDir');
const janitor = new PickJanitor();
let adminApi: ApiSession;
let user: ApiSession;
const userEmail = freshEmail('analyze');
let events: PublicEvent[];
/** An NBA game whose consensus side the books price (found through the API, as the page would ask). */
let priced: PublicEvent | undefined;
let browser: BrowserSession | undefined;

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);

beforeAll(async () => {
  // The demo market's upcoming games, then a new regular account (the tool is for any logged-in user).
  adminApi = await ApiSession.logIn(baseUrl, admin.email, admin.password);
  await syncMarket(adminApi);
  user = await ApiSession.signUp(baseUrl, { name: 'Analista', email: userEmail, password: 'secret-pass' });
  events = (await user.call<{ events: PublicEvent[] }>('GET', '/api/events')).events;
  for (const event of events.filter((e) => e.sport === 'nba').slice(0, 8)) {
    const analysis = await user.call<{ marketEvaluation: unknown }>('POST', '/api/analyze-pick', {
      eventId: event.id,
    });
    if (analysis.marketEvaluation) {
      priced = event;
      break;
    }
  }
}, 90_000);
afterEach(async () => browser?.close());
afterAll(async () => janitor.cleanUp(adminApi));

async function openAnalyze(): Promise<Page> {
  browser = await openBrowserAs(user, { language: 'es', width: 1280, height: 900 });
  await browser.page.goto(`${baseUrl}/analyze-pick`);
  await browser.page.getByTestId('analyze-tab-events').waitFor();
  return browser.page;
}

async function expectAnalysis(page: Page) {
  const results = page.getByTestId('analyze-results');
  await results.waitFor({ timeout: 30_000 });
  expect(await results.getByTestId('analyze-strategy-card').count()).toBeGreaterThan(1);
  await results.getByTestId('analyze-consensus').waitFor();
  await results.getByTestId('analyze-market').waitFor();
  return results;
}

describe('the pick analysis tool in the browser', () => {
  it('a regular user analyses one of today’s games', { timeout: 90_000 }, async () => {
    const page = await openAnalyze();
    await page.getByTestId('analyze-submit').click();
    await expectToast(page, es('analyze:toast.selectEvent'));
    const nba = events.find((e) => e.sport === 'nba' && e.status === 'upcoming') ?? events[0];
    if (!nba) throw new Error('the demo market has no upcoming game');
    await page.getByTestId(`analyze-event-${nba.id}`).click();
    await page.getByTestId('analyze-submit').click();
    const results = await expectAnalysis(page);
    const heading = await results.getByRole('heading', { level: 2 }).textContent();
    expect(heading).toContain(nba.homeTeam);
    expect(heading).toContain(nba.awayTeam);
  });

  it('a regular user analyses a pick entered by hand', { timeout: 90_000 }, async () => {
    const page = await openAnalyze();
    await page.getByTestId('analyze-tab-manual').click();
    await page.getByTestId('analyze-manual-home').fill('Boston Celtics');
    await page.getByTestId('analyze-manual-submit').click();
    await expectToast(page, es('analyze:toast.completeTitle'), es('analyze:toast.completeDescription'));
    const nba = priced;
    if (!nba) throw new Error('no NBA game of the demo market reached a market evaluation');
    await page.getByTestId('analyze-manual-sport').selectOption('nba');
    await page.getByTestId('analyze-manual-home').fill(nba.homeTeam.toLowerCase());
    await page.getByTestId('analyze-manual-away').fill(nba.awayTeam);
    await page.getByTestId('analyze-manual-type').selectOption('moneyline');
    await page.getByTestId('analyze-manual-odds').fill('+150');
    await page.getByTestId('analyze-manual-submit').click();
    const results = await expectAnalysis(page);
    expect(await results.getByTestId('analyze-market').textContent()).toContain(
      es('analyze:market.enteredOdds'),
    );
  });

  it(
    'a new user gets a published pick’s teaser, not its game’s analysis, then verifies in place, claims it and reads the analysis',
    { timeout: 120_000 },
    async () => {
      // Generation publishes a pick on one of today's games: the models' view of that game is the pick.
      const generated = (await generatePicks(adminApi, 10)).map((pick) => janitor.track(pick));
      const onEvent = generated.find((pick) => pick.eventId !== null);
      if (!onEvent?.eventId) throw new Error('generation made no pick on an event');
      const pick = await publishPick(adminApi, onEvent.id);
      const tier = es(`picks:tiers.${pick.tier}`);
      // The dashboard offers one plan per tier, named as the tier: the one that opens this pick.
      const plan = es(`dashboard:plan.names.${pick.tier}`);

      const page = await openAnalyze();
      await page.getByTestId(`analyze-event-${pick.eventId}`).click();
      await page.getByTestId('analyze-submit').click();
      const locked = page.getByTestId('analyze-locked');
      await locked.waitFor({ timeout: 30_000 });
      const card = locked.locator(`[data-testid="locked-pick-card"][data-pick-id="${pick.id}"]`);
      await card.waitFor();
      expect(squash(await locked.textContent())).toContain(tier);
      expect(squash(await card.textContent())).toContain(es('dashboard:picks.locked.inPlan', { plan }));
      expect(await page.getByTestId('analyze-results').count()).toBe(0);
      const html = await page.content();
      // As a price is written ("1,91 (-110)"), not inside an id ("…-110a-…" in a uuid).
      const american = `${pick.oddsAmerican > 0 ? '\\+' : ''}${pick.oddsAmerican}`;
      expect(html).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${american}(?!\\d)`));
      expect(html).not.toContain(pick.odds.toFixed(2).replace('.', ','));

      // The same game typed by hand is withheld too.
      await page.getByTestId('analyze-tab-manual').click();
      await page.getByTestId('analyze-manual-sport').selectOption(pick.sport);
      await page.getByTestId('analyze-manual-home').fill(pick.homeTeam);
      await page.getByTestId('analyze-manual-away').fill(pick.awayTeam);
      const manual = page.waitForResponse((res) => res.url().endsWith('/api/analyze-pick-manual'));
      await page.getByTestId('analyze-manual-submit').click();
      const answer = (await (await manual).json()) as { locked?: { picks: { id: string }[] } };
      expect(answer.locked?.picks.map((each) => each.id)).toContain(pick.id);
      expect(Object.keys(answer).sort()).toEqual(['event', 'locked', 'pickType']);
      await card.waitFor();

      // The free pick: asked to verify the email first, in place, then the claim and the analysis.
      await card.getByRole('button', { name: es('dashboard:picks.locked.useFree') }).click();
      const dialog = page.getByTestId('free-pick-dialog');
      await dialog.and(page.locator('[data-step="verify"]')).waitFor();
      const mail = await waitForMail(mailDir, userEmail, /verificación/);
      await dialog.locator('input[name="code"]').fill(codeIn(mail.text));
      await dialog.getByTestId('verify-code-submit').click();
      await expectToast(page, es('dashboard:freePick.success'));
      const results = await expectAnalysis(page);
      const heading = await results.getByRole('heading', { level: 2 }).textContent();
      expect(heading).toContain(pick.homeTeam);
      expect(await page.getByTestId('analyze-locked').count()).toBe(0);
    },
  );
});

import type { PublicEvent } from '@arcade/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import { freshEmail } from '../support/auth-flows';
import type { BrowserSession } from '../support/browser';
import { syncMarket } from '../support/fixtures';
import { text } from '../support/texts';
import { expectToast, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let user: ApiSession;
let events: PublicEvent[];
/** An NBA game whose consensus side the books price (found through the API, as the page would ask). */
let priced: PublicEvent | undefined;
let browser: BrowserSession | undefined;

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);

beforeAll(async () => {
  // The demo market's upcoming games, then a new regular account (the tool is for any logged-in user).
  await syncMarket(await ApiSession.logIn(baseUrl, admin.email, admin.password));
  user = await ApiSession.signUp(baseUrl, {
    name: 'Analista',
    email: freshEmail('analyze'),
    password: 'secret-pass',
  });
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
});

import { afterEach, describe, expect, inject, it } from 'vitest';
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import esLanding from '../../apps/web/src/locales/es/landing.json' with { type: 'json' };
import enNotFound from '../../apps/web/src/locales/en/not-found.json' with { type: 'json' };
import { type BrowserSession, openBrowser } from '../support/browser';
import { switchToEnglish } from '../support/ui';

const baseUrl = inject('baseUrl');
const plain = (text: string) => text.replace(/<[^>]+>/g, '');
const headline = { es: plain(esLanding.hero.title), en: plain(enLanding.hero.title) };
/** The text of the first <h1> of an HTML document, as a browser without JavaScript shows it. */
const h1Of = (html: string) => plain(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('the public pages arrive already rendered', () => {
  it('sends the landing with its headline in the language of the cookie, else of Accept-Language', async () => {
    const page = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/`, { headers }).then(async (res) => ({ status: res.status, html: await res.text() }));
    const es = await page({ 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.status).toBe(200);
    expect(h1Of(es.html)).toBe(headline.es);
    expect(es.html).toContain('<html lang="es"');
    expect(h1Of((await page({ 'accept-language': 'en-US,en;q=0.9' })).html)).toBe(headline.en);
    expect(h1Of((await page({ cookie: 'language=en', 'accept-language': 'es-ES' })).html)).toBe(headline.en);
    expect(h1Of((await page({ cookie: 'language=es', 'accept-language': 'en-US' })).html)).toBe(headline.es);
  });

  it('answers an unknown path with the 404 page, rendered, and status 404', async () => {
    const res = await fetch(`${baseUrl}/no/such/page`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('data-testid="not-found"');
    expect(h1Of(html)).toBe(enNotFound.title);
  });

  it('paints the landing with JavaScript turned off', async () => {
    browser = await openBrowser({ javaScriptEnabled: false });
    await browser.page.goto(`${baseUrl}/`);
    expect(await browser.page.getByTestId('landing-title').textContent()).toBe(headline.es);
    // The stylesheet came inside the page: the hero's layout is there without any other file.
    const position = await browser.page
      .locator('header')
      .first()
      .evaluate((element) => getComputedStyle(element).position);
    expect(position).toBe('sticky');
  });

  it('takes the landing over without a console error or hydration warning, and switches language', async () => {
    browser = await openBrowser();
    const { page, context } = browser;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const title = page.getByTestId('landing-title');
    expect(await title.textContent()).toBe(headline.es);

    // Only the app, once it has taken the page over, answers the switcher.
    await switchToEnglish(page, () => title.textContent(), headline.en);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookie = (await context.cookies(baseUrl)).find((entry) => entry.name === 'language');
    expect(cookie?.value).toBe('en');

    // The server now sends the page in English from the first byte.
    const reloaded = await page.reload({ waitUntil: 'networkidle' });
    expect(h1Of((await reloaded?.text()) ?? '')).toBe(headline.en);
    expect(await title.textContent()).toBe(headline.en);
    expect(messages).toEqual([]);
  });

  it('is hydrated by React itself: its root on #root, the sent hero kept and made live', async () => {
    browser = await openBrowser();
    const { page } = browser;
    // The hero's heading as the HTML parser inserts it, before any script runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const sent = document.querySelector('[data-testid="landing-title"]');
        if (!sent) return;
        (window as unknown as { sentTitle: Element }).sentTitle = sent;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const hydrated = () =>
      page.evaluate(() => {
        const keys = (node: Element | null) => (node ? Object.keys(node) : []);
        const root = document.getElementById('root');
        const title = document.querySelector('[data-testid="landing-title"]');
        return {
          reactRoot: keys(root).some((key) => key.startsWith('__reactContainer$')),
          titleIsReacts: keys(title).some((key) => key.startsWith('__reactFiber$')),
          sameTitle: title !== null && title === (window as unknown as { sentTitle?: Element }).sentTitle,
        };
      });
    await expect
      .poll(hydrated, { timeout: 20_000 })
      .toEqual({ reactRoot: true, titleIsReacts: true, sameTitle: true });
  });

  it('renders the page afresh in a choice stored before the cookie existed, without an error, and sets the cookie', async () => {
    browser = await openBrowser();
    const { page, context } = browser;
    // A returning visitor who chose English before the app wrote the cookie: the server, asked in
    // Spanish, sends the landing in Spanish.
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const sent = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(h1Of((await sent?.text()) ?? '')).toBe(headline.es);
    await expect
      .poll(() => page.getByTestId('landing-title').textContent(), { timeout: 20_000 })
      .toBe(headline.en);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookie = (await context.cookies(baseUrl)).find((entry) => entry.name === 'language');
    expect(cookie?.value).toBe('en');
    // Rendered by React in English: its buttons answer.
    await page.getByTestId('language-switcher').getByRole('button', { name: 'ES' }).click();
    await expect.poll(() => page.getByTestId('landing-title').textContent()).toBe(headline.es);
    expect(messages).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import { type BrowserSession, openBrowser } from '../support/browser';
import { openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

type Box = { x: number; width: number };

/**
 * The header's and the footer's inner containers, every content container of the page, and how wide
 * the document scrolls: the content containers are the `[data-container]` elements inside <main>.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null): Box | null => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { x: rect.x, width: rect.width };
    };
    return {
      header: box(document.querySelector('header > [data-container]')),
      footer: box(document.querySelector('footer > [data-container]')),
      main: [...document.querySelectorAll('main [data-container]')]
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => box(element) as Box),
      scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      innerWidth: window.innerWidth,
    };
  });
}

const PAGES = [
  { name: 'the landing', path: '/', ready: 'landing-title', signedIn: false },
  { name: 'the dashboard', path: '/dashboard', ready: 'dashboard-welcome', signedIn: true },
  { name: 'the admin panel', path: '/admin', ready: 'admin-page', signedIn: true },
  // The upload form of this tab once ran past its card (and the window) on phones.
  { name: "the admin panel's Massey tab", path: '/admin?tab=massey', ready: 'massey-upload', signedIn: true },
] as const;

describe('one content width for the header, the page and the footer', () => {
  for (const width of [1440, 390]) {
    for (const target of PAGES) {
      it(`lines up ${target.name} with the header and the footer at ${width} px, with nothing wider than the window`, async () => {
        const options = { language: 'es' as const, width, height: 900 };
        browser = target.signedIn ? await openBrowserAs(api, options) : await openBrowser(options);
        const { page } = browser;
        await page.goto(`${baseUrl}${target.path}`);
        await page.getByTestId(target.ready).waitFor();
        // Late content (counts, tables) settles before measuring.
        await page.waitForLoadState('networkidle');

        const layout = await measure(page);
        expect(layout.header, 'the header container').not.toBeNull();
        expect(layout.footer, 'the footer container').not.toBeNull();
        const header = layout.header as Box;
        const footer = layout.footer as Box;
        expect(layout.main.length, 'content containers in <main>').toBeGreaterThan(0);
        for (const box of [footer, ...layout.main]) {
          expect(Math.abs(box.x - header.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(box.width - header.width)).toBeLessThanOrEqual(1);
        }
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
      });
    }
  }
});

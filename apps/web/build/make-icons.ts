/**
 * Renders the installable app's icons (public/icons/*.png) from the logo, with the Chromium the
 * end-to-end tests use: `npx tsx apps/web/build/make-icons.ts`. The PNGs are committed; run this
 * again only when the logo changes.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BACKGROUND = '#0b1220';
// The favicon's mark (public/favicon.svg) on its own, in a 32-unit box.
const MARK = `<path d="M7 22l6-7 4 4 8-9" fill="none" stroke="#34d399" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="10" r="2.5" fill="#fbbf24"/>`;

/** The favicon as is: a rounded tile, for launchers that show the icon as given. */
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BACKGROUND}"/>${MARK}</svg>`;
/** Full bleed, the mark inside the central 80 % circle that every mask keeps. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${MARK}</g></svg>`;
/** The status-bar badge: the platform keeps only the alpha, so a white mark on nothing. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M5 23l7-8 4.5 4.5L26 9" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'badge-96.png', size: 96, svg: badge },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${icon.svg}`,
    );
    await writeFile(`${OUT}${icon.file}`, await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}

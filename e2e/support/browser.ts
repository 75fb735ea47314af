import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { nextClientAddress } from './client-address';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** The address the server takes this browser's requests to come from (client-address.ts). */
  clientAddress: string;
  close(): Promise<void>;
}

/**
 * Debian's Chromium on a fresh profile, as a client of its own: every request it makes names its own
 * address in X-Forwarded-For, which the server believes from loopback. `language` is the visitor's
 * stored choice: in localStorage before any page script runs, and in the cookie the server reads.
 */
export async function openBrowser(
  options: { language?: 'es' | 'en'; width?: number; height?: number; javaScriptEnabled?: boolean } = {},
) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'arcade-chromium-'));
  const clientAddress = nextClientAddress();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'es-ES',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
  });
  if (options.language) {
    await context.addInitScript((language) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', language);
    }, options.language);
    // The cookie the app writes beside it, so the server sends the first page in that language too.
    await context.addCookies([
      { name: 'language', value: options.language, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
    ]);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    clientAddress,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  } satisfies BrowserSession;
}

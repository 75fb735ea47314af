// What the browser benchmarks share: the built app served in-process on the demo market, and how
// headless Chromium is launched on a fresh profile.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type BrowserContext, type LaunchOptions } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDemoProvider } from '../../apps/server/src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../apps/server/src/modules/market/sync.service';

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

export interface WebApp {
  app: FastifyInstance;
  address: string;
}

/**
 * Runs `measure` against the built web app (`webDistDir`, by default BENCH_WEB_DIST_DIR or the project's
 * own build) served by the server in-process (embedded database in a temporary directory, demo market
 * synced first, logging off). Prints why and skips it when there is no Chromium or no build.
 */
export async function withWebApp(
  label: string,
  measure: (web: WebApp) => Promise<void>,
  webDistDir: string | undefined = process.env.BENCH_WEB_DIST_DIR,
): Promise<void> {
  if (!existsSync(chromiumPath)) {
    console.log(`${label} skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-web-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SYNC_ON_START: 'false',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    }),
  );
  try {
    await syncMarkets(app.db, [createDemoProvider(app.config.demoSeed)], new Date(), app.log);
    const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
    if (!(await fetch(`${address}/`)).ok) {
      console.log(`${label} skipped: the web app is not built (run npm run build first)`);
      return;
    }
    await measure({ app, address });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type ContextOptions = Omit<Parameters<typeof chromium.launchPersistentContext>[1], keyof LaunchOptions>;

/** Runs `use` in a Chromium on a fresh profile (a cold cache), removed afterwards. */
export async function withFreshBrowser<T>(
  options: ContextOptions,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    return await use(context);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

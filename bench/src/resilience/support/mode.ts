// The suite runs short in CI (`npm run test:resilience`) and in full by hand
// (`npm run test:resilience:full`, RESILIENCE_FULL=1).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server-process';

export const isFull = process.env.RESILIENCE_FULL === '1';

/** `short` in the CI form, `full` in the full one. */
export const byMode = <T>(short: T, full: T): T => (isFull ? full : short);

/** The built web app when there is one (GET / serves its index.html), else the server tests' stand-in. */
export function webDistDir(): string {
  const built = join(repoRoot, 'apps/web/dist');
  return existsSync(join(built, 'index.html')) ? built : join(repoRoot, 'apps/server/test/fixtures/web-dist');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it is true; false at the deadline. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}

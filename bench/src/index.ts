// `npm run bench`: throughput of the app's hot paths as ratios against bare node:http measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDemoProvider } from '../../apps/server/src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../apps/server/src/modules/market/sync.service';
import { load, startBaseline } from './http';
import { subscriberPicksCase } from './subscriber-picks';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
/** p99 is measured at 50 connections. */
const CONNECTIONS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-'));
// The start-up sync is run here, before measuring, so it does not compete with the requests.
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SYNC_ON_START: 'false' }),
);
await syncMarkets(app.db, [createDemoProvider(app.config.demoSeed)], new Date(), app.log);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const listed = (await (await fetch(`${address}/api/events`)).json()) as { events: unknown[] };

const subscriber = await subscriberPicksCase(address, app, 500);

interface Case {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The goal for the ratio (printed as goal ≥ N×), if there is one. */
  goal?: number;
}
const cases: Case[] = [
  { name: 'GET /api/health (database round trip)', url: `${address}/api/health` },
  { name: `GET /api/events (${listed.events.length} demo events)`, url: `${address}/api/events`, goal: 0.9 },
];
// The page is served only once the web app is built; measuring 404s would say nothing.
if ((await fetch(`${address}/`)).ok)
  cases.push({ name: 'GET / (the landing, with its reads)', url: `${address}/`, goal: 0.8 });
else console.log('GET / skipped: the web app is not built (run npm run build first)');
cases.push({
  name: 'GET /api/picks (subscriber, 500 picks)',
  url: `${address}/api/picks`,
  headers: { cookie: subscriber.cookie },
  goal: 0.8,
});

const pad = (value: number, width: number) => value.toFixed(0).padStart(width);
console.log(
  `HTTP throughput, ${seconds}s per measure, ${CONNECTIONS} connections, database ${app.database.mode}, ` +
    `log level silent; each case against bare node:http answering the very same response, headers and body (measured before and after it)`,
);
for (const { name, url, headers, goal } of cases) {
  const response = await fetch(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const baseline = await startBaseline(bytes, response.headers);
  const before = await load(baseline.url, seconds, CONNECTIONS);
  const measured = await load(url, seconds, CONNECTIONS, headers);
  const after = await load(baseline.url, seconds, CONNECTIONS);
  await baseline.close();
  const baselineRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  const ratio = measured.requestsPerSecond / baselineRps;
  const verdict = goal === undefined ? '' : `  goal ≥ ${goal}× ${ratio >= goal ? 'met' : 'NOT met'}`;
  console.log(
    `${name.padEnd(40)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB  ${pad(measured.requestsPerSecond, 6)} req/s ` +
      `p99 ${pad(measured.p99Ms, 3)} ms | bare ${pad(baselineRps, 6)} req/s p99 ${pad(Math.max(before.p99Ms, after.p99Ms), 3)} ms | ` +
      `ratio ${ratio.toFixed(3)}  errors ${measured.errors}${verdict}`,
  );
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });

// BENCH_SHORT=1 (CI): the hot paths and the landing page only.
if (process.env.BENCH_SHORT !== '1') {
  // Pick generation over 500 events, on its own database.
  await import('./generation');

  // A simulated fortnight of the default picks on the demo market: their CLV and ROI, on its own database.
  await import('./demo-fortnight');
}

// The landing page as a first visit gets it: its JavaScript and CSS (gzip) and its LCP in Chromium.
await import('./landing');

// The signed-in dashboard rendered with its first reads at 10, 100 and 2,000 live picks (bounded first screen).
await import('./dashboard-growth');

// The landing page and a signed-in user's dashboard with Lighthouse's mobile preset (Slow 4G, CPU 4× slower).
await import('./mobile');

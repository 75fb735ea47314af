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
const dataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-'));
// The start-up sync is run here, before measuring, so it does not compete with the requests.
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SYNC_ON_START: 'false' }),
);
await syncMarkets(app.db, [createDemoProvider(app.config.demoSeed)], new Date(), app.log);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const listed = (await (await fetch(`${address}/api/events`)).json()) as { events: unknown[] };

const healthBody = (await (await fetch(`${address}/api/health`)).text()) || '{}';
const baseline = await startBaseline(healthBody);
const subscriber = await subscriberPicksCase(address, app, 500);
// The same bytes the subscriber gets, so the ratio measures the app, not the size of the body.
const picksBaseline = await startBaseline(subscriber.body);

interface Case {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** Set on a baseline: the cases after it are measured against it, until the next one. */
  isBaseline?: boolean;
}
const cases: Case[] = [
  { name: 'bare node:http, same body (baseline)', url: baseline.url, isBaseline: true },
  { name: 'GET /api/health (database round trip)', url: `${address}/api/health` },
  { name: `GET /api/events (${listed.events.length} demo events)`, url: `${address}/api/events` },
];
// The page is served only once the web app is built; measuring 404s would say nothing.
if ((await fetch(`${address}/`)).ok) cases.push({ name: 'GET / (index.html)', url: `${address}/` });
else console.log('GET / skipped: the web app is not built (run npm run build first)');
const kb = (Buffer.byteLength(subscriber.body) / 1024).toFixed(0);
cases.push(
  { name: `bare node:http, ${kb} KB picks body (baseline)`, url: picksBaseline.url, isBaseline: true },
  {
    name: 'GET /api/picks (subscriber, 500 picks)',
    url: `${address}/api/picks`,
    headers: { cookie: subscriber.cookie },
  },
);

console.log(`HTTP throughput, ${seconds}s per case, 20 connections, database ${app.database.mode}`);
let baselineRps = 0;
for (const { name, url, headers, isBaseline } of cases) {
  const result = await load(url, seconds, 20, headers);
  if (isBaseline) baselineRps = result.requestsPerSecond;
  const ratio = (result.requestsPerSecond / baselineRps).toFixed(3);
  console.log(
    `${name.padEnd(42)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms  ratio ${ratio}  errors ${result.errors}`,
  );
}

await baseline.close();
await picksBaseline.close();
await app.close();
rmSync(dataDir, { recursive: true, force: true });

// Pick generation over 500 events (issue 6), on its own database.
await import('./generation');

// A simulated fortnight of the default picks on the demo market: their CLV and ROI (issue 13), on its own database.
await import('./demo-fortnight');

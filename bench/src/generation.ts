// Generation over 500 upcoming demo events with `auto` and no AI: total time and time to the
// first progress event, beside the floor of reading the same events and quotes from the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, gt, and } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { betSplits, events, odds } from '../../apps/server/src/db/schema/index';
import { createPickEnricher } from '../../apps/server/src/modules/ai/pick-enrichment';
import { generatePicks } from '../../apps/server/src/modules/generation/generation.service';
import {
  quotesByEvent,
  upcomingEvents,
} from '../../apps/server/src/modules/generation/generation.repository';
import { createDemoProvider } from '../../apps/server/src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../apps/server/src/modules/market/sync.service';

const TARGET_EVENTS = 500;
const dataDir = mkdtempSync(join(tmpdir(), 'arcade-bench-gen-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SYNC_ON_START: 'false',
    SYNC_INTERVAL_MINUTES: '0',
  }),
);
const db = app.db;
const now = new Date();
const demo = createDemoProvider(20261122);
await syncMarkets(db, [demo], new Date(now.getTime() - 6 * 3_600_000), app.log);
await syncMarkets(db, [demo], now, app.log);

// The demo has a few days of fixtures; copies of them (new ids, same leagues and prices) make 500.
const originals = await db
  .select()
  .from(events)
  .where(and(eq(events.status, 'upcoming'), gt(events.startTime, now)));
if (originals.length === 0) throw new Error('The demo market has no upcoming events');
for (let copy = 1; originals.length * (copy + 1) <= TARGET_EVENTS + originals.length - 1; copy++) {
  for (const event of originals) {
    const [clone] = await db
      .insert(events)
      .values({
        ...event,
        id: undefined,
        externalId: `${event.externalId}-copy${copy}`,
        createdAt: undefined,
        updatedAt: undefined,
      })
      .returning();
    if (!clone) continue;
    const quotes = await db.select().from(odds).where(eq(odds.eventId, event.id));
    if (quotes.length > 0)
      await db.insert(odds).values(quotes.map((q) => ({ ...q, id: undefined, eventId: clone.id })));
    const splits = await db.select().from(betSplits).where(eq(betSplits.eventId, event.id));
    if (splits.length > 0)
      await db.insert(betSplits).values(splits.map((s) => ({ ...s, id: undefined, eventId: clone.id })));
  }
}

const floorStart = performance.now();
const upcoming = await upcomingEvents(db, now, {});
await quotesByEvent(
  db,
  upcoming.map((e) => e.id),
);
const floorMs = performance.now() - floorStart;

const enricher = createPickEnricher({ timeoutMs: 1000 }, db);
const start = performance.now();
let firstProgressMs: number | null = null;
const result = await generatePicks(
  db,
  { bankroll: 1000, pickCount: 50, strategy: 'auto' },
  { now, enricher, onProgress: () => void (firstProgressMs ??= performance.now() - start) },
);
const totalMs = performance.now() - start;

console.log(
  `\nPick generation, auto, no AI, database ${app.database.mode}: ${result.analysed} upcoming events, ${result.picks.length} picks`,
);
console.log(`read events + quotes (floor)   ${floorMs.toFixed(0).padStart(6)} ms`);
console.log(
  `first progress event           ${(firstProgressMs ?? Number.NaN).toFixed(0).padStart(6)} ms  target 100 ms  ratio ${((firstProgressMs ?? 0) / 100).toFixed(2)}`,
);
console.log(
  `complete                       ${totalMs.toFixed(0).padStart(6)} ms  target 3000 ms  ratio ${(totalMs / 3000).toFixed(2)}  (${(totalMs / floorMs).toFixed(1)}× the read floor)`,
);

await app.close();
rmSync(dataDir, { recursive: true, force: true });

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { DatabaseHandle } from '../../../src/db/client';
import { backfillLedger } from '../../../src/modules/record/ledger/index';
import { testConfig, type TestApp } from '../../helpers/build-app';
import { createTestDatabase, testDatabaseMode } from '../../helpers/database';
import { createPick } from '../../helpers/picks';
import { canonical, type Json, sha256 } from './independent';
import { checkedEntries, verify } from './ledger-world';

let database: DatabaseHandle;
let t: TestApp;
const at = (iso: string) => new Date(iso);
type Row = Awaited<ReturnType<typeof createPick>>;
const picks = {} as { graded: Row; started: Row; live: Row; draft: Row };

beforeAll(async () => {
  database = await createTestDatabase();
  // A database from before the ledger: picks published, started and graded, never written to it.
  const db = database.db;
  picks.graded = await createPick(db, {
    status: 'published',
    approvedAt: at('2025-09-01T10:00:00Z'),
    eventStartTime: at('2025-09-02T19:00:00Z'),
    result: 'win',
    profit: 22,
    gradedAt: at('2025-09-02T22:00:00Z'),
    bookmaker: 'pinnacle',
  });
  picks.started = await createPick(db, {
    status: 'published',
    approvedAt: at('2025-09-01T09:00:00Z'),
    eventStartTime: at('2025-09-03T19:00:00Z'),
  });
  picks.live = await createPick(db, {
    status: 'published',
    approvedAt: at('2025-09-02T20:00:00Z'),
    eventStartTime: new Date(Date.now() + 86_400_000),
    line: -3.5,
    market: 'spreads',
  });
  picks.draft = await createPick(db, { status: 'approved', approvedAt: at('2025-09-01T08:00:00Z') });
  // The app's start-up writes them in.
  const app = await buildApp(testConfig(), { database });
  t = { app, database, close: async () => app.close() };
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe(`the ledger's backfill of earlier picks on ${testDatabaseMode}`, () => {
  it('writes every published pick at start-up in the order things happened, as the live path would', async () => {
    const entries = await checkedEntries(t);
    const { graded, started, live } = picks;
    expect(entries.map((e) => [e.kind, e.pickId, e.at])).toEqual([
      ['publish', started.id, '2025-09-01T09:00:00.000Z'],
      ['publish', graded.id, '2025-09-01T10:00:00.000Z'],
      ['reveal', graded.id, '2025-09-02T19:00:00.000Z'],
      ['publish', live.id, '2025-09-02T20:00:00.000Z'],
      ['result', graded.id, '2025-09-02T22:00:00.000Z'],
      ['reveal', started.id, '2025-09-03T19:00:00.000Z'],
    ]);
    const reveal = entries[2] as unknown as { details: Record<string, Json> };
    expect(reveal.details).toMatchObject({
      odds: '2.1000',
      stake: '20.00',
      edge: '0.092000',
      bookmaker: 'pinnacle',
    });
    expect(sha256(canonical(reveal.details as Json))).toBe(entries[1]?.commitment);
    expect(entries[4]).toMatchObject({ result: 'win', profit: '22.00', admin: null });
    expect(await verify(t)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('runs once: a second start or call writes nothing', async () => {
    const before = await checkedEntries(t);
    expect(await backfillLedger(database.db, new Date())).toBe(0);
    const again = await buildApp(testConfig(), { database });
    await again.close();
    expect(await checkedEntries(t)).toEqual(before);
  });
});

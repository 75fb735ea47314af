import { PickResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build-app';
import { testDatabaseMode } from '../../helpers/database';
import { readPick } from '../../helpers/picks';
import { expectNoLeak, secretPick } from '../../helpers/leak-search';
import { recordOf } from '../record-helpers';
import { canonical, type Json, sha256 } from './independent';
import {
  type Admin,
  adminOf,
  call,
  checkedEntries,
  entriesOf,
  publishedPick,
  readLedger,
  settle,
  verify,
} from './ledger-world';

let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOf(t);
});
afterAll(async () => t?.close());

/** secretPick('A')'s values as their columns store them (the ledger's decimals), and its book. */
const planted = {
  row: { ...secretPick('A').row, market: 'spreads' as const, bookmaker: 'ZzyzxBookA' },
  stored: ['7.15', '135.5700', '13457', '13.51', '0.098100', '0.432100', '9871.00', 'ZzyzxBookA'],
};
const secrets = [...secretPick('A').secrets, ...planted.stored];

describe(`the record's ledger on ${testDatabaseMode}`, () => {
  it('commits a published pick without giving it away, and the chain recomputes independently', async () => {
    const pick = await publishedPick(t, admin, planted.row);
    const { body } = await readLedger(t);
    expectNoLeak(body, secrets, 'GET /api/record/ledger');
    const [publish, ...more] = entriesOf(await checkedEntries(t), pick.id);
    expect(more).toEqual([]);
    expect(publish).toEqual({
      seq: publish?.seq,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      kind: 'publish',
      pickId: pick.id,
      tier: 'platinum',
      sport: 'nba',
      eventStartTime: pick.eventStartTime?.toISOString(),
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const verified = await verify(t);
    expectNoLeak(JSON.stringify(verified), secrets, 'GET /api/record/ledger/verify');
    expect(verified).toMatchObject({ ok: true, firstBadSeq: null, mismatches: [] });
  });

  it('seals a live pick’s odds edit, shows its tier change, and reveals it all at the first sync after the start', async () => {
    const pick = await publishedPick(t, admin, planted.row);
    const edit = { odds: 2.5, oddsAmerican: 150, bookmaker: 'ZzyzxOtherBook', reason: 'Book moved' };
    expect((await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/odds`, edit)).statusCode).toBe(200);
    const tier = await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/tier`, {
      tier: 'diamante',
      reason: 'Edge grew with the new price',
    });
    expect(tier.statusCode, tier.body).toBe(200);

    const live = await readLedger(t);
    expectNoLeak(live.body, [...secrets, '2.5000', 'ZzyzxOtherBook'], 'the ledger of a live pick');
    const sealed = entriesOf(await checkedEntries(t), pick.id).filter((e) => e.kind === 'correction');
    expect(sealed.map((e) => [e.field, e.from, e.to, e.commitment === null])).toEqual([
      ['odds', null, null, false],
      ['oddsAmerican', null, null, false],
      ['bookmaker', null, null, false],
      ['stake', null, null, false],
      ['edge', null, null, false],
      ['tier', 'platinum', 'diamante', true],
    ]);
    expect(sealed.map((e) => [e.admin, e.reason])).toEqual([
      ...Array.from({ length: 5 }, () => [admin.id, 'Book moved']),
      [admin.id, 'Edge grew with the new price'],
    ]);

    // Before the start the sync reveals nothing; the first one after it reveals the pick.
    const start = pick.eventStartTime as Date;
    await settle(t, new Date(start.getTime() - 60_000));
    expect(entriesOf(await checkedEntries(t), pick.id).some((e) => e.kind === 'reveal')).toBe(false);
    await settle(t, new Date(start.getTime() + 60_000));
    const entries = entriesOf(await checkedEntries(t), pick.id);
    const reveal = entries.find((e) => e.kind === 'reveal') as { details: Record<string, Json> } | undefined;
    expect(reveal?.details).toEqual({
      sport: 'nba',
      league: 'NBA',
      teams: { home: pick.homeTeam, away: pick.awayTeam },
      start: start.toISOString(),
      market: 'spreads',
      selection: 'Zzyzx United A',
      line: '7.15',
      odds: '135.5700',
      oddsAmerican: '13457',
      bookmaker: 'ZzyzxBookA',
      tier: 'platinum',
      stake: '13.51',
      edge: '0.098100',
      pModel: '0.432100',
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The last sealed correction's opening is the pick as it stands: compare it with the row.
    const corrections = (reveal as unknown as { corrections: Record<string, Record<string, Json>> })
      .corrections;
    const last = corrections[String(sealed[4]?.seq)];
    expect(sha256(canonical(last as Json))).toBe(sealed[4]?.commitment);
    const row = await readPick(t.database.db, pick.id);
    expect(last).toMatchObject({
      odds: '2.5000',
      oddsAmerican: '150',
      bookmaker: 'ZzyzxOtherBook',
      stake: (row?.stake as number).toFixed(2),
      edge: (row?.edge as number).toFixed(6),
      tier: 'platinum',
    });
    expect(row?.tier).toBe('diamante');
    expect(await verify(t)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('grades a started pick with a result entry and corrects it only with a reason, shown on /record', async () => {
    const pick = await publishedPick(t, admin, { eventStartTime: new Date('2025-10-04T18:00:00Z') }, 0);
    const win = await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/result`, { result: 'win' });
    expect(win.statusCode, win.body).toBe(200);
    for (const body of [{ result: 'loss' }, { result: 'loss', reason: 'typo' }]) {
      const refused = await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/result`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ reason: 'correction_needs_reason' });
    }
    const reason = 'The feed had the away score wrong';
    const loss = await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/result`, {
      result: 'loss',
      reason,
    });
    expect(PickResponseSchema.parse(loss.json()).pick).toMatchObject({ result: 'loss', profit: -20 });

    const entries = entriesOf(await checkedEntries(t), pick.id);
    expect(entries.map((e) => e.kind)).toEqual(['publish', 'reveal', 'result', 'correction', 'correction']);
    expect(entries[2]).toMatchObject({ result: 'win', profit: '22.00', closingOdds: null, admin: admin.id });
    expect(entries.slice(3).map((e) => [e.field, e.from, e.to, e.reason])).toEqual([
      ['result', 'win', 'loss', reason],
      ['profit', '22.00', '-20.00', reason],
    ]);
    const { record } = await recordOf(t.app, '?month=2025-10');
    expect(record.picks.find((p) => p.id === pick.id)?.corrections).toEqual([
      { at: entries[3]?.at, from: 'win', to: 'loss', reason, seq: entries[3]?.seq },
    ]);
    expect(await verify(t)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('refuses a result before the start and adds nothing to the ledger', async () => {
    const pick = await publishedPick(t, admin);
    const before = (await readLedger(t)).page.head;
    const res = await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/result`, { result: 'win' });
    expect(res.json().error).toMatchObject({ reason: 'event_not_started' });
    expect((await readLedger(t)).page.head).toEqual(before);
  });
});

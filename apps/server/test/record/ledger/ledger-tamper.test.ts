import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../helpers/build-app';
import { testDatabaseMode } from '../../helpers/database';
import { checkIndependently } from './independent';
import { type Admin, adminOf, publishedPick, rawSql, readLedger, settle, verify } from './ledger-world';

let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOf(t);
});
afterAll(async () => t?.close());

/** Runs a statement on the ledger with its no-rewrite trigger disabled, as the owner of the table can. */
async function rewrite(statement: string): Promise<void> {
  await rawSql(t, 'alter table record_ledger disable trigger record_ledger_no_rewrite');
  try {
    await rawSql(t, statement);
  } finally {
    await rawSql(t, 'alter table record_ledger enable trigger record_ledger_no_rewrite');
  }
}

/** The database's refusal of a statement, as its message. */
async function refusal(statement: string): Promise<string> {
  try {
    await rawSql(t, statement);
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  return 'accepted';
}

describe(`a record rewritten behind the ledger's back, on ${testDatabaseMode}`, () => {
  it('names the pick and the field of a row edited with raw SQL, and agrees again once it is undone', async () => {
    const pick = await publishedPick(
      t,
      admin,
      { odds: 2.1, eventStartTime: new Date(Date.now() - 60_000) },
      0,
    );
    const other = await publishedPick(t, admin);
    await settle(t, new Date());
    expect(await verify(t)).toMatchObject({ ok: true, mismatches: [] });

    await rawSql(t, `update picks set odds = 2.4 where id = '${pick.id}'`);
    await rawSql(t, `update picks set tier = 'diamante' where id = '${other.id}'`);
    const report = await verify(t);
    expect(report).toMatchObject({ ok: false, firstBadSeq: null });
    expect(report.mismatches).toEqual([
      { pickId: pick.id, field: 'odds' },
      { pickId: other.id, field: 'tier' },
    ]);

    await rawSql(t, `update picks set odds = 2.1 where id = '${pick.id}'`);
    await rawSql(t, `update picks set tier = 'platinum' where id = '${other.id}'`);
    expect(await verify(t)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('reports a published pick the ledger never heard of, and one deleted behind its back', async () => {
    const pick = await publishedPick(t, admin);
    await rawSql(t, `delete from picks where id = '${pick.id}'`);
    expect((await verify(t)).mismatches).toEqual([{ pickId: pick.id, field: 'pick' }]);
    await rawSql(
      t,
      `insert into picks (id, sport, home_team, away_team, selection, odds, odds_american, p_model, edge, stake,
        bankroll, expected_value, tier, status, min_odds) values ('${pick.id}', 'nba', '${pick.homeTeam}', '${pick.awayTeam}',
        '${pick.selection}', 2.1, 110, 0.52, 0.092, 20, 1000, 1.84, 'platinum', 'published', 1.97)`,
    );
    expect((await verify(t)).mismatches).toEqual([{ pickId: pick.id, field: 'eventStartTime' }]);
    await rawSql(
      t,
      `update picks set event_start_time = '${pick.eventStartTime?.toISOString()}' where id = '${pick.id}'`,
    );
    expect(await verify(t)).toMatchObject({ ok: true });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the ledger in the database itself', async () => {
    await publishedPick(t, admin);
    const { page } = await readLedger(t);
    for (const statement of [
      `update record_ledger set hash = 'x' where seq = 1`,
      'delete from record_ledger where seq = 1',
      'truncate record_ledger',
    ]) {
      expect(await refusal(statement), statement).toMatch(
        /record_ledger is append-only: (UPDATE|DELETE|TRUNCATE) refused/,
      );
    }
    expect((await readLedger(t)).page).toEqual(page);
  });

  it('names the first bad seq of an entry rewritten with the trigger disabled', async () => {
    await publishedPick(t, admin);
    const { page } = await readLedger(t);
    const target = page.entries[1];
    if (!target) throw new Error('expected two entries');
    const forged = target.entry.replace('"tier":"platinum"', '"tier":"diamante"');
    expect(forged).not.toBe(target.entry);
    await rewrite(`update record_ledger set entry = '${forged}' where seq = ${target.seq}`);
    expect(() =>
      checkIndependently(page.entries.map((row) => (row === target ? { ...row, entry: forged } : row))),
    ).toThrow(`entry ${target.seq}: hash does not chain`);
    const report = await verify(t);
    expect(report).toMatchObject({ ok: false, firstBadSeq: target.seq, checked: target.seq - 1 });

    // Rewriting its hash too only moves the break to the next entry.
    const { createHash } = await import('node:crypto');
    const previous = page.entries[0]?.hash ?? '';
    const hash = createHash('sha256')
      .update(previous + forged)
      .digest('hex');
    await rewrite(`update record_ledger set hash = '${hash}' where seq = ${target.seq}`);
    expect(await verify(t)).toMatchObject({ ok: false, firstBadSeq: target.seq + 1 });
    // The trigger is back: the forged entry cannot even be put back.
    expect(
      await refusal(`update record_ledger set entry = '${target.entry}' where seq = ${target.seq}`),
    ).toMatch(/append-only/);
  });
});

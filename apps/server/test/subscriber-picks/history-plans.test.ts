import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/migrate';
import { recordPage } from '../../src/modules/record/record.repository';
import { recentPublishedPicks } from '../../src/modules/subscriber-picks/subscriber-picks.repository';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

let database: DatabaseHandle;
/** Three years of published graded picks and a few open ones, so the planner weighs a real history. */
const HISTORY = 6_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `insert into picks (sport, home_team, away_team, selection, odds, odds_american, p_model, edge, stake,
       bankroll, expected_value, tier, status, min_odds, result, profit, timestamp, event_start_time, graded_at)
     select 'nba', 'Home', 'Away', 'Home', 2.1, 110, 0.5, 0.05, 10, 1000, 0.5, 'vip', 'published', 2.04,
       case when n <= $1 then 'win' end, case when n <= $1 then 11 end,
       now() - make_interval(hours => ($1 - n) * 4 + 2), now() - make_interval(hours => ($1 - n) * 4),
       case when n <= $1 then now() - make_interval(hours => ($1 - n) * 4 - 3) end
     from generate_series(1, $1 + 20) as n`,
    [HISTORY],
  );
  await database.query('analyze picks');
}, 60_000);
afterAll(async () => database?.close());

/** The plan of `query` when the planner may not scan a whole table where an index serves. */
async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    const result = await tx.execute(
      `explain ${query.sql}`.replace(/\$(\d+)/g, (_m, n: string) => {
        const value = query.params[Number(n) - 1];
        return typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);
      }),
    );
    return rowsOf<Record<string, unknown>>(result)
      .map((row) => Object.values(row).join(' '))
      .join('\n');
  });
}

describe(`the plans of the history's hot queries on ${testDatabaseMode}`, () => {
  it('finds graded and open published picks through their indexes, not by reading every pick', async () => {
    const plan = await planOf(
      recentPublishedPicks(database.db, new Date(Date.now() - 7 * 24 * 3_600_000)).toSQL(),
    );
    expect(plan).toContain('picks_published_graded_window_idx');
    expect(plan).toContain('picks_published_open_start_idx');
    expect(plan).not.toMatch(/Seq Scan on picks/);
  });

  it("reads a page of the record in the record's order from its index, not by sorting every pick", async () => {
    const plan = await planOf(recordPage(database.db, {}, { limit: 50, offset: 50 }).toSQL());
    expect(plan).toContain('picks_record_order_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});

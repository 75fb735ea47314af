import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/migrate';
import { correctionEntriesOf } from '../../src/modules/record/ledger/ledger.repository';
import { auditedResultCorrections } from '../../src/modules/record/record.repository';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

let database: DatabaseHandle;
/** Years of ledger entries and audit rows (publishes, results, repricings), few of them corrections. */
const HISTORY = 6_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `insert into record_ledger (seq, entry, hash)
     select n, case when n % 500 = 0
         then '{"field":"result","from":"win","kind":"correction","pickId":"' || gen_random_uuid() || '","to":"loss"}'
         else '{"kind":"' || (array['publish','reveal','result'])[1 + n % 3] || '","pickId":"' || gen_random_uuid() || '"}' end,
       md5(n::text)
     from generate_series(1, $1) as n`,
    [HISTORY],
  );
  await database.query(
    `insert into pick_audit_log (pick_id, action, actor_email, pick, changes, created_at)
     select gen_random_uuid(), case when n % 3 = 0 then 'odds_changed' else 'result_changed' end, 'admin@example.com',
       '{}'::jsonb, case when n % 500 = 0 then '{"result":{"from":"win","to":"loss"}}'::jsonb
         else '{"result":{"from":null,"to":"win"}}'::jsonb end,
       now() - make_interval(hours => n)
     from generate_series(1, $1) as n`,
    [HISTORY],
  );
  await database.query('analyze record_ledger');
  await database.query('analyze pick_audit_log');
}, 60_000);
afterAll(async () => database?.close());

/** The plan of `query`, with its parameters written in as constants. */
async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  const result = await database.db.execute(
    `explain ${query.sql}`.replace(/\$(\d+)/g, (_m, n: string) => {
      const value = query.params[Number(n) - 1];
      return typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);
    }),
  );
  return rowsOf<Record<string, unknown>>(result)
    .map((row) => Object.values(row).join(' '))
    .join('\n');
}

describe(`the plans of the record's corrections on ${testDatabaseMode}`, () => {
  it('reads the ledger corrections through their index, not every entry of the ledger', async () => {
    const plan = await planOf(correctionEntriesOf(database.db, 'result').toSQL());
    expect(plan).toContain('record_ledger_corrections_idx');
    expect(plan).not.toMatch(/Seq Scan on record_ledger/);
  });

  it('reads the audited result corrections through their index, not every audit entry', async () => {
    const plan = await planOf(auditedResultCorrections(database.db).toSQL());
    expect(plan).toContain('pick_audit_log_result_corrections_idx');
    expect(plan).not.toMatch(/Seq Scan on pick_audit_log/);
  });
});

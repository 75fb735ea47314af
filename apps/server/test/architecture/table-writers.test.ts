import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index';
import { TABLE_OWNERS } from '../../src/db/table-owners';
import { SERVER_SRC, moduleNames, serverProgram, serverSourceFiles } from './server-program';
import { type TableWrite, tableWrites } from './table-writes';

/*
 * One writer per table: each table of the schema is written by the one part of the server that
 * src/db/table-owners.ts names, and by nobody else (other parts call the owner's services).
 */

const schemaTables = new Set(
  Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
);

type Owners = Readonly<Record<string, string>>;

/** What breaks the rule among `writes`: a write from someone not the owner, or to an unnamed table. */
function ownershipViolations(writes: readonly TableWrite[], owners: Owners): string[] {
  return writes.flatMap((write) => {
    const at = `${write.part} (${write.place})`;
    if (write.table === '?') return [`a write whose table the scan cannot name, by ${at}`];
    const owner = owners[write.table];
    if (owner === undefined) return [`${write.table}: written by ${at}, and no owner is declared`];
    if (owner === write.part) return [];
    return [`${write.table}: owned by ${owner}, written by ${at}`];
  });
}

/** A module that writes, through every form the scan knows, tables another module owns. */
const PLANTED_FILE = join(SERVER_SRC, 'modules', 'stats', 'planted-writes.ts');
const PLANTED_SOURCE = `
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as tables from '../../db/schema/index';
import { users as people } from '../../db/schema/index';

export async function plantedWrites(db: Database, name: string): Promise<void> {
  await db.update(people).set({ name });
  await db.delete(tables.subscriptions);
  const table = tables.transactions;
  await db.insert(table).values({} as never);
  await db.execute(sql\`update \${tables.picks} set tier = 'vip'\`);
  await db.execute(sql\`DELETE FROM "bets"\`);
  await db.execute(sql\`insert into \${sql.identifier(name)} default values\`);
}
`;

describe('one writer per table', () => {
  let program: ts.Program;
  let writes: TableWrite[];

  beforeAll(() => {
    // One program for the server and the planted file (the type checker names each table written).
    program = serverProgram({ withLibraries: true, planted: { [PLANTED_FILE]: PLANTED_SOURCE } });
    writes = tableWrites(program, serverSourceFiles(), schemaTables);
  }, 180_000);

  it('declares an owner for every table of the schema, and for no other table', () => {
    expect(schemaTables.size).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...schemaTables].sort());
  });

  it('names owners that are modules of the server, or the database layer', () => {
    const parts = new Set([...moduleNames(), 'db']);
    expect(Object.values(TABLE_OWNERS).filter((owner) => !parts.has(owner))).toEqual([]);
  });

  it("finds every write to a table made by the table's owner", () => {
    expect(writes.length).toBeGreaterThan(100);
    expect(ownershipViolations(writes, TABLE_OWNERS)).toEqual([]);
  });

  it('catches a write from another module in each form, one to an unnamed table, and a table without an owner', () => {
    const planted = tableWrites(program, [PLANTED_FILE], schemaTables);
    expect(planted.map((write) => `${write.part}: ${write.table}`)).toEqual([
      'stats: users',
      'stats: subscriptions',
      'stats: transactions',
      'stats: picks',
      'stats: bets',
      'stats: ?',
    ]);
    expect(ownershipViolations(planted, TABLE_OWNERS)).toEqual([
      expect.stringMatching(
        /^users: owned by users, written by stats \(modules\/stats\/planted-writes\.ts:\d+\)$/,
      ),
      expect.stringMatching(/^subscriptions: owned by subscriptions, written by stats/),
      expect.stringMatching(/^transactions: owned by billing, written by stats/),
      expect.stringMatching(/^picks: owned by picks, written by stats/),
      expect.stringMatching(/^bets: owned by bets, written by stats/),
      expect.stringMatching(/^a write whose table the scan cannot name, by stats/),
    ]);
    const { users: _users, ...withoutUsers } = TABLE_OWNERS;
    const usersWrites = writes.filter((write) => write.table === 'users');
    expect(usersWrites.length).toBeGreaterThan(0);
    expect(ownershipViolations(usersWrites, withoutUsers)).toEqual(
      usersWrites.map(() => expect.stringMatching(/^users: written by users .*, and no owner is declared$/)),
    );
  });
});

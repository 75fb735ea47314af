import { LedgerPageSchema, LedgerVerifySchema } from '@arcade/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { NewPickRow } from '../../../src/db/schema/index';
import { closeAndSettle } from '../../../src/modules/market/closing.service';
import { picksChanged } from '../../../src/lib/changes';
import { createAccount, loginAs } from '../../helpers/accounts';
import type { TestApp } from '../../helpers/build-app';
import { createPick } from '../../helpers/picks';
import { checkIndependently, type Entry } from './independent';

export interface Admin {
  id: string;
  email: string;
  cookie: string;
}

export async function adminOf(t: TestApp): Promise<Admin> {
  const account = await createAccount(t.database.db, { role: 'admin' });
  return {
    id: account.id,
    email: account.email,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const call = (t: TestApp, admin: Admin | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: admin ? { cookie: admin.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

/** The whole ledger as the public reads it (one page), its raw body too. */
export async function readLedger(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/record/ledger?limit=1000' });
  expect(res.statusCode, res.body).toBe(200);
  return { page: LedgerPageSchema.parse(res.json()), body: res.body };
}

/** The ledger read and checked by the tests' own implementation; answers its parsed entries. */
export async function checkedEntries(t: TestApp): Promise<Entry[]> {
  const { page } = await readLedger(t);
  const entries = checkIndependently(page.entries);
  const last = page.entries.at(-1);
  expect(page.head).toEqual(last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: '0'.repeat(64) });
  return entries;
}

export async function verify(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/record/ledger/verify' });
  expect(res.statusCode, res.body).toBe(200);
  return LedgerVerifySchema.parse(res.json());
}

/** The market sync's settle step, as the sync runs it at `now` (it reveals what has started). */
export const settle = (t: TestApp, now: Date, eventIds: string[] = []) =>
  t.database.db.transaction((tx) => closeAndSettle(tx, eventIds, now));

/** A pending pick starting in `hoursAhead` hours, published through the admin API. */
export async function publishedPick(
  t: TestApp,
  admin: Admin,
  overrides: Partial<NewPickRow> = {},
  hoursAhead = 2,
) {
  const pick = await createPick(t.database.db, {
    eventStartTime: new Date(Date.now() + hoursAhead * 3_600_000),
    bookmaker: 'pinnacle',
    ...overrides,
    status: 'pending',
  });
  const res = await call(t, admin, 'PATCH', `/api/admin/picks/${pick.id}/status`, { status: 'published' });
  expect(res.statusCode, res.body).toBe(200);
  return pick;
}

/** Raw SQL as the database's owner would type it, then the caches told (as a sync would not). */
export async function rawSql(t: TestApp, statement: string): Promise<void> {
  await t.database.db.execute(sql.raw(statement));
  picksChanged();
}

export const entriesOf = (entries: Entry[], pickId: string) => entries.filter((e) => e.pickId === pickId);

import { type LedgerHead, type LedgerQuery, LedgerPageSchema, LedgerVerifySchema } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { preparedRead } from '../../../db/prepared';
import { entriesAfter } from './ledger.repository';
import { ledgerHead } from './ledger.service';
import { verifyLedger } from './verify.service';

/** Pages kept per head; beyond this a page is read for its request only. */
const MAX_PREPARED_PAGES = 64;

/** The ledger as of one head: its pages and its verification, each built once. */
class LedgerSnapshot {
  private readonly pages = new Map<string, Buffer>();
  private verification: Promise<Buffer> | null = null;

  constructor(readonly head: LedgerHead) {}

  async page(db: Database, query: LedgerQuery): Promise<Buffer> {
    const key = `${query.after}|${query.limit}`;
    const cached = this.pages.get(key);
    if (cached) return cached;
    // Entries past the head this snapshot names are left for the next snapshot: a page and its head agree.
    const rows = query.after >= this.head.seq ? [] : await entriesAfter(db, query.after, query.limit);
    const entries = rows.filter((row) => row.seq <= this.head.seq);
    const body = Buffer.from(JSON.stringify(LedgerPageSchema.parse({ head: this.head, entries })));
    if (this.pages.size < MAX_PREPARED_PAGES) this.pages.set(key, body);
    return body;
  }

  verify(db: Database): Promise<Buffer> {
    if (!this.verification) {
      this.verification = verifyLedger(db).then((report) =>
        Buffer.from(JSON.stringify(LedgerVerifySchema.parse(report))),
      );
      this.verification.catch(() => {
        this.verification = null;
      });
    }
    return this.verification;
  }
}

// Every append goes with a change of the picks (publish, reveal, result, correction, withdraw), and a
// row changed behind the ledger's back shows in verify within the prepared read's age limit.
const snapshots = preparedRead('picks', { read: async (db) => new LedgerSnapshot(await ledgerHead(db)) });

export async function ledgerPageBody(db: Database, query: LedgerQuery): Promise<Buffer> {
  return (await snapshots.get(db)).value.page(db, query);
}

export async function ledgerVerifyBody(db: Database): Promise<Buffer> {
  return (await snapshots.get(db)).value.verify(db);
}

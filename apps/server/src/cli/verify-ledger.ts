// `npm run verify-ledger -- <url>`: reads a running server's public ledger page by page and checks it
// here, trusting nothing the server says about itself: the chain from the first entry (consecutive
// seqs, canonical JSON, each hash = sha256(previous hash + entry)) and every reveal against the
// commitments it opens. Prints OK with the head, or the first bad seq; exits 1 on any failure. The
// server's own verify (which also compares the stored picks) is reported beside it.
import { LedgerPageSchema, LedgerVerifySchema, type LedgerEntry } from '@arcade/contracts';
import { checkChain } from '../modules/record';

const PAGE = 1000;

async function getJson(url: URL): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url.pathname}${url.search}: HTTP ${res.status}`);
  return res.json();
}

async function readLedger(
  base: URL,
): Promise<{ entries: LedgerEntry[]; head: { seq: number; hash: string } }> {
  const entries: LedgerEntry[] = [];
  let head = { seq: 0, hash: '0'.repeat(64) };
  for (;;) {
    const url = new URL(`/api/record/ledger?after=${entries.at(-1)?.seq ?? 0}&limit=${PAGE}`, base);
    const page = LedgerPageSchema.parse(await getJson(url));
    head = page.head;
    entries.push(...page.entries);
    if (page.entries.length === 0 || (entries.at(-1)?.seq ?? 0) >= head.seq) return { entries, head };
  }
}

const short = (hash: string) => hash.slice(0, 12);

async function main(): Promise<number> {
  const target = process.argv.slice(2).find((arg) => arg !== '--');
  if (!target) {
    console.error('usage: npm run verify-ledger -- <url of the server, e.g. https://picks.example.com>');
    return 2;
  }
  const base = new URL(target);
  const { entries, head } = await readLedger(base);
  const report = checkChain(entries);
  if (report.firstBadSeq !== null) {
    console.log(`BAD #${report.firstBadSeq}: ${report.problem} (${report.checked} entries before it hold)`);
    return 1;
  }
  if (report.head.seq !== head.seq || report.head.hash !== head.hash) {
    console.log(
      `BAD: the entries end at #${report.head.seq} but the server names #${head.seq} ${short(head.hash)}`,
    );
    return 1;
  }
  console.log(
    `OK #${head.seq} ${short(head.hash)}: ${report.checked} entries chain, ${report.openedCommitments} commitments opened by their reveals, ${report.picks.size} picks`,
  );
  const server = LedgerVerifySchema.parse(await getJson(new URL('/api/record/ledger/verify', base)));
  if (!server.ok) {
    const mismatches = server.mismatches.map((m) => `${m.pickId} ${m.field}`).join(', ');
    console.log(
      `BAD: the server's picks differ from its ledger: ${mismatches || `first bad seq ${server.firstBadSeq}`}`,
    );
    return 1;
  }
  console.log('OK: the server reports its stored picks agree with the ledger');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`verify-ledger: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

// The signed-in dashboard as the server renders it with its first reads, at 10, 100 and 2,000 live
// picks: its first screen holds the nearest picks of each tier (6 a tier, 24 at most), so its bytes
// and its rate grow until that screen is full and stay flat after. Printed as ratios against the
// 10-pick and the 100-pick figures measured in the same run; the whole list (GET /api/picks, what the
// page used to carry) is printed beside them for scale. Nothing asserted on time.
import { backfillLedger } from '../../apps/server/src/modules/record';
import { kb, withWebApp } from './web-app';
import { load } from './http';
import { loggedInSubscriber, publishPicks } from './subscriber-picks';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
/** At most the server's concurrent renders (4): beyond them a page goes out unrendered, as index.html. */
const CONNECTIONS = 2;
const SIZES = [10, 100, 2_000] as const;

interface Figures {
  picks: number;
  pageBytes: number;
  listBytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(picks: number): Promise<Figures | undefined> {
  let figures: Figures | undefined;
  await withWebApp(`dashboard at ${picks} live picks`, async ({ app, address }) => {
    await publishPicks(app, picks);
    // Published picks are in the record's ledger, as publishing leaves them: the page's ledger check
    // then finds nothing missing (it lists every missing pick).
    await backfillLedger(app.db, new Date());
    const cookie = await loggedInSubscriber(address, app);
    const headers = { cookie, 'accept-encoding': 'br' };
    const page = await fetch(`${address}/dashboard`, { headers: { cookie } });
    const html = await page.text();
    if (!html.includes('id="first-reads"')) throw new Error('the dashboard was not rendered with its reads');
    const list = await (await fetch(`${address}/api/picks`, { headers: { cookie } })).arrayBuffer();
    const result = await load(`${address}/dashboard`, seconds, CONNECTIONS, headers);
    figures = {
      picks,
      pageBytes: Buffer.byteLength(html),
      listBytes: list.byteLength,
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      errors: result.errors,
    };
  });
  return figures;
}

const measured: Figures[] = [];
for (const picks of SIZES) {
  const figures = await measure(picks);
  if (!figures) break;
  measured.push(figures);
}
const [fewest, full] = measured;
const ratio = (value: number, base: number) => `×${(value / base).toFixed(2)}`;
if (fewest && full && measured.length === SIZES.length) {
  console.log(
    `Signed-in /dashboard rendered with its reads, ${seconds}s at ${CONNECTIONS} connections, brotli; ` +
      `ratios against ${fewest.picks} and ${full.picks} live picks (first screen full) in this run`,
  );
  for (const f of measured) {
    console.log(
      `  ${String(f.picks).padStart(5)} live picks  page ${kb(f.pageBytes).padStart(9)} ` +
        `(${ratio(f.pageBytes, fewest.pageBytes)}, ${ratio(f.pageBytes, full.pageBytes)})  ` +
        `${f.requestsPerSecond.toFixed(0).padStart(5)} req/s ` +
        `(${ratio(f.requestsPerSecond, fewest.requestsPerSecond)}, ${ratio(f.requestsPerSecond, full.requestsPerSecond)})  ` +
        `p99 ${f.p99Ms} ms  errors ${f.errors}  | whole list GET /api/picks ${kb(f.listBytes)}`,
    );
  }
}

// The hot paths bench:growth times, one request after another on loopback: p50 and p99 of each.
import { picksChanged } from '../../apps/server/src/lib/changes';

export interface Timing {
  p50: number;
  p99: number;
  /** Bytes of the last answer (the first chunk for a stream; 0 for generation). */
  bytes: number;
}

export interface Callers {
  address: string;
  /** Cookie headers of an admin and of a subscriber with a plan. */
  admin: string;
  subscriber: string;
}

interface HotPath {
  name: string;
  /** Samples relative to the run's request count (a stream or a generation costs more). */
  share?: number;
  run(callers: Callers): Promise<number>;
  /** Rebuild the prepared reads before each sample: the first request after a pick changed. */
  cold?: boolean;
}

const SAME_ORIGIN = { 'x-requested-with': 'XMLHttpRequest' };

async function get(callers: Callers, path: string, cookie?: string): Promise<number> {
  const res = await fetch(`${callers.address}${path}`, { headers: cookie ? { cookie } : {} });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return body.byteLength;
}

/** The next page's cursor or number, read from a first page. */
async function firstPage<T>(callers: Callers, path: string, cookie: string): Promise<T> {
  const res = await fetch(`${callers.address}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Time to the export's first chunk, then the download is abandoned. */
async function exportFirstBytes(callers: Callers): Promise<number> {
  const controller = new AbortController();
  const res = await fetch(`${callers.address}/api/admin/historical-data?format=json&dataset=all`, {
    headers: { cookie: callers.admin },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  const reader = res.body.getReader();
  const { value } = await reader.read();
  controller.abort();
  await reader.cancel().catch(() => undefined);
  return value?.byteLength ?? 0;
}

async function generate(callers: Callers): Promise<number> {
  const res = await fetch(`${callers.address}/api/picks`, {
    method: 'POST',
    headers: { cookie: callers.admin, 'content-type': 'application/json', ...SAME_ORIGIN },
    body: JSON.stringify({ pickCount: 10, bankroll: 1000, strategy: 'auto' }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`generation: ${res.status} ${text.slice(0, 200)}`);
  return 0;
}

export const HOT_PATHS: HotPath[] = [
  { name: 'GET /api/picks (anonymous)', run: (c) => get(c, '/api/picks') },
  { name: 'GET /api/picks (subscriber)', run: (c) => get(c, '/api/picks', c.subscriber) },
  {
    name: 'GET /api/picks (subscriber, after a change)',
    cold: true,
    share: 0.1,
    run: (c) => get(c, '/api/picks', c.subscriber),
  },
  { name: 'GET /api/kpis', run: (c) => get(c, '/api/kpis') },
  { name: 'GET /api/kpis (after a change)', cold: true, share: 0.1, run: (c) => get(c, '/api/kpis') },
  { name: 'GET /api/record (page 1)', run: (c) => get(c, '/api/record', c.subscriber) },
  { name: 'GET /api/record (page 2)', run: (c) => get(c, '/api/record?page=2', c.subscriber) },
  {
    name: 'GET /api/record (after a change)',
    cold: true,
    share: 0.1,
    run: (c) => get(c, '/api/record', c.subscriber),
  },
  { name: 'GET /api/events', run: (c) => get(c, '/api/events') },
  { name: 'GET /api/admin/picks (first page)', run: (c) => get(c, '/api/admin/picks', c.admin) },
  {
    name: 'GET /api/admin/picks (Historial, page 2)',
    run: async (c) => {
      const first = await firstPage<{ nextCursor: string | null }>(
        c,
        '/api/admin/picks?hasResult=true',
        c.admin,
      );
      return get(c, `/api/admin/picks?hasResult=true&cursor=${first.nextCursor ?? ''}`, c.admin);
    },
  },
  { name: 'GET /api/admin/picks/counts', run: (c) => get(c, '/api/admin/picks/counts', c.admin) },
  { name: 'GET /api/admin/picks/summary', run: (c) => get(c, '/api/admin/picks/summary', c.admin) },
  { name: 'GET /api/admin/users (first page)', run: (c) => get(c, '/api/admin/users', c.admin) },
  { name: 'export stream, first bytes', share: 0.25, run: exportFirstBytes },
  { name: 'GET /api/bets (subscriber, page 1)', run: (c) => get(c, '/api/bets', c.subscriber) },
  {
    name: 'GET /api/bets (subscriber, page 2)',
    run: async (c) => {
      const first = await firstPage<{ nextCursor: string | null }>(c, '/api/bets', c.subscriber);
      const cursor = first.nextCursor === null ? '' : `?cursor=${encodeURIComponent(first.nextCursor)}`;
      return get(c, `/api/bets${cursor}`, c.subscriber);
    },
  },
  { name: 'GET /api/bets/open (subscriber)', run: (c) => get(c, '/api/bets/open', c.subscriber) },
  { name: 'GET /api/bets/summary (subscriber)', run: (c) => get(c, '/api/bets/summary', c.subscriber) },
  { name: 'GET /api/bets/curve (subscriber)', run: (c) => get(c, '/api/bets/curve', c.subscriber) },
  {
    name: 'GET /api/bets/export.csv (whole book)',
    share: 0.1,
    run: (c) => get(c, '/api/bets/export.csv', c.subscriber),
  },
  { name: 'generation (POST /api/picks, auto)', share: 0.02, run: generate },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** Each hot path `requests` times (its share of them), after two untimed warm-ups. */
export async function measureAll(callers: Callers, requests: number): Promise<Map<string, Timing>> {
  const timings = new Map<string, Timing>();
  for (const path of HOT_PATHS) {
    const samples: number[] = [];
    let bytes = 0;
    const count = Math.max(2, Math.round(requests * (path.share ?? 1)));
    for (let i = 0; i < count + 2; i++) {
      if (path.cold) picksChanged();
      const start = performance.now();
      bytes = await path.run(callers);
      if (i >= 2) samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    timings.set(path.name, { p50: percentile(samples, 50), p99: percentile(samples, 99), bytes });
  }
  return timings;
}

// Traffic for the database-outage scenario: readers and admin writes that know which phase of the
// outage they are in, so a 503 counts as correct while the database is down and as an error otherwise.
import type { SeededAccount } from './accounts';
import { grantVip } from './admin-api';
import type { HttpAnswer, HttpClient } from './http';
import { sleep } from './mode';
import type { Recorder } from './recorder';

export type Phase = 'up' | 'down' | 'recovering';

export interface OutageState {
  phase: Phase;
  stop: boolean;
  /** 503 bodies that did not say SERVICE_UNAVAILABLE with a message and a Retry-After. */
  unclear503: string[];
}

const READS = [
  '/api/picks',
  '/api/auth/me',
  '/api/record',
  '/api/kpis',
  '/api/events',
  '/api/billing/subscription',
];

/** Checks one answer: 2xx/304 always fine, 503 fine (and clear) only while the database is not up. */
export function judge(state: OutageState, recorder: Recorder, kind: string, res: HttpAnswer): void {
  // Outside the up phase the status goes in the kind: served from memory (200) or refused (503).
  const phaseKind = state.phase === 'up' ? `${kind} [up]` : `${kind} [${state.phase} ${res.status}]`;
  if (res.status < 400 || [401, 404, 409].includes(res.status)) return recorder.ok(phaseKind, res.ms);
  if (res.status === 503 && state.phase !== 'up') {
    const body = res.text();
    const isClear =
      res.headers['retry-after'] !== undefined &&
      /"code":"SERVICE_UNAVAILABLE"/.test(body) &&
      body.includes('The database is unavailable');
    if (!isClear) state.unclear503.push(`${kind}: ${body.slice(0, 200)}`);
    return recorder.ok(phaseKind, res.ms);
  }
  recorder.error(phaseKind, res.ms, `${res.status} ${res.text().slice(0, 160)}`);
}

/** A logged-in user reading a page's data in a loop. */
export async function reader(
  http: HttpClient,
  state: OutageState,
  recorder: Recorder,
  cookie: string,
): Promise<void> {
  let n = 0;
  while (!state.stop) {
    const path = READS[n++ % READS.length] ?? '/api/picks';
    const began = performance.now();
    try {
      judge(
        state,
        recorder,
        `GET ${path}`,
        await http.send({ path, headers: { cookie }, timeoutMs: 15_000 }),
      );
    } catch (error) {
      recorder.error(`GET ${path} [${state.phase}]`, performance.now() - began, (error as Error).message);
    }
    await sleep(20);
  }
}

/**
 * An admin granting plans, one fresh account per write: every 200 is an acknowledged write the
 * database must still hold after the outage (an active subscription for that account).
 */
export async function granter(
  http: HttpClient,
  state: OutageState,
  recorder: Recorder,
  adminCookie: string,
  targets: SeededAccount[],
  acknowledged: string[],
): Promise<void> {
  while (!state.stop) {
    const target = targets.shift();
    if (!target) return;
    const began = performance.now();
    try {
      const res = await grantVip(http, adminCookie, target.id);
      judge(state, recorder, 'PATCH subscription', res);
      if (res.status === 200) acknowledged.push(target.id);
    } catch (error) {
      recorder.error(
        `PATCH subscription [${state.phase}]`,
        performance.now() - began,
        (error as Error).message,
      );
    }
    await sleep(30);
  }
}

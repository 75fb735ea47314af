import { setTimeout as sleep } from 'node:timers/promises';
import { ApiErrorSchema, isReason } from '@arcade/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/types/fastify-augment';
import { uniqueIp } from './accounts';
import type { TestApp } from './build-app';
import { fingerprint, fingerprintChanges, writeCounts, writesBetween } from './db-fingerprint';
import { type FuzzContext, type FuzzRequest, fuzzRequests } from './fuzz-inputs';

/** In a `lean` batch, a field's mutations stop once this many of them were accepted. */
const LEAN_ACCEPTED_PER_GROUP = 2;

/** What an answer must never show: a stack trace, a source path, SQL or the database's name. */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\n\s+at /],
  ['node_modules', /node_modules/],
  ['a source file and line', /\.[cm]?[jt]sx?:\d+/],
  ['SQL', /select .* from|insert into|syntax error at|relation "|violates .* constraint/i],
  ['the ORM', /drizzle/i],
  ['the database', /postgres|pglite/i],
];

/**
 * GET /api/health and /api/ready name the database mode they run on (`"mode":"postgres"`), and the API docs list the
 * modes that field may hold (in JSON and in YAML): those are the routes' purpose, not a leak, so that text alone is taken
 * out before the check.
 */
function leakCheckedText(route: RouteEntry, body: string): string {
  let text = body;
  if (route.url === '/api/health' || route.url === '/api/ready')
    text = text.replace(/"mode":"(postgres|pglite)"/, '');
  if (route.url.startsWith('/api/docs')) {
    text = text.replaceAll('["pglite","postgres"]', '').replace(/- pglite\s+- postgres/g, '');
  }
  // A stack inside a JSON string has its line breaks escaped: look at it unescaped too.
  return text.includes('\\n') ? `${text}\n${text.replaceAll('\\n', '\n')}` : text;
}

/**
 * Reads whose success legitimately writes: the generation stream stores the picks it generates, and
 * the unsubscribe link turns the user's emails off (a signed token; the fuzzer's never verifies).
 */
const WRITING_READS = new Set(['/api/picks/stream', '/api/notifications/unsubscribe']);

/**
 * Waits for what a request set going after its answer, so that the next request's write count holds
 * only its own writes: background tasks, and, when it queued mail, the mail worker's first attempt
 * (which marks the row logged or sent).
 */
async function settle(t: TestApp, counts: Map<string, number>): Promise<Map<string, number>> {
  await t.app.tasks.drain();
  const after = await writeCounts(t.database);
  if (!writesBetween(counts, after).mail_outbox) return after;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { rows } = await t.database.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where status = 'pending' and attempts = 0 and next_attempt_at <= now()`,
    );
    if (rows[0]?.n === 0) break;
    await sleep(10);
  }
  return writeCounts(t.database);
}

export interface BatchResult {
  problems: string[];
  ms: number;
  sent: number;
  refused: number;
  /** Requests the server accepted (status < 400), with the tables each wrote. */
  accepted: { label: string; status: number; writes: Record<string, number> }[];
}

/**
 * A refusal the web cannot put in the user's language: not the API's error shape, no reason of the
 * contracts' list, or a validation error whose issues lack their code. A HEAD answer has no body.
 */
function refusalProblem(request: FuzzRequest, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode < 400 || res.statusCode >= 500 || request.method === 'HEAD') return undefined;
  // A page opened from an email (unsubscribe) answers a person with HTML in their language.
  if (String(res.headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) return `not the API's error shape: ${res.body.slice(0, 200)}`;
  const { reason, code, issues } = parsed.data.error;
  if (!isReason(reason)) return `no listed reason (${String(reason)}): ${res.body.slice(0, 200)}`;
  if (code === 'VALIDATION_ERROR' && reason === 'invalid_request' && !issues?.length)
    return `a validation error without issues: ${res.body.slice(0, 200)}`;
  return undefined;
}

function answerProblems(route: RouteEntry, request: FuzzRequest, res: LightMyRequestResponse): string[] {
  const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}] → ${res.statusCode}`;
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`${where}: server error ${res.body.slice(0, 300)}`);
  const refusal = refusalProblem(request, res);
  if (refusal) problems.push(`${where}: a refusal the web cannot translate, ${refusal}`);
  const text = leakCheckedText(route, res.body);
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match)
      problems.push(
        `${where}: ${name} in the body: …${text.slice(Math.max(0, match.index - 80), match.index + 80)}…`,
      );
  }
  return problems;
}

/**
 * Sends one route's batch as one role and checks every answer and every write. Each request's
 * background tasks finish before the next one starts, so each write counted belongs to one request:
 * a refused request (4xx) must have written nothing, a read the server accepted too (except the
 * writing reads above). When the whole batch was refused, the fingerprint of every table must also
 * be the same after it as before it.
 */
export async function fuzzRoute(
  t: TestApp,
  tables: readonly string[],
  route: RouteEntry,
  context: FuzzContext,
): Promise<BatchResult> {
  const started = performance.now();
  const before = await fingerprint(t.database, tables);
  const result: BatchResult = { problems: [], ms: 0, sent: 0, refused: 0, accepted: [] };
  let counts = await writeCounts(t.database);
  // One client address per batch: per-address limits end the costly attempts (a password hash per
  // login) after a few requests, as they would for a real client; 429 is a refusal like any other.
  const remoteAddress = uniqueIp();
  const acceptedPerGroup = new Map<string, number>();
  for (const request of fuzzRequests(route, context)) {
    const group = request.group;
    if (context.depth === 'lean' && group && (acceptedPerGroup.get(group) ?? 0) >= LEAN_ACCEPTED_PER_GROUP)
      continue;
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress,
    });
    const after = await settle(t, counts);
    const writes = writesBetween(counts, after);
    counts = after;
    result.sent += 1;
    result.problems.push(...answerProblems(route, request, res));
    const wrote = Object.keys(writes).length > 0;
    const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}] → ${res.statusCode}`;
    if (res.statusCode >= 400) {
      result.refused += 1;
      if (wrote) result.problems.push(`${where}: refused, yet wrote ${JSON.stringify(writes)}`);
      continue;
    }
    result.accepted.push({ label: request.label, status: res.statusCode, writes });
    if (group) acceptedPerGroup.set(group, (acceptedPerGroup.get(group) ?? 0) + 1);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && wrote && !WRITING_READS.has(route.url)) {
      result.problems.push(`${where}: a read wrote ${JSON.stringify(writes)}`);
    }
  }
  if (result.accepted.length === 0) {
    const changed = fingerprintChanges(before, await fingerprint(t.database, tables));
    if (changed.length > 0) {
      result.problems.push(
        `${route.method} ${route.url}: every request was refused, yet ${changed.join('; ')}`,
      );
    }
  }
  const polluted = Object.keys(Object.prototype).concat(
    ['polluted', 'role'].filter((key) => key in ({} as Record<string, unknown>)),
  );
  if (polluted.length > 0)
    result.problems.push(`${route.method} ${route.url}: Object.prototype polluted: ${polluted}`);
  result.ms = Math.round(performance.now() - started);
  return result;
}

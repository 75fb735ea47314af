import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => t?.close());

/** The request ids the log recorded for requests to this URL. */
function loggedIds(url: string): string[] {
  return logLines
    .map((line) => JSON.parse(line) as { requestId?: string; req?: { url?: string } })
    .filter((entry) => entry.req?.url === url)
    .map((entry) => entry.requestId ?? '');
}

async function healthWith(id: string | undefined, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: id === undefined ? {} : { 'x-request-id': id },
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['x-request-id']);
}

describe(`the request id on ${testDatabaseMode}`, () => {
  it.each([
    ['a proxy-style token', 'req-42'],
    ['a UUID', '7d0e6f2a-4b1c-4c1e-9a51-2f2c0b1d9e77'],
    ['dots, colons and underscores', 'edge.lb-1:trace_0001'],
    ['64 characters, the longest kept', 'a'.repeat(64)],
  ])('keeps the caller id when it is %s, in the response and in the log', async (_name, id) => {
    const url = `/api/health?case=${encodeURIComponent(id.slice(0, 12))}`;
    expect(await healthWith(id, url)).toBe(id);
    expect(loggedIds(url)).toContain(id);
  });

  it.each([
    ['65 characters, one too many', 'a'.repeat(65)],
    ['a very long value', 'x'.repeat(10_000)],
    ['spaces', 'req 42'],
    ['a line break that would forge a log line', 'req-42\n{"level":60,"msg":"forged"}'],
    ['markup', '<script>alert(1)</script>'],
    ['a slash and a quote', 'a/b"c'],
    ['non-ASCII characters', 'reqñ-42'],
    ['an empty value', ''],
  ])('replaces the caller id with a new one when it has %s', async (name, id) => {
    const url = `/api/health?bad=${encodeURIComponent(name.slice(0, 10))}`;
    const used = await healthWith(id, url);
    expect(used).toMatch(UUID);
    expect(used).not.toBe(id);
    const logged = loggedIds(url);
    expect(logged).toContain(used);
    expect(logLines.join('\n')).not.toContain('<script>');
    expect(logLines.join('\n')).not.toContain('"forged"');
  });

  it('makes a new id for each request that sends none', async () => {
    const first = await healthWith(undefined, '/api/health?none=1');
    const second = await healthWith(undefined, '/api/health?none=2');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });
});

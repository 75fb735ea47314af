import { randomUUID } from 'node:crypto';
import type { RouteEntry } from '../../src/types/fastify-augment';
import { fieldNames, inputJsonSchema, sampleOf } from './fuzz-sample';

/** One request the fuzzer sends; `label` says what was malformed, for the failure message. */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The field or part it mutates; `lean` batches stop a group after a few accepted requests. */
  group?: string;
}

/** What the test knows that the schemas cannot say. */
export interface FuzzContext {
  roleCookie: string | undefined;
  depth: FuzzDepth;
  /** An id that exists, for the route's path parameter (the fuzzer adds garbage ones itself). */
  knownId?: string | undefined;
  /** A body the route accepts, where cross-field rules make the schema's own sample fail. */
  seedBody?: unknown;
}

/**
 * What the fuzzer sends a route: everything; everything but the header and whole-query variants
 * (`lean`, for routes whose every accepted request is costly: a market sync, a pick generation; those
 * variants test the framework's parsers, which every other route covers); or only what reaches the
 * guard (`guard`, for a role the route refuses).
 */
export type FuzzDepth = 'full' | 'lean' | 'guard';

const HUGE = 'x'.repeat(100 * 1024);
/** 100 KB of four-byte characters. */
const HUGE_EMOJI = '🎲'.repeat(25 * 1024);
const EMOJI = '⚽️🏀 👩‍👩‍👧‍👦 🇪🇸';
const RTL = 'مرحبا \u202Eevil\u202C עברית';
const ZALGO = 'Z̸̢̛a̷l̶g̸o\u200B\u200D\uFEFF';
/** Control characters other than NUL (the NUL guard has its own tests), and Unicode line breaks. */
const CONTROL = 'a\u0001\u0007\b\t\n\r\u001b[31m\u007f\u0085\u2028\u2029z';
const LONE_SURROGATE = 'a\uD800b';

/** Values put in place of one field of an otherwise valid body. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  'NaN',
  'Infinity',
  '-0',
  '',
  HUGE,
  HUGE_EMOJI,
  `${EMOJI} ${RTL} ${ZALGO}`,
  CONTROL,
  LONE_SURROGATE,
  "'; drop table users; --",
  // Dates a parser accepts but a database column may not hold, or that do not exist.
  '0001-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30T25:61:00Z',
];

/** Values put in one query parameter (already percent-encoded where that is the point). */
const BAD_QUERY_VALUES: readonly string[] = [
  '%E0%A4%A',
  '',
  'NaN',
  'Infinity',
  '-0',
  '99999999999999999999',
  encodeURIComponent(`${EMOJI}${RTL}${CONTROL}`),
  'x'.repeat(10 * 1024),
  '__proto__',
];

/** Whole query strings, whatever the route reads. */
const BAD_QUERIES: readonly string[] = [
  '__proto__[role]=admin&__proto__.role=admin',
  'constructor[prototype][role]=admin',
  '%E0%A4%A=1',
  'a=%&b=%%&c=%ZZ',
  '&&==&=&',
  `${'a=1&'.repeat(2000)}a=2`,
  'unknown=1&unknown=2&unknown[]=3',
];

/** Raw bodies that are not JSON, or are JSON in a shape no route wants. */
const BAD_BODIES: readonly string[] = [
  '{not json',
  '{"a":',
  '[1,',
  '"unterminated',
  '{"a":1,}',
  'NaN',
  '{"a":NaN,"b":Infinity,"c":-Infinity}',
  '{"a":1e999}',
  '\uFEFF{}',
  'null',
  '[]',
  '123',
  '"a string"',
  'true',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '{"__proto__":{"role":"admin","polluted":true}}',
  '{"constructor":{"prototype":{"role":"admin","polluted":true}}}',
  '{"prototype":{"polluted":true},"a":{"b":{"__proto__":{"polluted":true}}}}',
];

/** Bodies the JSON parser itself refuses: not JSON, or poisoned with __proto__ / constructor keys. */
const isUnparseable = (body: string) => {
  if (/__proto__|constructor/.test(body)) return true;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
};

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset="',
  'application/json;;;x=',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
];

/**
 * Headers as a real HTTP parser would let them through (tab, printable ASCII and bytes 0x80–0xFF
 * only: light-my-request would pass anything, Node's parser would not).
 */
function badHeaders(roleCookie: string | undefined): Record<string, string>[] {
  return [
    { cookie: 'sid=%E0%A4%A' },
    { cookie: `sid=${'a'.repeat(8 * 1024)}` },
    { cookie: `sid=; ${roleCookie ?? 'sid=x'}; sid=y;;; =;=` },
    { cookie: `${roleCookie ?? 'a=b'}; ${'c'.repeat(40)}=${'\u00e9'.repeat(100)}` },
    { 'if-none-match': '"' },
    { 'if-none-match': 'W/"x", *, "a",,,' },
    { 'if-none-match': 'x'.repeat(10 * 1024) },
    { 'accept-language': '*;q=NaN,,;q=,es-' },
    { 'accept-language': 'x'.repeat(10 * 1024) },
    { 'accept-language': '\u00ff\u00e9s' },
    { accept: 'application/xml;q=0, */*;q=0' },
    { range: 'bytes=99999999999-, abc' },
    { 'x-forwarded-for': '999.1.1.1, not-an-ip, , ::ffff:zz' },
    { 'user-agent': `\u00ff${'u'.repeat(10 * 1024)}` },
    { 'x-request-id': '\u00ff'.repeat(200) },
  ];
}

function fillPath(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace(/\*$/, value === 'uuid' ? 'some/page' : value);
}

/** Path parameter values: the first is a real id when known, the second a uuid nothing has, the rest garbage. */
function pathValues(knownId: string | undefined): string[] {
  return [
    ...(knownId ? [knownId] : []),
    randomUUID(),
    'not-a-uuid',
    '%E0%A4%A',
    encodeURIComponent(EMOJI),
    '-0',
    'NaN',
    '__proto__',
    '..%2F..%2Fpackage.json',
    'x'.repeat(5000),
  ];
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined && field !== null)
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(field))}`)
    .join('&');
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** A body where one field holds `value` and the others stay valid, as JSON text. */
function mutated(sample: unknown, field: string, value: unknown): string {
  const base = sample && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
  return JSON.stringify({ ...base, [field]: value });
}

/**
 * Every malformed request the fuzzer sends one route as one role. `full` reaches the route's
 * validation and handler (bodies field by field, queries, path parameters, headers); `guard`, for a
 * role the route refuses, only what the guard answers before anything is parsed.
 */
export function fuzzRequests(route: RouteEntry, context: FuzzContext): FuzzRequest[] {
  const { roleCookie, depth } = context;
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const bodySchema = inputJsonSchema(route.schema?.body);
  const querySchema = inputJsonSchema(route.schema?.querystring);
  const bodySample = context.seedBody ?? (bodySchema ? sampleOf(bodySchema) : {});
  const sampleText = JSON.stringify(bodySample ?? null);
  const query = toQuery(querySchema ? sampleOf(querySchema) : undefined);
  const [validParam = 'x', ...badParams] =
    route.url.includes(':') || route.url.endsWith('*') ? pathValues(context.knownId) : [];
  const path = fillPath(route.url, route.url.endsWith('*') ? 'uuid' : validParam);
  const headers: Record<string, string> = {
    // Same-origin proof, so that the state-changing read (the generation stream) reaches validation.
    'x-requested-with': 'fetch',
    ...(roleCookie ? { cookie: roleCookie } : {}),
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
  };
  const out: FuzzRequest[] = [];
  const add = (label: string, extra: Partial<FuzzRequest> = {}) =>
    out.push({
      label,
      method: route.method,
      url: withQuery(path, query),
      ...extra,
      headers: { ...headers, ...extra.headers },
      ...(hasBody && extra.payload === undefined ? { payload: sampleText } : {}),
    });

  add('valid-looking request');
  add('malformed JSON body', { payload: '{not json', headers: { 'content-type': 'application/json' } });
  add('huge cookie', { headers: { cookie: `${roleCookie ?? 'a=b'}; junk=${HUGE}` } });
  add('prototype keys in the query', { url: withQuery(path, BAD_QUERIES[0] ?? '') });
  if (depth === 'guard') return out;

  for (const param of badParams)
    add(`path parameter ${param.slice(0, 40)}`, { url: withQuery(fillPath(route.url, param), query) });
  if (depth === 'full') {
    for (const extra of badHeaders(roleCookie)) add(`header ${Object.keys(extra)[0]}`, { headers: extra });
    for (const bad of BAD_QUERIES) add(`query ${bad.slice(0, 40)}`, { url: withQuery(path, bad) });
  }
  for (const key of fieldNames(querySchema)) {
    for (const value of BAD_QUERY_VALUES) {
      add(`query ${key}=${value.slice(0, 40)}`, {
        url: withQuery(path, `${query}&${key}=${value}`),
        group: key,
      });
    }
    add(`query ${key} repeated`, { url: withQuery(path, `${query}&${key}=a&${key}=b`), group: key });
    add(`query ${key} as array and object`, { url: withQuery(path, `${key}[]=1&${key}[a]=2`), group: key });
  }
  if (!hasBody) {
    add('a JSON body on a read', {
      payload: '{"__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    return out;
  }
  // A route without a body schema ignores a well-formed body: only the parser's refusals test it.
  const bodies = bodySchema ? BAD_BODIES : BAD_BODIES.filter(isUnparseable);
  for (const body of bodies) add(`body ${body.slice(0, 40)}`, { payload: body });
  for (const type of CONTENT_TYPES) add(`content-type ${type}`, { headers: { 'content-type': type } });
  add('no content-type', { headers: { 'content-type': '' } });
  add('empty body', { payload: '' });
  for (const field of fieldNames(bodySchema)) {
    for (const value of BAD_VALUES) {
      add(`body ${field}=${JSON.stringify(value)?.slice(0, 40)}`, {
        payload: mutated(bodySample, field, value),
        group: field,
      });
    }
    add(`body ${field} with a __proto__ inside`, {
      group: field,
      payload: mutated(bodySample, field, 'PROTO').replace('"PROTO"', '{"__proto__":{"polluted":true}}'),
    });
  }
  return out;
}

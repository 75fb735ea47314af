import { ApiErrorSchema } from '@arcade/contracts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../src/lib/database-unavailable';
import { registerErrorHandler } from '../../src/plugins/error-handler';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

/** What node-postgres, pg-pool and Drizzle throw when PostgreSQL is down, stopping or restarting. */
const unavailable: Record<string, Error> = {
  'a refused connection': withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'a refused dual-stack connection (AggregateError)': new AggregateError([
    withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  ]),
  'a reset connection inside a Drizzle query error': wrapped(withCode('read ECONNRESET', 'ECONNRESET')),
  'a fast shutdown (57P01)': wrapped(
    withCode('terminating connection due to administrator command', '57P01'),
  ),
  'a server starting up (57P03)': wrapped(withCode('the database system is starting up', '57P03')),
  'a connection exception (class 08)': withCode('connection failure', '08006'),
  'a connection that ended mid-query': wrapped(new Error('Connection terminated unexpectedly')),
  'a pool that cannot connect in time': new Error('timeout exceeded when trying to connect'),
};

/** Failures that are the query's own fault or a bug: they stay 500. */
const notUnavailable: Record<string, Error> = {
  'a unique violation': wrapped(withCode('duplicate key value violates unique constraint', '23505')),
  'a syntax error': wrapped(withCode('syntax error at or near "selec"', '42601')),
  'a plain bug': new TypeError("Cannot read properties of undefined (reading 'id')"),
};

describe('isDatabaseUnavailable', () => {
  it.each(Object.entries(unavailable))('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(Object.entries(notUnavailable))('does not mistake %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler while the database is down', () => {
  let app: FastifyInstance;
  const all = { ...unavailable, ...notUnavailable };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/throw/:name', async (request) => {
      throw all[(request.params as { name: string }).name];
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it.each(Object.keys(unavailable))('answers %s with a retryable 503 that says so', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/throw/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      reason: 'database_unavailable',
    });
  });

  it.each(Object.keys(notUnavailable))('keeps %s a 500 with its text hidden', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/throw/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
  });
});

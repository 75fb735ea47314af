import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiErrorSchema, HISTORY_IMPORT_MAX_ROWS, HistoryImportSummarySchema } from '@arcade/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicalMatches } from '../../src/db/schema/index';
import { DOWNLOAD_FAILED_MESSAGE } from '../../src/modules/history/import/fetch-csv';
import { importHistory } from '../../src/modules/history/import/import.service';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/history/${name}`, import.meta.url), 'utf8');

let t: TestApp;
let server: Server;
let baseUrl: string;
let port: number;
let requestsSeen = 0;
let adminCookie: string;
let userCookie: string;

/** A file server on loopback that the route must never reach: /E0.csv answers the fixture. */
async function startFileServer(): Promise<void> {
  server = createServer((request, response) => {
    requestsSeen += 1;
    if (request.url === '/E0.csv') {
      response.writeHead(200, { 'content-type': 'text/csv' }).end(fixture('E0_new-layout.csv'));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  await startFileServer();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  const user = await createAccount(t.database.db);
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  userCookie = await loginAs(t.app, user.email, user.plainPassword);
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
});

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(historicalMatches))[0]?.n ?? 0;
const errorOf = (body: string) => ApiErrorSchema.parse(JSON.parse(body)).error;

describe(`POST /api/admin/import on ${testDatabaseMode}`, () => {
  const content = fixture('oddsportal_nhl.csv');

  it('answers 401 to an anonymous caller and 403 to a regular user, importing nothing', async () => {
    const anonymous = await post({ source: 'auto', content });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous.body).code).toBe('UNAUTHORIZED');
    const user = await post({ source: 'auto', content }, userCookie);
    expect(user.statusCode).toBe(403);
    expect(errorOf(user.body).code).toBe('FORBIDDEN');
    expect(await count()).toBe(0);
  });

  it('answers 400 to a body without exactly one of url and content, or with a bad source or URL', async () => {
    for (const payload of [
      { source: 'auto' },
      { source: 'auto', content, url: `${baseUrl}/E0.csv` },
      { source: 'excel', content },
      { source: 'auto', url: 'ftp://127.0.0.1/E0.csv' },
      { source: 'auto', content: '' },
      { source: 'auto', content, extra: true },
    ]) {
      const res = await post(payload, adminCookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res.body).code).toBe('VALIDATION_ERROR');
    }
    expect(await count()).toBe(0);
  });

  it('imports CSV text for an admin and answers the summary', async () => {
    const res = await post({ source: 'oddsportal', content }, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    const summary = HistoryImportSummarySchema.parse(res.json());
    expect(summary).toMatchObject({ source: 'oddsportal', sport: 'nhl', rows: 3, inserted: 2, skipped: 1 });
    expect(summary.unmapped).toEqual([
      { league: 'NHL', name: 'All-Stars East', count: 1 },
      { league: 'NHL', name: 'All-Stars West', count: 1 },
    ]);
    expect(await count()).toBe(2);
    const again = HistoryImportSummarySchema.parse(
      (await post({ source: 'auto', content }, adminCookie)).json(),
    );
    expect(again).toMatchObject({ inserted: 0, updated: 2 });
    expect(await count()).toBe(2);
  });

  it('accepts a file larger than the default body limit', async () => {
    const text = fixture('E0_old-layout.csv');
    const padded = `${text}${'\n'.repeat(300 * 1024)}`;
    const res = await post({ source: 'football-data', content: padded }, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 2, skipped: 1 });
  });

  it('refuses URLs on loopback or behind a local name with one answer, without contacting them', async () => {
    const before = await count();
    requestsSeen = 0;
    const answers = [];
    for (const url of [
      `${baseUrl}/E0.csv`,
      `${baseUrl}/missing.csv`,
      `http://localhost:${port}/E0.csv`,
      `http://[::1]:${port}/E0.csv`,
      `http://0.0.0.0:${port}/E0.csv`,
    ]) {
      const res = await post({ source: 'auto', url }, adminCookie);
      answers.push({ status: res.statusCode, error: errorOf(res.body) });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 400,
        error: {
          code: 'VALIDATION_ERROR',
          message: DOWNLOAD_FAILED_MESSAGE,
          reason: 'import_download_failed',
        },
      });
    }
    expect(requestsSeen).toBe(0);
    expect(await count()).toBe(before);
  });

  it('answers 413 to a file of more rows than an import takes, storing nothing', async () => {
    const before = await count();
    const rows = Array.from(
      { length: HISTORY_IMPORT_MAX_ROWS + 1 },
      () => 'E0,02/01/2031,15:00,Arsenal,Chelsea,2,1',
    );
    const content = ['Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG', ...rows].join('\n');
    const res = await post({ source: 'auto', content }, adminCookie);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `The file has more than ${HISTORY_IMPORT_MAX_ROWS.toLocaleString('en')} rows; import it in parts`,
      reason: 'import_too_many_rows',
      details: { maxRows: HISTORY_IMPORT_MAX_ROWS },
    });
    expect(await count()).toBe(before);
  });

  it('answers a health check while a large import is being written, before the import ends', async () => {
    // 3,000 different games: six batches, each its own transaction.
    const day = (i: number) => new Date(Date.UTC(2040, 0, 1) + i * 86_400_000);
    const ddmmyyyy = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const rows = Array.from({ length: 3000 }, (_, i) => `E0,${ddmmyyyy(day(i))},15:00,Arsenal,Chelsea,1,0`);
    const text = ['Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG', ...rows].join('\n');
    const finished: string[] = [];
    let health: Promise<{ statusCode: number }> | undefined;
    const summary = await importHistory(t.database.db, {
      source: 'auto',
      text,
      onBatch: () => {
        health ??= t.app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
          finished.push('health');
          return res;
        });
      },
    });
    finished.push('import');
    expect(summary).toMatchObject({ rows: 3000, inserted: 3000 });
    expect((await health)?.statusCode).toBe(200);
    expect(finished).toEqual(['health', 'import']);
  });

  it('answers 400 with the reason for a file in no known layout', async () => {
    const res = await post({ source: 'auto', content: 'Team,Rating\nAlpha,1.2\n' }, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toMatch(/Not a history file/);
  });
});

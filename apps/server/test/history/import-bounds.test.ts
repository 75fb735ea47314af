import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { historicalMatches } from '../../src/db/schema/index';
import { importHistory } from '../../src/modules/history/import/import.service';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/history/${name}`, import.meta.url), 'utf8');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const count = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(historicalMatches))[0]?.n ?? 0;
const rowsOf = (dataSource: string, league: string) =>
  database.db
    .select()
    .from(historicalMatches)
    .where(and(eq(historicalMatches.dataSource, dataSource), eq(historicalMatches.league, league)))
    .orderBy(asc(historicalMatches.startTime));

describe(`repeated rows, large files and downloads on ${testDatabaseMode}`, () => {
  it('stores 2,000 identical rows as one match, counting the repeats as duplicates', async () => {
    const header = 'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,AvgH,AvgD,AvgA';
    const line = 'E0,02/01/2031,15:00,Arsenal,Chelsea,2,1,1.9,3.5,4.1';
    const text = [header, ...Array.from({ length: 2000 }, () => line)].join('\n');
    const summary = await importHistory(database.db, { source: 'auto', text });
    expect(summary).toMatchObject({ rows: 2000, inserted: 1, updated: 0, skipped: 1999, duplicates: 1999 });
    const stored = (await rowsOf('football-data', 'Premier League')).filter(
      (r) => r.homeTeam === 'Arsenal' && r.awayTeam === 'Chelsea',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.startTime.toISOString()).toBe('2031-01-02T15:00:00.000Z');
  });

  it('refuses a file of more rows than maxRows before reading it, writing nothing', async () => {
    const before = await count();
    const header = 'Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG';
    const rows = Array.from({ length: 11 }, (_, i) => `E0,0${(i % 9) + 1}/02/2031,15:00,Arsenal,Chelsea,1,0`);
    const text = `${[header, ...rows].join('\r\n')}\r\n\r\n`;
    await expect(importHistory(database.db, { source: 'auto', text, maxRows: 10 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file has more than 10 rows; import it in parts',
    });
    expect(await count()).toBe(before);
    // Blank lines are not rows: eleven rows fit a bound of eleven.
    expect(await importHistory(database.db, { source: 'auto', text, maxRows: 11 })).toMatchObject({
      rows: 11,
    });
  });

  it('downloads a file from a public URL and imports it (the name resolved to a local fake)', async () => {
    const server = createServer((_request, response) => void response.end(fixture('oddsportal_nfl.csv')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const summary = await importHistory(database.db, {
        source: 'auto',
        url: `http://history.example:${port}/nfl.csv`,
        resolveHost: async (hostname) => (hostname === 'history.example' ? ['127.0.0.1'] : []),
      });
      expect(summary).toMatchObject({ source: 'oddsportal', sport: 'nfl', rows: 3 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

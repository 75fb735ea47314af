import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiErrorSchema, EXPORT_COLUMNS, ExportPreviewSchema, HistoricalDataSchema } from '@arcade/contracts';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventRow, events, type NewOddsRow, odds, type PickRow } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';

const URL_BASE = '/api/admin/historical-data';
const COMMA_QUOTE_TEAM = 'Atlético, "Los Colchoneros"';
const FORMULA_TEAM = '=HYPERLINK("http://evil.example","x")';

let t: TestApp;
let adminCookie: string;
let soccer: EventRow;
let nba: EventRow;
let soccerPick: PickRow;
let nbaPick: PickRow;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  const db = t.database.db;
  [soccer, nba] = (await db
    .insert(events)
    .values([
      {
        sport: 'soccer',
        league: 'La Liga',
        homeTeam: COMMA_QUOTE_TEAM,
        awayTeam: FORMULA_TEAM,
        startTime: at('2024-03-02T20:00:00Z'),
        status: 'finished',
        homeScore: 2,
        awayScore: 1,
        apiSource: 'test',
        externalId: 'x-soccer',
      },
      {
        sport: 'nba',
        league: 'NBA',
        homeTeam: 'Málaga Ñandúes',
        awayTeam: 'Line\nBreakers',
        startTime: at('2024-04-10T00:30:00Z'),
        apiSource: 'test',
        externalId: 'x-nba',
      },
    ])
    .returning()) as [EventRow, EventRow];
  // 25 NHL events in January 2024, for the preview's 20 rows and its total.
  await db.insert(events).values(
    Array.from({ length: 25 }, (_, i) => ({
      sport: 'nhl' as const,
      league: 'NHL',
      homeTeam: `Home ${i}`,
      awayTeam: `Away ${i}`,
      startTime: at(`2024-01-${String(i + 1).padStart(2, '0')}T18:00:00Z`),
      apiSource: 'test',
      externalId: `x-nhl-${i}`,
    })),
  );
  await db.insert(odds).values([
    {
      eventId: soccer.id,
      bookmaker: 'pinnacle',
      market: 'spreads',
      selection: '-0.5',
      odds: 1.95,
      line: -0.5,
      probability: 0.5,
      timestamp: at('2024-03-01T10:00:00Z'),
    },
    {
      eventId: nba.id,
      bookmaker: '@risky',
      market: 'h2h',
      selection: 'Málaga Ñandúes',
      odds: 1.5,
      timestamp: at('2024-04-09T10:00:00Z'),
    },
  ]);
  soccerPick = await createPick(db, {
    eventId: soccer.id,
    sport: 'soccer',
    homeTeam: COMMA_QUOTE_TEAM,
    awayTeam: FORMULA_TEAM,
    selection: COMMA_QUOTE_TEAM,
    oddsAmerican: -110,
    odds: 1.9091,
    edge: -0.05,
    eventStartTime: soccer.startTime,
    result: 'win',
    profit: 18.18,
  });
  nbaPick = await createPick(db, { eventId: nba.id, sport: 'nba', eventStartTime: nba.startTime });
});
afterAll(async () => t?.close());

const fetchExport = (query: string) =>
  t.app.inject({ method: 'GET', url: `${URL_BASE}?${query}`, headers: { cookie: adminCookie } });

function parseCsv(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed;
}

describe(`GET ${URL_BASE} (${testDatabaseMode})`, () => {
  it('answers all three datasets as one JSON document by default, picks without their analysis log', async () => {
    const res = await fetchExport('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = HistoricalDataSchema.parse(res.json());
    expect(data.events?.map((e) => e.id)).toEqual(expect.arrayContaining([soccer.id, nba.id]));
    expect(data.events).toHaveLength(27);
    expect(data.picks).toHaveLength(2);
    expect(data.odds).toHaveLength(2);
    const pick = data.picks?.find((p) => p.id === soccerPick.id);
    expect(Object.keys(pick ?? {})).toEqual([...EXPORT_COLUMNS.picks]);
    expect(pick).not.toHaveProperty('analysisLog');
    expect(pick).toMatchObject({
      homeTeam: COMMA_QUOTE_TEAM,
      awayTeam: FORMULA_TEAM,
      oddsAmerican: -110,
      edge: -0.05,
      result: 'win',
      eventStartTime: '2024-03-02T20:00:00.000Z',
    });
    const event = data.events?.find((e) => e.id === soccer.id);
    expect(event).toMatchObject({ homeScore: 2, awayScore: 1, apiSource: 'test', status: 'finished' });
  });

  it('answers one dataset alone in the JSON document', async () => {
    const res = await fetchExport('format=json&dataset=odds');
    const data = HistoricalDataSchema.parse(res.json());
    expect(Object.keys(data)).toEqual(['odds']);
    expect(data.odds?.find((o) => o.eventId === soccer.id)).toMatchObject({
      bookmaker: 'pinnacle',
      market: 'spreads',
      line: -0.5,
      odds: 1.95,
      probability: 0.5,
      isClosing: false,
      timestamp: '2024-03-01T10:00:00.000Z',
    });
  });

  it('writes events as RFC 4180 CSV with a BOM that parses back to the stored values', async () => {
    const res = await fetchExport('format=csv&dataset=events&sport=soccer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toContain('\r\n');
    // The formula-looking team is defused; the quotes of the other one are doubled inside quotes.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(res.body).toContain('"Atlético, ""Los Colchoneros"""');
    const { data, meta } = parseCsv(res.body);
    expect(meta.fields).toEqual([...EXPORT_COLUMNS.events]);
    expect(data).toEqual([
      expect.objectContaining({
        id: soccer.id,
        sport: 'soccer',
        homeTeam: COMMA_QUOTE_TEAM,
        awayTeam: `'${FORMULA_TEAM}`,
        startTime: '2024-03-02T20:00:00.000Z',
        homeScore: '2',
        awayScore: '1',
        externalId: 'x-soccer',
      }),
    ]);
  });

  it('writes picks as CSV with negative numbers left as numbers and accents intact', async () => {
    const res = await fetchExport('format=csv&dataset=picks');
    const { data, meta } = parseCsv(res.body);
    expect(meta.fields).toEqual([...EXPORT_COLUMNS.picks]);
    expect(data).toHaveLength(2);
    const pick = data.find((row) => row.id === soccerPick.id);
    expect(pick).toMatchObject({
      oddsAmerican: '-110',
      edge: '-0.05',
      odds: '1.9091',
      selection: COMMA_QUOTE_TEAM,
      result: 'win',
      profit: '18.18',
      isFree: 'false',
      line: '',
    });
    expect(data.find((row) => row.id === nbaPick.id)?.result).toBe('');
  });

  it('writes odds as CSV: a numeric text stays, a text starting with @ is defused, a line break is quoted', async () => {
    const res = await fetchExport('format=csv&dataset=odds');
    const { data } = parseCsv(res.body);
    expect(data.find((row) => row.eventId === soccer.id)).toMatchObject({ selection: '-0.5', line: '-0.5' });
    expect(data.find((row) => row.eventId === nba.id)).toMatchObject({
      bookmaker: "'@risky",
      selection: 'Málaga Ñandúes',
      line: '',
      probability: '',
    });
    const events = parseCsv((await fetchExport('format=csv&dataset=events&sport=nba')).body).data;
    expect(events[0]?.awayTeam).toBe('Line\nBreakers');
  });

  it('names the download arcade-valuebets-data-{timestamp} with no colons, as an attachment', async () => {
    const csv = await fetchExport('format=csv&dataset=picks');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="arcade-valuebets-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );
    const json = await fetchExport('format=json');
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="arcade-valuebets-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json"$/,
    );
  });

  it('previews the first 20 rows with the columns and the total', async () => {
    const res = await fetchExport('dataset=events&sport=nhl&preview');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
    const preview = ExportPreviewSchema.parse(res.json());
    expect(preview.dataset).toBe('events');
    expect(preview.columns).toEqual([...EXPORT_COLUMNS.events]);
    expect(preview.rows).toHaveLength(20);
    expect(preview.total).toBe(25);
    expect(preview.rows.every((row) => row.sport === 'nhl')).toBe(true);
    const small = ExportPreviewSchema.parse((await fetchExport('dataset=picks&preview=true')).json());
    expect(small).toMatchObject({ dataset: 'picks', total: 2 });
    expect(small.rows).toHaveLength(2);
  });

  it('filters by sport and by the half-open range [from, to) of the start time', async () => {
    const january = ExportPreviewSchema.parse(
      (await fetchExport('dataset=events&from=2024-01-10&to=2024-01-15&preview')).json(),
    );
    expect(january.total).toBe(5);
    expect(january.rows.map((row) => row.startTime).sort()).toEqual(
      [10, 11, 12, 13, 14].map((day) => `2024-01-${day}T18:00:00.000Z`),
    );
    const withOffset = await fetchExport(
      `format=json&dataset=picks&from=${encodeURIComponent('2024-03-02T21:00:00+01:00')}&to=2024-05-01`,
    );
    // 21:00 at +01:00 is the soccer kick-off itself (20:00 UTC): from is inclusive.
    expect(
      HistoricalDataSchema.parse(withOffset.json())
        .picks?.map((p) => p.id)
        .sort(),
    ).toEqual([soccerPick.id, nbaPick.id].sort());
    const nbaOdds = HistoricalDataSchema.parse((await fetchExport('dataset=odds&sport=nba')).json());
    expect(nbaOdds.odds?.map((o) => o.eventId)).toEqual([nba.id]);
    const none = ExportPreviewSchema.parse((await fetchExport('dataset=odds&sport=nfl&preview')).json());
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it.each([
    ['an unknown sport', 'sport=cricket', 'sport'],
    ['an unknown format', 'format=xml', 'format'],
    ['an unknown dataset', 'dataset=users', 'dataset'],
    ['CSV of all datasets', 'format=csv', 'A CSV file holds one dataset'],
    ['CSV of all datasets, explicitly', 'format=csv&dataset=all', 'A CSV file holds one dataset'],
    ['a preview of all datasets', 'preview', 'A preview shows one dataset'],
    ['from equal to to', 'from=2024-01-10&to=2024-01-10', '`from` must be earlier than `to`'],
    ['from after to', 'from=2024-02-01&to=2024-01-01', '`from` must be earlier than `to`'],
    ['a date that is not ISO', 'from=yesterday', 'from'],
    ['an unknown parameter', 'limit=5', 'limit'],
  ])('refuses %s with a 400 that says why', async (_name, query, text) => {
    const res = await fetchExport(query);
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(text);
  });

  it('streams a large export in many chunks that parse as one file', async () => {
    const db = t.database.db;
    const [event] = await db
      .insert(events)
      .values({
        sport: 'baseball',
        league: 'MLB',
        homeTeam: 'Big, "Data"',
        awayTeam: 'Streamers',
        startTime: at('2024-06-01T23:00:00Z'),
        apiSource: 'test',
      })
      .returning();
    if (!event) throw new Error('insert failed');
    const total = 20_000;
    const start = Date.parse('2024-05-01T00:00:00Z');
    for (let offset = 0; offset < total; offset += 2_000) {
      const rows: NewOddsRow[] = Array.from({ length: 2_000 }, (_, i) => ({
        eventId: event.id,
        bookmaker: 'book',
        market: 'h2h' as const,
        selection: (offset + i) % 2 ? 'Big, "Data"' : 'Streamers',
        odds: 1.5 + ((offset + i) % 100) / 100,
        timestamp: new Date(start + (offset + i) * 1000),
      }));
      await db.insert(odds).values(rows);
    }
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const download = (path: string) =>
      new Promise<{ chunks: number; body: string; status: number }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers: { cookie: adminCookie } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (chunk: Buffer) => parts.push(chunk));
          res.on('end', () =>
            resolve({
              chunks: parts.length,
              body: Buffer.concat(parts).toString('utf8'),
              status: res.statusCode ?? 0,
            }),
          );
          res.on('error', reject);
        }).on('error', reject);
      });

    const csv = await download(`${URL_BASE}?format=csv&dataset=odds&sport=baseball`);
    expect(csv.status).toBe(200);
    expect(csv.chunks).toBeGreaterThan(5);
    const { data } = parseCsv(csv.body);
    expect(data).toHaveLength(total);
    expect(new Set(data.map((row) => row.id)).size).toBe(total);
    expect(data.filter((row) => row.selection === 'Big, "Data"')).toHaveLength(total / 2);

    const json = await download(`${URL_BASE}?format=json&dataset=odds&sport=baseball`);
    expect(json.chunks).toBeGreaterThan(5);
    expect(HistoricalDataSchema.parse(JSON.parse(json.body)).odds).toHaveLength(total);
  });

  it('stops when the client goes away, and keeps answering afterwards', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = get(
        {
          host: '127.0.0.1',
          port,
          path: `${URL_BASE}?format=csv&dataset=odds`,
          headers: { cookie: adminCookie },
        },
        (res) => {
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    const res = await fetchExport('dataset=odds&preview');
    expect(ExportPreviewSchema.parse(res.json()).total).toBe(20_002);
  });
});

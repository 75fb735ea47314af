import { EventsResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../../src/db/schema/index';
import { eventsChanged } from '../../src/modules/events/prepared-events';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let counter = 0;

async function addEvent(homeTeam: string, startsInMs: number) {
  counter += 1;
  await t.database.db.insert(events).values({
    sport: 'nba',
    league: 'NBA',
    apiSource: 'test',
    externalId: `prepared-${counter}`,
    homeTeam,
    awayTeam: 'Visitors',
    startTime: new Date(Date.now() + startsInMs),
  });
}

const list = async (url = '/api/events', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return {
    res,
    teams: res.statusCode === 200 ? EventsResponseSchema.parse(res.json()).events.map((e) => e.homeTeam) : [],
  };
};

describe(`GET /api/events as prepared bytes on ${testDatabaseMode}`, () => {
  it('answers the same bytes with a public, revalidated ETag, and 304 while unchanged', async () => {
    await addEvent('Etag City', 3 * 3_600_000);
    eventsChanged();
    const first = await list();
    expect(first.teams).toContain('Etag City');
    const tag = first.res.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    const again = await list('/api/events', { 'if-none-match': tag });
    expect(again.res.statusCode).toBe(304);
    expect(again.res.body).toBe('');
    expect((await list('/api/events', { 'if-none-match': '"another"' })).res.statusCode).toBe(200);
  });

  it('shows an announced change at once and keeps the requested length apart', async () => {
    const before = (await list()).res.headers.etag;
    await addEvent('Announced Town', 3_600_000);
    expect((await list()).teams).not.toContain('Announced Town');
    eventsChanged();
    const after = await list();
    expect(after.teams[0]).toBe('Announced Town');
    expect(after.res.headers.etag).not.toBe(before);
    expect((await list('/api/events?limit=1')).teams).toEqual(['Announced Town']);
    expect((await list('/api/events?limit=2')).teams).toHaveLength(2);
  });

  it('drops an event from the list when it starts, without any announcement', async () => {
    await addEvent('Tip-off Soon', 1_200);
    eventsChanged();
    expect((await list()).teams[0]).toBe('Tip-off Soon');
    // Only the clock moves (Date): the list's own start time, not a timer, makes it read again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1_300);
      expect((await list()).teams).not.toContain('Tip-off Soon');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a length out of range with a 400 and a clear message', async () => {
    for (const limit of ['0', '501', 'NaN', '1.5', '-3']) {
      const { res } = await list(`/api/events?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

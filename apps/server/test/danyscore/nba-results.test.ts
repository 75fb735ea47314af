import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { events, nbaGameResults } from '../../src/db/schema/index';
import { recordNbaResults, syntheticGameId } from '../../src/modules/danyscore/nba-results.service';
import { nbaSeasonOf, nbaTeamByName, NBA_TEAMS } from '../../src/modules/danyscore/nba-teams';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function game(homeTeam: string, awayTeam: string, startTime: string, extra = {}) {
  const [row] = await database.db
    .insert(events)
    .values({
      sport: 'nba',
      league: 'NBA',
      homeTeam,
      awayTeam,
      startTime: new Date(startTime),
      externalId: crypto.randomUUID(),
      ...extra,
    })
    .returning();
  return row as typeof events.$inferSelect;
}
const record = (ids: string[]) => database.db.transaction((tx) => recordNbaResults(tx, ids));

describe('NBA teams', () => {
  it('knows all 30 teams by their full names, and the Clippers by both spellings', () => {
    expect(NBA_TEAMS).toHaveLength(30);
    expect(new Set(NBA_TEAMS.map((t) => t.id)).size).toBe(30);
    expect(nbaTeamByName('Los Angeles Clippers')?.abbreviation).toBe('LAC');
    expect(nbaTeamByName('LA Clippers')?.id).toBe(13);
    expect(nbaTeamByName('Seattle SuperSonics')).toBeUndefined();
  });

  it('names a season by the year it starts', () => {
    expect(nbaSeasonOf(new Date('2026-11-22T00:00:00Z'))).toBe(2026);
    expect(nbaSeasonOf(new Date('2027-04-10T00:00:00Z'))).toBe(2026);
  });

  it('gives synthetic game ids that are negative and differ by date and pairing', () => {
    const a = syntheticGameId('2026-11-22', 2, 16);
    expect(a).toBeLessThan(0);
    expect(syntheticGameId('2026-11-22', 16, 2)).not.toBe(a);
    expect(syntheticGameId('2026-11-23', 2, 16)).not.toBe(a);
  });
});

describe(`NBA results on ${testDatabaseMode}`, () => {
  it('mirrors NBA events into nba_game_results on their US Eastern date, updating the score later', async () => {
    // 00:30 UTC on the 23rd is 19:30 in New York on the 22nd.
    const live = await game('Boston Celtics', 'Miami Heat', '2026-11-23T00:30:00Z', {
      status: 'live',
      homeScore: 50,
      awayScore: 48,
    });
    const soccer = (
      await database.db
        .insert(events)
        .values({
          sport: 'soccer',
          league: 'Premier League',
          homeTeam: 'Arsenal',
          awayTeam: 'Chelsea',
          startTime: new Date(),
          externalId: 'x',
        })
        .returning()
    )[0] as typeof events.$inferSelect;
    expect(await record([live.id, soccer.id])).toEqual({ written: 1, unknownTeams: 0 });
    const [row] = await database.db.select().from(nbaGameResults);
    expect(row).toMatchObject({
      gameDate: '2026-11-22',
      season: 2026,
      homeTeamId: 2,
      awayTeamId: 16,
      homeTeamScore: 50,
      status: 'In Progress',
      gameId: syntheticGameId('2026-11-22', 2, 16),
    });

    await database.db.update(events).set({ status: 'finished', homeScore: 112, awayScore: 104 });
    await record([live.id]);
    const rows = await database.db.select().from(nbaGameResults);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ homeTeamScore: 112, awayTeamScore: 104, status: 'Final' });
  });

  it('leaves out and counts games whose teams it cannot name', async () => {
    const odd = await game('Seattle SuperSonics', 'Miami Heat', '2026-11-24T00:30:00Z');
    expect(await record([odd.id])).toEqual({ written: 0, unknownTeams: 1 });
  });
});

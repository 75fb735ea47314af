import { AnalyzeWithheldSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { headersOf, hoursFromNow, publishedPick, regularCaller } from '../helpers/subscribers';

// Two clubs meet in a league and in a cup. Typed by hand, the pair was resolved to one of its leagues
// (whichever the database listed first) and only that league's meetings were checked for a live pick:
// a platinum pick on the cup meeting was missed, and a caller without a plan got the models' view of
// the pair. Every league the two share counts now.

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function meeting(league: string, homeTeam: string, awayTeam: string, inHours: number) {
  counter += 1;
  const [row] = await t.database.db
    .insert(events)
    .values({
      sport: 'soccer',
      league,
      homeTeam,
      awayTeam,
      startTime: hoursFromNow(inHours),
      apiSource: 'manual',
      externalId: `two-leagues-${process.pid}-${counter}`,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

const analyseByHand = async (cookie: ReturnType<typeof headersOf>, homeTeam: string, awayTeam: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analyze-pick-manual',
    headers: cookie,
    payload: { sport: 'soccer', homeTeam, awayTeam, pickType: 'moneyline' },
  });

describe(`a pair that meets in two leagues, analysed by hand, on ${testDatabaseMode}`, () => {
  it.each([
    ['the cup meeting (the league sorting second)', 'Zeta Cup', 'Alpha League'],
    ['the league meeting (the league sorting first)', 'Alpha League', 'Zeta Cup'],
  ])('is withheld while a live pick is on %s', async (_case, pickedLeague, otherLeague) => {
    const home = `Northbridge ${counter}`;
    const away = `Southport ${counter}`;
    const picked = await meeting(pickedLeague, home, away, 30);
    await meeting(otherLeague, home, away, 60);
    const pick = await publishedPick(t.database.db, {
      eventId: picked.id,
      sport: 'soccer',
      league: pickedLeague,
      homeTeam: home,
      awayTeam: away,
      eventStartTime: picked.startTime,
      market: 'h2h',
      tier: 'platinum',
    });
    const caller = await regularCaller(t.app, t.database.db, 'no plan');
    const res = await analyseByHand(headersOf(caller), away, home);
    expect(res.statusCode, res.body).toBe(200);
    const withheld = AnalyzeWithheldSchema.parse(res.json());
    expect(withheld.locked.tier).toBe('platinum');
    expect(withheld.locked.picks.map((teaser) => teaser.id)).toEqual([pick.id]);
  });
});

import { AnalysisLogSchema } from '@arcade/contracts';
import type { StrategyResult } from '@arcade/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, masseyRatings, picks } from '../../src/db/schema/index';
import { createPickEnricher } from '../../src/modules/ai/pick-enrichment';
import { generatePicks } from '../../src/modules/generation/generation.service';
import { DEMO_LEAGUES } from '../../src/demo/demo-leagues';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo, T0 } from '../generation/generation-world';
import { multipartBody, ratingsCsv } from './multipart';

let t: TestApp;
let adminCookie: string;
const enricher = createPickEnricher({ timeoutMs: 1000 }, {} as never);
const NBA_TEAMS = DEMO_LEAGUES.find((league) => league.league === 'NBA')?.teams ?? [];

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['nba']);
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  // The models get half the weight of the moneyline, so that the uploaded ratings move prices.
  await t.database.db.update(configSettings).set({ modelWeights: { nba: { h2h: 0.5 } } });
});
afterAll(async () => t?.close());

/** Runs the massey strategy alone on the demo's NBA games; its result per event, and the picks. */
async function generateMassey() {
  await t.database.db.delete(picks);
  const seen: { home: string; away: string; result: StrategyResult | undefined }[] = [];
  const result = await generatePicks(
    t.database.db,
    { bankroll: 1000, pickCount: 50, strategy: 'massey', sport: 'nba' },
    {
      now: T0,
      enricher,
      onResults: (event, _context, results) =>
        seen.push({
          home: event.homeTeam,
          away: event.awayTeam,
          result: results.find((r) => r.strategy === 'massey') as StrategyResult | undefined,
        }),
    },
  );
  return { seen, picks: result.picks };
}

const sourceOf = (result: StrategyResult | undefined) =>
  result?.kind === 'prediction'
    ? result.keyFactors.find((f) => f.code === 'ratings_source')?.values
    : undefined;

describe(`the massey strategy and the uploads, on ${testDatabaseMode}`, () => {
  it('prices the demo’s games on the newest upload, and the analysis log names it', async () => {
    const { payload, headers } = multipartBody({ sport: 'nba' }, [
      { field: 'file', filename: 'nba.csv', content: ratingsCsv(NBA_TEAMS) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/massey/upload',
      payload,
      headers: { ...headers, cookie: adminCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ matchedCount: 30, unknownTeams: [] });
    const [upload] = await t.database.db.select().from(masseyRatings).where(eq(masseyRatings.sport, 'nba'));
    const uploadedAt = upload?.uploadedAt.toISOString();

    const { seen, picks: stored } = await generateMassey();
    expect(seen.length).toBeGreaterThan(0);
    const strong = new Set(NBA_TEAMS.filter((_, i) => i % 2 === 0));
    for (const { home, away, result } of seen) {
      expect(result?.kind).toBe('prediction');
      expect(sourceOf(result)).toEqual({ source: 'upload', uploadedAt, upload: upload?.id });
      // Strong (+9) against weak (−9) is an 18-point favourite wherever it plays.
      if (strong.has(home) !== strong.has(away) && result?.kind === 'prediction')
        expect(result.winner).toBe(strong.has(home) ? 'home' : 'away');
    }
    expect(stored.length).toBeGreaterThan(0);
    for (const pick of stored) {
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      const massey = log.sportsAnalysis?.predictions?.find((p) => p.strategy === 'massey');
      expect(massey?.keyFactors).toContain(
        `ratings_source: source=upload, uploadedAt=${uploadedAt}, upload=${upload?.id}`,
      );
    }
  });

  it('falls back to the market-fitted ratings once the upload is deleted, and says so', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/massey/nba',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    const { seen, picks: stored } = await generateMassey();
    expect(seen.length).toBeGreaterThan(0);
    for (const { result } of seen) {
      if (result?.kind === 'prediction') expect(sourceOf(result)).toEqual({ source: 'market' });
      else expect(result?.reason).toBe('no_ratings_uploaded');
    }
    for (const pick of stored) {
      const log = AnalysisLogSchema.parse(pick.analysisLog);
      const massey = log.sportsAnalysis?.predictions?.find((p) => p.strategy === 'massey');
      expect(massey?.keyFactors).toContain('ratings_source: source=market');
    }
  });
});

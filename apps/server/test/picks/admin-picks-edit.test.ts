import { AnalysisLogSchema, PickResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, pickAuditLog } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick, readPick } from '../helpers/picks';

let t: TestApp;
let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminEmail = admin.email;
  cookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

const patch = (id: string, what: 'tier' | 'odds' | 'date', payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/picks/${id}/${what}`, headers: { cookie }, payload });

/** Sends each bad request and checks it is refused with 400 while the stored pick stays as it was. */
async function expectRefused(what: 'tier' | 'odds' | 'date', bodies: object[]) {
  const pick = await createPick(t.database.db);
  for (const payload of bodies) {
    const res = await patch(pick.id, what, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  }
  expect(await readPick(t.database.db, pick.id)).toEqual(pick);
}

describe(`editing a pick's tier on ${testDatabaseMode}`, () => {
  it('changes the tier, whatever the status', async () => {
    const pick = await createPick(t.database.db, { status: 'published', tier: 'vip' });
    const res = await patch(pick.id, 'tier', { tier: 'diamante' });
    expect(res.statusCode).toBe(200);
    expect(PickResponseSchema.parse(res.json()).pick.tier).toBe('diamante');
    expect((await readPick(t.database.db, pick.id))?.tier).toBe('diamante');
  });

  it('refuses an unknown tier, a bad id and an unknown id', async () => {
    await expectRefused('tier', [{ tier: 'gold' }, {}, { tier: null }]);
    expect((await patch('x', 'tier', { tier: 'vip' })).statusCode).toBe(400);
    expect((await patch(crypto.randomUUID(), 'tier', { tier: 'vip' })).statusCode).toBe(404);
  });
});

describe(`editing a pick's odds on ${testDatabaseMode}`, () => {
  it('reprices +106 → −150: the edge turns −16%, so the stake drops to 0, and the log records the edit', async () => {
    // A generated pick: 50.4% at +106 is a 3.8% edge, staked 9.02 by quarter Kelly, tier vip.
    const generatedLog = {
      eventInfo: { homeTeam: 'Home', awayTeam: 'Away', sport: 'nba', league: 'NBA' },
      consensus: {
        hasConsensus: true,
        consensusWinner: 'home',
        agreementCount: 4,
        totalStrategies: 4,
        agreementPercentage: 1,
        consolidatedProbability: 0.504,
        reason: 'elo, massey',
      },
      chronologicalLog: [
        { phase: '4', message: 'Pick Home ML: vip, edge 0.0382, stake 9.02', code: 'final_pick' },
      ],
    };
    const pick = await createPick(t.database.db, {
      odds: 2.06,
      oddsAmerican: 106,
      pModel: 0.504,
      edge: 0.03824,
      stake: 9.02,
      expectedValue: 0.34,
      tier: 'exclusivo',
      analysisLog: generatedLog,
    });
    const res = await patch(pick.id, 'odds', { odds: 1.6667, oddsAmerican: -150 });
    expect(res.statusCode, res.body).toBe(200);
    const body = PickResponseSchema.parse(res.json()).pick;
    expect(body).toMatchObject({ odds: 1.6667, oddsAmerican: -150, stake: 0, expectedValue: 0, tier: 'vip' });
    expect(body.edge).toBeCloseTo(-0.16, 3);
    expect(await readPick(t.database.db, pick.id)).toMatchObject({ odds: 1.6667, stake: 0, tier: 'vip' });

    const log = AnalysisLogSchema.parse(body.analysisLog);
    expect(log.consensus).toEqual(generatedLog.consensus);
    expect(log.chronologicalLog).toHaveLength(2);
    expect(log.chronologicalLog[0]).toEqual(generatedLog.chronologicalLog[0]);
    const edit = log.chronologicalLog[1];
    expect(edit).toMatchObject({
      phase: 'edit',
      code: 'odds_edited',
      values: {
        by: adminEmail,
        oldOdds: 2.06,
        oldOddsAmerican: 106,
        odds: 1.6667,
        oddsAmerican: -150,
        oldStake: 9.02,
        stake: 0,
        oldTier: 'exclusivo',
        tier: 'vip',
      },
    });
    expect(edit?.values?.edge).toBeCloseTo(-0.16, 3);
    expect(edit?.message).toContain('2.0600 (+106) → 1.6667 (-150)');
    expect(Number.isNaN(Date.parse(edit?.at ?? ''))).toBe(false);
  });

  it('restakes and retiers with the current settings and the strategies’ agreement, as generation does', async () => {
    const withAgreement = (agreementPercentage: number) => ({
      eventInfo: { homeTeam: 'Home', awayTeam: 'Away', sport: 'nba', league: 'NBA' },
      consensus: {
        hasConsensus: true,
        consensusWinner: 'home',
        agreementCount: 4,
        totalStrategies: 5,
        agreementPercentage,
        consolidatedProbability: 0.55,
        reason: '',
      },
      chronologicalLog: [],
    });
    const agreed = await createPick(t.database.db, {
      pModel: 0.55,
      odds: 1.9,
      oddsAmerican: -111,
      tier: 'vip',
      analysisLog: withAgreement(0.8),
    });
    const split = await createPick(t.database.db, {
      pModel: 0.55,
      odds: 1.9,
      oddsAmerican: -111,
      tier: 'vip',
      analysisLog: withAgreement(0.5),
    });
    // 55% at 2.10 is a 15.5% edge: quarter Kelly is 35.23, capped at 1.5% of 1000.
    for (const [pick, tier] of [
      [agreed, 'diamante'],
      [split, 'platinum'],
    ] as const) {
      const body = PickResponseSchema.parse(
        (await patch(pick.id, 'odds', { odds: 2.1, oddsAmerican: 110 })).json(),
      ).pick;
      expect(body).toMatchObject({ stake: 15, expectedValue: 2.33, tier });
      expect(body.edge).toBeCloseTo(0.155, 6);
    }
    await t.database.db.update(configSettings).set({ kellyFraction: 0.1, maxStakePercent: 0.05 });
    try {
      const body = PickResponseSchema.parse(
        (await patch(agreed.id, 'odds', { odds: 2.2, oddsAmerican: 120 })).json(),
      ).pick;
      // 55% at 2.20: edge 21%, a tenth of Kelly (0.21 / 1.2) of 1000 is 17.50, under the 5% cap.
      expect(body).toMatchObject({ stake: 17.5, expectedValue: 3.68, tier: 'diamante' });
    } finally {
      await t.database.db.update(configSettings).set({ kellyFraction: 0.25, maxStakePercent: 0.015 });
    }
  });

  it('gives a manual pick, which has no analysis log, one that records the edit', async () => {
    const pick = await createPick(t.database.db, {
      eventId: null,
      league: null,
      strategy: 'manual',
      pModel: 0.52,
      analysisLog: null,
    });
    const body = PickResponseSchema.parse(
      (await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 120 })).json(),
    ).pick;
    // No strategy agreed on a manual pick, so a 14.4% edge is platinum at most.
    expect(body).toMatchObject({ stake: 15, expectedValue: 2.16, tier: 'platinum' });
    const log = AnalysisLogSchema.parse(body.analysisLog);
    expect(log.eventInfo).toEqual({
      homeTeam: pick.homeTeam,
      awayTeam: pick.awayTeam,
      sport: 'nba',
      league: '',
    });
    expect(log.chronologicalLog.map((e) => [e.phase, e.code])).toEqual([['edit', 'odds_edited']]);
  });

  it('logs the repricing of a published pick in the pick audit, and not that of a draft', async () => {
    const published = await createPick(t.database.db, { status: 'published', pModel: 0.52, stake: 20 });
    const draft = await createPick(t.database.db);
    for (const pick of [published, draft]) {
      expect((await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 120 })).statusCode).toBe(200);
    }
    const audit = (id: string) =>
      t.database.db.select().from(pickAuditLog).where(eq(pickAuditLog.pickId, id));
    expect(await audit(draft.id)).toEqual([]);
    const [entry] = await audit(published.id);
    expect(entry).toMatchObject({ action: 'odds_changed', actorEmail: adminEmail });
    expect(entry?.pick).toMatchObject({ id: published.id, odds: 2.1, stake: 20 });
    expect(entry?.changes).toMatchObject({
      odds: { from: 2.1, to: 2.2 },
      oddsAmerican: { from: 110, to: 120 },
      stake: { from: 20, to: 15 },
    });
    // Only what changed: the tier stays platinum.
    expect(entry?.changes).not.toHaveProperty('tier');
  });

  it('rounds the decimal odds to 4 places and accepts a gap of up to 0.01 to the American price', async () => {
    const pick = await createPick(t.database.db);
    const exact = await patch(pick.id, 'odds', { odds: 100 / 110 + 1, oddsAmerican: -110 });
    expect(PickResponseSchema.parse(exact.json()).pick.odds).toBe(1.9091);
    const near = await patch(pick.id, 'odds', { odds: 1.91, oddsAmerican: -110 });
    expect(near.statusCode).toBe(200);
    expect(PickResponseSchema.parse(near.json()).pick.odds).toBe(1.91);
  });

  it('recomputes the closing-line value when the pick has a closing price', async () => {
    const pick = await createPick(t.database.db, { closingOdds: 2, pMarketClose: 0.5, clv: 0.05 });
    const res = await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 120 });
    expect(PickResponseSchema.parse(res.json()).pick.clv).toBeCloseTo(0.1, 6);
  });

  it('refuses odds whose American form disagrees, saying why, and changes nothing', async () => {
    const pick = await createPick(t.database.db);
    const res = await patch(pick.id, 'odds', { odds: 2.2, oddsAmerican: 110 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('more than 0.01 away from odds 2.2');
    expect(res.json().error.issues[0].path).toBe('body.oddsAmerican');
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });

  it('refuses impossible prices and malformed bodies', async () => {
    await expectRefused('odds', [
      { odds: 2, oddsAmerican: 50 },
      { odds: 1, oddsAmerican: -100000 },
      { odds: 2.5, oddsAmerican: 150.5 },
      { odds: '2.5', oddsAmerican: 150 },
      { odds: 2.5 },
      { odds: 5000, oddsAmerican: 499900 },
    ]);
    expect((await patch(crypto.randomUUID(), 'odds', { odds: 2.5, oddsAmerican: 150 })).statusCode).toBe(404);
  });

  it('refuses to reprice a graded pick with 409', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      result: 'win',
      profit: 22,
      gradedAt: new Date(),
    });
    const res = await patch(pick.id, 'odds', { odds: 2.5, oddsAmerican: 150 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'pick_graded' });
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });
});

describe(`editing a pick's date on ${testDatabaseMode}`, () => {
  it('sets the timestamp from an ISO date-time', async () => {
    const pick = await createPick(t.database.db);
    const res = await patch(pick.id, 'date', { timestamp: '2026-03-04T18:30:00+01:00' });
    expect(res.statusCode).toBe(200);
    expect(PickResponseSchema.parse(res.json()).pick.timestamp).toBe('2026-03-04T17:30:00.000Z');
    expect((await readPick(t.database.db, pick.id))?.timestamp.toISOString()).toBe(
      '2026-03-04T17:30:00.000Z',
    );
  });

  it('refuses anything that is not an ISO date-time', async () => {
    await expectRefused('date', [
      { timestamp: 'tomorrow' },
      { timestamp: 1767225600000 },
      {},
      { date: '2026-03-04' },
    ]);
    const unknown = await patch(crypto.randomUUID(), 'date', { timestamp: '2026-03-04T18:30:00Z' });
    expect(unknown.statusCode).toBe(404);
  });
});

import {
  AnalyzeAnalysisSchema,
  AnalyzeWithheldSchema,
  GenerateResponseSchema,
  type PickType,
  type Tier,
} from '@arcade/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, picks } from '../../src/db/schema/index';
import { TEAM_ALIASES } from '../../src/modules/history/import/team-aliases';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { syncDemo } from '../generation/generation-world';
import { expectNoLeak, leaksIn, secretPick } from '../helpers/leak-search';
import {
  adminCaller,
  type Caller,
  claim,
  headersOf,
  publishedPick,
  regularCaller,
} from '../helpers/subscribers';
import { analysisOf, keysOf, pricedEvents } from './analyze-world';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await syncDemo(t, ['soccer', 'nba'], new Date());
});
afterAll(async () => t?.close());

const PICK_TYPES: readonly PickType[] = ['moneyline', 'spread', 'total'];
const PICK_TYPE_OF = { h2h: 'moneyline', spreads: 'spread', totals: 'total' } as const;
type EventRow = typeof events.$inferSelect;

const eventRow = async (id: string): Promise<EventRow> => {
  const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new Error(`no event ${id}`);
  return row;
};

/** A team as a user might type it: an alias of the league's table when it has one, else shouted and padded. */
function typed(league: string, team: string): string {
  const alias = TEAM_ALIASES[league]?.[team]?.[0];
  return alias ?? `  ${team.toUpperCase()} `;
}

/** Both analyses of one event: by its id, and by hand naming its teams the other way round. */
async function analyseBoth(caller: Caller, event: EventRow, pickType: PickType) {
  const byEvent = await t.app.inject({
    method: 'POST',
    url: '/api/analyze-pick',
    headers: headersOf(caller),
    payload: { eventId: event.id, pickType },
  });
  const byHand = await t.app.inject({
    method: 'POST',
    url: '/api/analyze-pick-manual',
    headers: headersOf(caller),
    payload: {
      sport: event.sport,
      homeTeam: typed(event.league, event.homeTeam),
      awayTeam: typed(event.league, event.awayTeam),
      pickType,
    },
  });
  return [
    { route: 'analyze-pick', res: byEvent },
    { route: 'analyze-pick-manual', res: byHand },
  ];
}

/** Keys of the models' output: none may appear in a withheld answer. */
const MODEL_KEYS = [
  'predictions',
  'abstentions',
  'consensus',
  'marketEvaluation',
  'marketNote',
  'ai',
  'line',
  'winProbability',
  'keyFactors',
  'bestOdds',
  'pModel',
  'edge',
  'suggestedStake',
];

/** A withheld answer: the match and the tier that locks it, and nothing any model computed. */
function expectWithheld(body: Record<string, unknown>, tier: Tier, where: string) {
  expect(Object.keys(body).sort(), where).toEqual(['event', 'locked', 'pickType']);
  const keys = keysOf(body);
  for (const key of MODEL_KEYS) expect(keys.has(key), `${where}: ${key}`).toBe(false);
  expect(AnalyzeWithheldSchema.parse(body).locked.tier, where).toBe(tier);
}

/** A full analysis: the models answered (each strategy predicts or abstains), nothing is locked. */
function expectAnalysed(body: Record<string, unknown>, where: string) {
  expect(body.locked, where).toBeUndefined();
  const { predictions, abstentions } = AnalyzeAnalysisSchema.parse(body);
  expect(predictions.length + abstentions.length, where).toBeGreaterThan(0);
}

/** What a pick generated from this analysis would carry (generation and the analysis price alike). */
function modelSecrets(body: Record<string, unknown>): string[] {
  const evaluation = body.marketEvaluation as Record<string, unknown> | null;
  if (!evaluation) return [];
  const numbers = [evaluation.bestOdds, evaluation.edge, evaluation.pModel, evaluation.suggestedStake];
  if (evaluation.line !== null) numbers.push(evaluation.line);
  return [
    ...numbers.filter((n): n is number => typeof n === 'number' && n !== 0).map(String),
    ...(typeof evaluation.bookmaker === 'string' ? [`"${evaluation.bookmaker}"`] : []),
  ];
}

describe(`Analyze Pick never hands out a locked pick, on ${testDatabaseMode}`, () => {
  it('gives a user without a plan none of the picks generation published, by either route or pick type', async () => {
    const db = t.database.db;
    const admin = await adminCaller(t.app, db);
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/picks',
      headers: headersOf(admin),
      payload: { bankroll: 1000, pickCount: 10, strategy: 'auto' },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const ids = GenerateResponseSchema.parse(generated.json()).picks.map((p) => p.id);
    expect(ids.length, 'the demo market gave generation nothing to publish').toBeGreaterThan(0);
    await db
      .update(picks)
      .set({ status: 'published', tier: 'diamante', minOdds: 1.5 })
      .where(and(inArray(picks.id, ids), isNotNull(picks.eventId)));
    picksChanged();
    const rows = await db.select().from(picks).where(inArray(picks.id, ids));
    const reproduced = new Set<string>();
    let analysed = 0;
    const answers: { body: Record<string, unknown>; where: string }[] = [];
    for (const pick of rows) {
      if (!pick.eventId) continue;
      const event = await eventRow(pick.eventId);
      const caller = await regularCaller(t.app, db, 'no plan');
      for (const pickType of PICK_TYPES) {
        for (const { route, res } of await analyseBoth(caller, event, pickType)) {
          const where = `${route} ${pickType} on the ${pick.market} pick ${pick.id}`;
          expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
          const body = res.json() as Record<string, unknown>;
          const evaluation = body.marketEvaluation as
            { bestOdds: number; line: number | null; edge: number } | null | undefined;
          if (
            pickType === PICK_TYPE_OF[pick.market] &&
            evaluation &&
            Math.abs(evaluation.bestOdds - pick.odds) < 1e-3 &&
            Math.abs(evaluation.edge - pick.edge) < 1e-3
          )
            reproduced.add(pick.id);
          if (keysOf(body).has('predictions')) analysed += 1;
          answers.push({ body, where });
        }
      }
    }
    console.info(
      `${rows.length} generated picks published; a user without a plan reproduced ${reproduced.size} ` +
        `and got the models' output in ${analysed} of ${answers.length} answers`,
    );
    expect(reproduced.size).toBe(0);
    for (const { body, where } of answers) expectWithheld(body, 'diamante', where);
  });

  describe.each([
    ['h2h', 'A'],
    ['spreads', 'B'],
    ['totals', 'C'],
  ] as const)('a locked platinum %s pick', (market, mark) => {
    let event: EventRow;
    let secrets: string[];
    let pickId: string;

    beforeAll(async () => {
      const db = t.database.db;
      // One event per planted pick: soccer, where every market is priced, and none that generation
      // published a pick on above (which of the demo's games it picks depends on the time of day).
      const index = { A: 0, B: 1, C: 2 }[mark];
      const withPicks = new Set(
        (await db.select({ eventId: picks.eventId }).from(picks).where(isNotNull(picks.eventId))).map(
          (row) => row.eventId,
        ),
      );
      const free = (await pricedEvents(t, 'soccer')).filter((id) => !withPicks.has(id));
      event = await eventRow(free[index] as string);
      const secret = secretPick(mark);
      const pick = await publishedPick(db, {
        ...secret.row,
        eventId: event.id,
        sport: event.sport,
        league: event.league,
        homeTeam: event.homeTeam,
        awayTeam: event.awayTeam,
        eventStartTime: event.startTime,
        market,
        tier: 'platinum',
      });
      pickId = pick.id;
      secrets = secret.secrets;
    });

    it('withholds every pick type from a user without a plan and from a vip subscriber, by both routes', async () => {
      const db = t.database.db;
      const admin = await adminCaller(t.app, db);
      const entitled = new Map<string, Record<string, unknown>>();
      for (const pickType of PICK_TYPES)
        for (const { route, res } of await analyseBoth(admin, event, pickType))
          entitled.set(`${route} ${pickType}`, res.json() as Record<string, unknown>);
      const noPlan = await regularCaller(t.app, db, 'no plan');
      const vip = await regularCaller(t.app, db, 'vip', { plan: 'vip' });
      const answers: {
        res: Awaited<ReturnType<typeof analyseBoth>>[number]['res'];
        model: string[];
        where: string;
      }[] = [];
      for (const caller of [noPlan, vip]) {
        for (const pickType of PICK_TYPES) {
          for (const { route, res } of await analyseBoth(caller, event, pickType)) {
            const where = `${caller.name}: ${route} ${pickType} (${res.statusCode})`;
            answers.push({ res, where, model: modelSecrets(entitled.get(`${route} ${pickType}`) ?? {}) });
          }
        }
      }
      const leaking = answers.filter(({ res, model }) => leaksIn(res.body, model).length > 0);
      const planted = answers.filter(({ res }) => leaksIn(res.body, secrets).length > 0);
      console.info(
        `${market}: ${leaking.length} of ${answers.length} answers to callers without access carried ` +
          `the priced side a pick would carry; ${planted.length} a planted value`,
      );
      for (const { res, model, where } of answers) {
        expectNoLeak(res.body, secrets, where);
        expectNoLeak(res.body, model, where);
        expect(res.statusCode, where).toBe(200);
        expectWithheld(res.json(), 'platinum', where);
      }
    });

    it('shows the pick’s teaser in the withheld answer, and nothing else of the pick', async () => {
      const caller = await regularCaller(t.app, t.database.db, 'teaser');
      for (const { route, res } of await analyseBoth(caller, event, PICK_TYPE_OF[market])) {
        const locked = (res.json() as { locked?: { picks?: unknown[] } }).locked;
        expect(locked?.picks, route).toEqual([
          {
            id: pickId,
            sport: event.sport,
            league: event.league,
            homeTeam: event.homeTeam,
            awayTeam: event.awayTeam,
            eventStartTime: event.startTime.toISOString(),
            tier: 'platinum',
            locked: true,
          },
        ]);
      }
    });

    it('gives the holder of that free pick and an admin the full analysis of every pick type', async () => {
      const db = t.database.db;
      const holder = await regularCaller(t.app, db, 'free-pick holder');
      expect((await claim(t.app, holder, pickId)).statusCode).toBe(200);
      const admin = await adminCaller(t.app, db);
      for (const caller of [holder, admin]) {
        for (const pickType of PICK_TYPES) {
          for (const { route, res } of await analyseBoth(caller, event, pickType)) {
            const where = `${caller.name}: ${route} ${pickType}`;
            expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
            expectAnalysed(res.json(), where);
          }
        }
      }
      // On the planted pick's own market the books price a side: the analysis reaches a price.
      const [byEvent] = await analyseBoth(holder, event, PICK_TYPE_OF[market]);
      expect(analysisOf(byEvent?.res as LightMyRequestResponse).predictions.length).toBeGreaterThan(0);
    });
  });
});

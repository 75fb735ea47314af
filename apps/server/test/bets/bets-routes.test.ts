import { BetResponseSchema, BetsPageSchema, OpenBetsSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, users } from '../../src/db/schema/index';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { sessionUserChanged } from '../../src/modules/sessions';
import { adminCaller, hoursFromNow, publishedPick } from '../helpers/subscribers';
import { call, platinumSubscriber, recordBet, refusal, startPick, useApp } from './bets-helpers';

const held = useApp();
const db = () => held.t.database.db;
const app = () => held.t.app;

describe(`a person's bets on ${testDatabaseMode}`, { timeout: 60_000 }, () => {
  it('records the bet placed on a pick the person sees, with their price, book and stake, and the pick as it read', async () => {
    const pick = await publishedPick(db(), { tier: 'platinum', odds: 2.1, pModel: 0.52 });
    const me = await platinumSubscriber(held.t);
    const bet = await recordBet(app(), me, {
      pickId: pick.id,
      odds: 2.04,
      stake: 12.345,
      bookmaker: ' Bet365 ',
    });
    expect(bet).toMatchObject({
      pickId: pick.id,
      odds: 2.04,
      stake: 12.35,
      bookmaker: 'Bet365',
      publishedOdds: 2.1,
      minOdds: 1.97,
      homeTeam: pick.homeTeam,
      selection: pick.selection,
      isLocked: false,
      result: null,
      profit: null,
      clv: null,
    });
    const open = OpenBetsSchema.parse(JSON.parse((await call(app(), me, 'GET', '/api/bets/open')).body));
    expect(open.bets.map((b) => b.id)).toEqual([bet.id]);
  });

  it('answers 404 for a pick the person may not see, one not published and one that does not exist, alike', async () => {
    const me = await platinumSubscriber(held.t);
    const diamante = await publishedPick(db(), { tier: 'diamante' });
    const pending = await createPick(db(), {
      tier: 'platinum',
      status: 'pending',
      eventStartTime: hoursFromNow(5),
    });
    for (const pickId of [diamante.id, pending.id, '00000000-0000-4000-8000-00000000abcd']) {
      const res = await call(app(), me, 'POST', '/api/bets', { pickId, odds: 2, stake: 10 });
      expect(refusal(res)).toEqual({ status: 404, reason: 'pick_not_found' });
    }
    expect(
      await db()
        .select()
        .from(bets)
        .where(eq(bets.userId, me.userId ?? '')),
    ).toEqual([]);
  });

  it('takes one bet per pick and person, and none once the event has started or the pick is graded', async () => {
    const me = await platinumSubscriber(held.t);
    const pick = await publishedPick(db(), { tier: 'platinum' });
    await recordBet(app(), me, { pickId: pick.id, odds: 2.1, stake: 10 });
    const again = await call(app(), me, 'POST', '/api/bets', { pickId: pick.id, odds: 2.2, stake: 5 });
    expect(refusal(again)).toEqual({ status: 409, reason: 'bet_exists' });

    const started = await publishedPick(db(), { tier: 'platinum', eventStartTime: hoursFromNow(-1) });
    const late = await call(app(), me, 'POST', '/api/bets', { pickId: started.id, odds: 2.1, stake: 10 });
    expect(refusal(late)).toEqual({ status: 409, reason: 'event_started' });
    const graded = await publishedPick(db(), {
      tier: 'vip',
      result: 'win',
      profit: 22,
      gradedAt: new Date(),
    });
    const afterResult = await call(app(), me, 'POST', '/api/bets', {
      pickId: graded.id,
      odds: 2.1,
      stake: 10,
    });
    expect(refusal(afterResult)).toEqual({ status: 409, reason: 'event_started' });
  });

  it('lets the person change or remove the bet until the start, and fixes it afterwards', async () => {
    const me = await platinumSubscriber(held.t);
    const pick = await publishedPick(db(), { tier: 'platinum' });
    const bet = await recordBet(app(), me, { pickId: pick.id, odds: 2.1, stake: 10 });
    const changed = await call(app(), me, 'PATCH', `/api/bets/${bet.id}`, { odds: 1.95, bookmaker: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(BetResponseSchema.parse(JSON.parse(changed.body)).bet).toMatchObject({
      odds: 1.95,
      bookmaker: null,
      stake: 10,
    });
    const empty = await call(app(), me, 'PATCH', `/api/bets/${bet.id}`, {});
    expect(empty.statusCode).toBe(400);

    await startPick(db(), pick.id);
    const list = BetsPageSchema.parse(JSON.parse((await call(app(), me, 'GET', '/api/bets')).body));
    expect(list.bets[0]?.isLocked).toBe(true);
    const late = await call(app(), me, 'PATCH', `/api/bets/${bet.id}`, { stake: 50 });
    expect(refusal(late)).toEqual({ status: 409, reason: 'event_started' });
    expect(refusal(await call(app(), me, 'DELETE', `/api/bets/${bet.id}`))).toEqual({
      status: 409,
      reason: 'event_started',
    });

    const other = await publishedPick(db(), { tier: 'platinum' });
    const removable = await recordBet(app(), me, { pickId: other.id, odds: 2.1, stake: 10 });
    expect((await call(app(), me, 'DELETE', `/api/bets/${removable.id}`)).statusCode).toBe(204);
    expect(await db().select().from(bets).where(eq(bets.id, removable.id))).toEqual([]);
  });

  it("answers 404 to anyone else's bet, and never lists it", async () => {
    const owner = await platinumSubscriber(held.t, 'owner');
    const stranger = await platinumSubscriber(held.t, 'stranger');
    const admin = await adminCaller(app(), db());
    const pick = await publishedPick(db(), { tier: 'platinum' });
    const bet = await recordBet(app(), owner, { pickId: pick.id, odds: 2.1, stake: 10 });
    for (const caller of [stranger, admin]) {
      expect(refusal(await call(app(), caller, 'PATCH', `/api/bets/${bet.id}`, { stake: 1 }))).toEqual({
        status: 404,
        reason: 'bet_not_found',
      });
      expect(refusal(await call(app(), caller, 'DELETE', `/api/bets/${bet.id}`))).toEqual({
        status: 404,
        reason: 'bet_not_found',
      });
      for (const url of ['/api/bets', '/api/bets/open', '/api/bets/export.csv']) {
        expect((await call(app(), caller, 'GET', url)).body).not.toContain(bet.id);
      }
    }
    expect((await call(app(), null, 'GET', '/api/bets')).statusCode).toBe(401);
    expect(
      (await call(app(), null, 'POST', '/api/bets', { pickId: pick.id, odds: 2, stake: 1 })).statusCode,
    ).toBe(401);
    const [row] = await db().select().from(bets).where(eq(bets.id, bet.id));
    expect(row?.stake).toBe(10);
  });

  it('refuses bad input with a 400 that changes nothing', async () => {
    const me = await platinumSubscriber(held.t);
    const pick = await publishedPick(db(), { tier: 'platinum' });
    for (const body of [
      { pickId: pick.id, odds: 1, stake: 10 },
      { pickId: pick.id, odds: 2, stake: 0 },
      { pickId: pick.id, odds: 2, stake: -5 },
      { pickId: pick.id, odds: 'x', stake: 10 },
      { pickId: 'not-a-uuid', odds: 2, stake: 10 },
      { pickId: pick.id, odds: 2, stake: 10, userId: me.userId },
      { pickId: pick.id, odds: 2, stake: 10, bookmaker: 'x'.repeat(61) },
    ]) {
      expect((await call(app(), me, 'POST', '/api/bets', body)).statusCode).toBe(400);
    }
    expect((await call(app(), me, 'GET', '/api/bets?cursor=nonsense')).statusCode).toBe(400);
    expect(
      await db()
        .select()
        .from(bets)
        .where(eq(bets.userId, me.userId ?? '')),
    ).toEqual([]);
  });

  it('takes no bet from a person on a break', async () => {
    const me = await platinumSubscriber(held.t);
    const pick = await publishedPick(db(), { tier: 'platinum' });
    await db()
      .update(users)
      .set({ breakEndsAt: hoursFromNow(24) })
      .where(eq(users.id, me.userId ?? ''));
    sessionUserChanged(db(), me.userId ?? '');
    const res = await call(app(), me, 'POST', '/api/bets', { pickId: pick.id, odds: 2, stake: 1 });
    expect(refusal(res)).toEqual({ status: 403, reason: 'on_break' });
    expect(
      await db()
        .select()
        .from(bets)
        .where(eq(bets.userId, me.userId ?? '')),
    ).toEqual([]);
  });

  it('pages the book newest first with the cursor it gave', async () => {
    const me = await platinumSubscriber(held.t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const pick = await publishedPick(db(), { tier: 'platinum' });
      ids.push((await recordBet(app(), me, { pickId: pick.id, odds: 2 + i / 100, stake: 10 })).id);
    }
    const first = BetsPageSchema.parse(JSON.parse((await call(app(), me, 'GET', '/api/bets?limit=2')).body));
    expect(first.bets.map((b) => b.id)).toEqual([ids[4], ids[3]]);
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    const second = BetsPageSchema.parse(
      JSON.parse((await call(app(), me, 'GET', `/api/bets?limit=2&cursor=${cursor}`)).body),
    );
    expect(second.bets.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    const third = BetsPageSchema.parse(
      JSON.parse(
        (
          await call(
            app(),
            me,
            'GET',
            `/api/bets?limit=2&cursor=${encodeURIComponent(second.nextCursor ?? '')}`,
          )
        ).body,
      ),
    );
    expect(third).toEqual({ bets: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
  });
});

import { AnalysisLogSchema, PickOddsPreviewSchema, PickQuotesResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configSettings, pickAuditLog } from '../../src/db/schema/index';
import { testDatabaseMode } from '../helpers/database';
import { createPick, readPick } from '../helpers/picks';
import { adminEmail, cookie, edit, generatedPick, get, patch, t } from './odds-edit-world';

describe(`editing a pick's odds names the book, on ${testDatabaseMode}`, () => {
  it('refuses an edit that names no book with 400 odds_edit_needs_bookmaker, and changes nothing', async () => {
    const pick = await generatedPick();
    for (const payload of [
      { odds: 2.1, oddsAmerican: 110 },
      { odds: 2.1, oddsAmerican: 110, bookmaker: '' },
      { odds: 2.1, oddsAmerican: 110, bookmaker: '   ' },
    ]) {
      const res = await patch(pick.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        reason: 'odds_edit_needs_bookmaker',
      });
    }
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });

  it("lists the books that price the pick's selection now, best first, and none for a pick without an event", async () => {
    const pick = await generatedPick();
    const res = await get(`/api/admin/picks/${pick.id}/odds-quotes`);
    expect(res.statusCode, res.body).toBe(200);
    const { quotes } = PickQuotesResponseSchema.parse(res.json());
    expect(quotes.map((q) => [q.bookmaker, q.odds, q.line])).toEqual([
      ['pinnacle', 2.05, null],
      ['bet365', 2, null],
      ['codere', 1.98, null],
    ]);
    const manual = await createPick(t.database.db, { eventId: null, strategy: 'manual' });
    const none = await get(`/api/admin/picks/${manual.id}/odds-quotes`);
    expect(PickQuotesResponseSchema.parse(none.json()).quotes).toEqual([]);
    expect((await get(`/api/admin/picks/${crypto.randomUUID()}/odds-quotes`)).statusCode).toBe(404);
  });

  it("keeps a book's own quote as the feed's price: the book's key, the quote's decimal, not typed by hand", async () => {
    const pick = await generatedPick();
    // +105 is 2.05 exactly; the book is named as a person would type it.
    const { pick: after } = await edit(pick.id, { odds: 2.05, oddsAmerican: 105, bookmaker: 'Pinnacle' });
    expect(after).toMatchObject({ odds: 2.05, bookmaker: 'pinnacle', oddsEnteredByHand: false });
    // bet365's 2.00 is not the best price, but it is the book's own quote: the feed's, not the analyst's.
    const { pick: atBet365 } = await edit(pick.id, { odds: 2, oddsAmerican: 100, bookmaker: 'bet365' });
    expect(atBet365).toMatchObject({ odds: 2, bookmaker: 'bet365', oddsEnteredByHand: false });
  });

  it('marks as typed by hand a price the named book does not quote, and any price at another house', async () => {
    const pick = await generatedPick();
    // Pinnacle's latest quote is 2.05; 2.03 is not on offer there.
    const { pick: stale } = await edit(pick.id, { odds: 2.03, oddsAmerican: 103, bookmaker: 'pinnacle' });
    expect(stale).toMatchObject({ odds: 2.03, bookmaker: 'pinnacle', oddsEnteredByHand: true });
    const { pick: other } = await edit(pick.id, { odds: 2.1, oddsAmerican: 110, bookmaker: 'Codere México' });
    expect(other).toMatchObject({ odds: 2.1, bookmaker: 'Codere México', oddsEnteredByHand: true });
    expect(await readPick(t.database.db, pick.id)).toMatchObject({
      bookmaker: 'Codere México',
      oddsEnteredByHand: true,
    });
  });

  it('recomputes edge, stake and expected value and keeps the tier, answering the tier the new edge suggests', async () => {
    const pick = await generatedPick();
    // Worked by hand: 0.5154 × 2.10 − 1 = 0.08234; quarter Kelly 0.25 × 0.08234 / 1.10 × 1000 = 18.71,
    // capped at 1.5% of 1000 = 15.00; expected value 0.08234 × 15 = 1.2351 → 1.24. Fixed thresholds:
    // an 8.2% edge with every strategy agreeing is diamante.
    const { pick: after, suggestedTier } = await edit(pick.id, {
      odds: 2.1,
      oddsAmerican: 110,
      bookmaker: 'bet365',
    });
    expect(after.edge).toBeCloseTo(0.08234, 6);
    expect(after).toMatchObject({ stake: 15, expectedValue: 1.24, tier: 'vip' });
    expect(suggestedTier).toBe('diamante');
    expect(await readPick(t.database.db, pick.id)).toMatchObject({ tier: 'vip', stake: 15 });

    // Below the cap: 0.5154 × 2.05 − 1 = 0.05657; 0.25 × 0.05657 / 1.05 × 1000 = 13.47;
    // 0.05657 × 13.47 = 0.762 → 0.76. A 5.7% edge is exclusivo by the thresholds; the pick stays vip.
    const back = await edit(pick.id, { odds: 2.05, oddsAmerican: 105, bookmaker: 'pinnacle' });
    expect(back.pick.edge).toBeCloseTo(0.05657, 6);
    expect(back.pick).toMatchObject({ stake: 13.47, expectedValue: 0.76, tier: 'vip' });
    expect(back.suggestedTier).toBe('exclusivo');
  });

  it('restakes with the current settings', async () => {
    const pick = await generatedPick();
    await t.database.db.update(configSettings).set({ kellyFraction: 0.1, maxStakePercent: 0.05 });
    try {
      // 0.5154 × 2.20 − 1 = 0.13388; a tenth of Kelly 0.1 × 0.13388 / 1.20 × 1000 = 11.16, under the 5% cap.
      const { pick: after } = await edit(pick.id, { odds: 2.2, oddsAmerican: 120, bookmaker: 'bet365' });
      expect(after).toMatchObject({ stake: 11.16, expectedValue: 1.49, tier: 'vip' });
    } finally {
      await t.database.db.update(configSettings).set({ kellyFraction: 0.25, maxStakePercent: 0.015 });
    }
  });

  it('previews an edit without storing it: the numbers, the tier kept, the suggestion and the by-hand mark', async () => {
    const pick = await generatedPick();
    const preview = async (query: string) => {
      const res = await get(`/api/admin/picks/${pick.id}/odds-preview?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return PickOddsPreviewSchema.parse(res.json());
    };
    const typed = await preview('odds=2.1&bookmaker=bet365');
    expect(typed.edge).toBeCloseTo(0.08234, 6);
    expect(typed).toMatchObject({
      stake: 15,
      expectedValue: 1.24,
      tier: 'vip',
      suggestedTier: 'diamante',
      oddsEnteredByHand: true,
    });
    expect(await preview('odds=2.05&bookmaker=pinnacle')).toMatchObject({ oddsEnteredByHand: false });
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    expect((await get(`/api/admin/picks/${pick.id}/odds-preview?odds=1`)).statusCode).toBe(400);
  });

  it('records the edit in the analysis log: the book, the numbers, the tier kept and the one suggested', async () => {
    const pick = await generatedPick();
    const { pick: after } = await edit(pick.id, { odds: 2.1, oddsAmerican: 110, bookmaker: 'bet365' });
    const log = AnalysisLogSchema.parse(after.analysisLog);
    expect(log.chronologicalLog).toHaveLength(2);
    const entry = log.chronologicalLog[1];
    expect(entry).toMatchObject({
      phase: 'edit',
      code: 'odds_edited_by_hand',
      values: {
        by: adminEmail,
        oldOdds: 2.01,
        oldOddsAmerican: 101,
        oldBookmaker: 'pinnacle',
        odds: 2.1,
        oddsAmerican: 110,
        bookmaker: 'bet365',
        oldStake: 8.94,
        stake: 15,
        tier: 'vip',
        suggestedTier: 'diamante',
      },
    });
    expect(entry?.message).toContain('2.0100 (+101) → 2.1000 (+110) at bet365, typed by hand');
    expect(entry?.message).toContain('tier kept vip (the new edge suggests diamante)');
    const { pick: feed } = await edit(pick.id, { odds: 2.05, oddsAmerican: 105, bookmaker: 'pinnacle' });
    expect(AnalysisLogSchema.parse(feed.analysisLog).chronologicalLog[2]?.code).toBe('odds_edited_at_book');
  });

  it('gives a manual pick, which has no analysis log, one that records the edit', async () => {
    const pick = await createPick(t.database.db, {
      eventId: null,
      league: null,
      strategy: 'manual',
      pModel: 0.52,
      analysisLog: null,
    });
    const { pick: after, suggestedTier } = await edit(pick.id, {
      odds: 2.2,
      oddsAmerican: 120,
      bookmaker: 'Caliente',
    });
    // No strategy agreed on a manual pick, so a 14.4% edge suggests platinum at most; the tier stays.
    expect(after).toMatchObject({
      stake: 15,
      expectedValue: 2.16,
      tier: 'platinum',
      oddsEnteredByHand: true,
    });
    expect(suggestedTier).toBe('platinum');
    const log = AnalysisLogSchema.parse(after.analysisLog);
    expect(log.eventInfo).toEqual({
      homeTeam: pick.homeTeam,
      awayTeam: pick.awayTeam,
      sport: 'nba',
      league: '',
    });
    expect(log.chronologicalLog.map((e) => [e.phase, e.code])).toEqual([['edit', 'odds_edited_by_hand']]);
  });

  it('logs the repricing of a published pick in the pick audit, and not that of a draft', async () => {
    const published = await generatedPick({ status: 'published' });
    const draft = await generatedPick();
    const repriced = { odds: 2.2, oddsAmerican: 120, bookmaker: 'bet365' };
    // A published pick's new price is a correction of the record: refused without a reason.
    const refused = await patch(published.id, repriced);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ reason: 'correction_needs_reason' });
    expect(await readPick(t.database.db, published.id)).toMatchObject({ odds: 2.01, bookmaker: 'pinnacle' });
    expect(
      (await patch(published.id, { ...repriced, reason: 'Pinnacle moved; Bet365 holds it' })).statusCode,
    ).toBe(200);
    expect((await patch(draft.id, repriced)).statusCode).toBe(200);
    const audit = (id: string) =>
      t.database.db.select().from(pickAuditLog).where(eq(pickAuditLog.pickId, id));
    expect(await audit(draft.id)).toEqual([]);
    const [entry] = await audit(published.id);
    expect(entry).toMatchObject({
      action: 'odds_changed',
      actorEmail: adminEmail,
      reason: 'Pinnacle moved; Bet365 holds it',
    });
    expect(entry?.changes).toMatchObject({
      odds: { from: 2.01, to: 2.2 },
      bookmaker: { from: 'pinnacle', to: 'bet365' },
      oddsEnteredByHand: { from: false, to: true },
      stake: { from: 8.94, to: 15 },
    });
    expect(entry?.changes).not.toHaveProperty('tier');
  });

  it("writes a published pick's new price and book to the public ledger as corrections, with the reason", async () => {
    const pick = await generatedPick();
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/picks/${pick.id}/status`,
      headers: { cookie },
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    await edit(pick.id, {
      odds: 2.1,
      oddsAmerican: 110,
      bookmaker: 'bet365',
      reason: 'Pinnacle pulled the line',
    });
    const ledger = await t.app.inject({ method: 'GET', url: '/api/record/ledger?after=0&limit=1000' });
    expect(ledger.statusCode, ledger.body).toBe(200);
    const entries = (ledger.json() as { entries: { entry: string }[] }).entries
      .map((row) => JSON.parse(row.entry) as Record<string, unknown>)
      .filter((entry) => entry.pickId === pick.id);
    expect(entries.map((entry) => entry.kind)).toContain('publish');
    const corrections = entries.filter((entry) => entry.kind === 'correction');
    expect(corrections.map((entry) => entry.field)).toEqual(expect.arrayContaining(['odds', 'bookmaker']));
    for (const entry of corrections) expect(entry.reason).toBe('Pinnacle pulled the line');
    // The pick is live: what changed stays sealed until its event starts.
    expect(corrections.every((entry) => entry.to === null && typeof entry.commitment === 'string')).toBe(
      true,
    );
  });

  it('writes nothing when a published pick is saved at the price and book it has, reason or not', async () => {
    const pick = await generatedPick({ status: 'published' });
    const before = await readPick(t.database.db, pick.id);
    const head = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/record/ledger?after=0&limit=1' })).json().head;
    const headBefore = await head();
    for (const extra of [{}, { reason: 'Saved the dialog again' }]) {
      const same = await patch(pick.id, { odds: 2.01, oddsAmerican: 101, bookmaker: 'pinnacle', ...extra });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().pick).toMatchObject({ odds: 2.01, bookmaker: 'pinnacle', oddsEnteredByHand: false });
    }
    expect(await head()).toEqual(headBefore);
    expect(await readPick(t.database.db, pick.id)).toEqual(before);
    expect(await t.database.db.select().from(pickAuditLog).where(eq(pickAuditLog.pickId, pick.id))).toEqual(
      [],
    );
  });

  it('rounds the decimal odds to 4 places and accepts a gap of up to 0.01 to the American price', async () => {
    const pick = await createPick(t.database.db);
    const exact = await edit(pick.id, { odds: 100 / 110 + 1, oddsAmerican: -110, bookmaker: 'bet365' });
    expect(exact.pick.odds).toBe(1.9091);
    expect((await edit(pick.id, { odds: 1.91, oddsAmerican: -110, bookmaker: 'bet365' })).pick.odds).toBe(
      1.91,
    );
  });

  it('recomputes the closing-line value when the pick has a closing price', async () => {
    const pick = await createPick(t.database.db, { closingOdds: 2, pMarketClose: 0.5, clv: 0.05 });
    const { pick: after } = await edit(pick.id, { odds: 2.2, oddsAmerican: 120, bookmaker: 'bet365' });
    expect(after.clv).toBeCloseTo(0.1, 6);
  });

  it('refuses odds whose American form disagrees, saying why, and changes nothing', async () => {
    const pick = await createPick(t.database.db);
    const res = await patch(pick.id, { odds: 2.2, oddsAmerican: 110, bookmaker: 'bet365' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('more than 0.01 away from odds 2.2');
    expect(res.json().error.issues[0].path).toBe('body.oddsAmerican');
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });

  it('refuses impossible prices and malformed bodies', async () => {
    const pick = await createPick(t.database.db);
    for (const payload of [
      { odds: 2, oddsAmerican: 50, bookmaker: 'bet365' },
      { odds: 1, oddsAmerican: -100000, bookmaker: 'bet365' },
      { odds: 2.5, oddsAmerican: 150.5, bookmaker: 'bet365' },
      { odds: '2.5', oddsAmerican: 150, bookmaker: 'bet365' },
      { odds: 2.5, bookmaker: 'bet365' },
      { odds: 5000, oddsAmerican: 499900, bookmaker: 'bet365' },
      { odds: 2.5, oddsAmerican: 150, bookmaker: 'bet\u0000365' },
      { odds: 2.5, oddsAmerican: 150, bookmaker: 'x'.repeat(61) },
      // A lone surrogate is no character: the analysis log (jsonb) could not hold it.
      { odds: 2.5, oddsAmerican: 150, bookmaker: 'a\ud800b' },
      { odds: 2.5, oddsAmerican: 150, bookmaker: 'bet365', reason: 'a\ud800b' },
    ]) {
      const res = await patch(pick.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    const unknown = await patch(crypto.randomUUID(), { odds: 2.5, oddsAmerican: 150, bookmaker: 'bet365' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to reprice a graded pick with 409', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      result: 'win',
      profit: 22,
      gradedAt: new Date(),
    });
    const res = await patch(pick.id, { odds: 2.5, oddsAmerican: 150, bookmaker: 'bet365' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', reason: 'pick_graded' });
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
  });
});

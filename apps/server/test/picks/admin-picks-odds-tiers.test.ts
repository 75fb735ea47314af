import { PickOddsPreviewSchema, type UnlockedPick } from '@arcade/contracts';
import { describe, expect, it } from 'vitest';
import { configSettings, picks } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { picksOf } from '../helpers/subscribers';
import { cookie, edit, generatedPick, get, HOUR, START, t } from './odds-edit-world';

describe(`the suggested tier follows the settings' tier mode, on ${testDatabaseMode}`, () => {
  it('suggests vip for a price with no edge, where the stake drops to 0', async () => {
    const pick = await generatedPick();
    // 0.5154 × 1.6667 − 1 = −0.14096: no edge, so no stake and nothing to rank.
    const { pick: after, suggestedTier } = await edit(pick.id, {
      odds: 1.6667,
      oddsAmerican: -150,
      bookmaker: 'bet365',
    });
    expect(after.edge).toBeCloseTo(-0.14096, 4);
    expect(after).toMatchObject({ stake: 0, expectedValue: 0, tier: 'vip' });
    expect(suggestedTier).toBe('vip');
  });

  it("ranks the new edge among the last 30 days' candidates in rank mode, and uses the thresholds in fixed mode", async () => {
    // Only the forty candidates below are in the window: every earlier pick of this file leaves it.
    await t.database.db.update(picks).set({ timestamp: new Date(Date.now() - 40 * 24 * HOUR) });
    for (let i = 1; i <= 40; i++) await createPick(t.database.db, { edge: i / 1000, analysisLog: null });
    const pick = await generatedPick();
    const preview = async () => {
      const res = await get(`/api/admin/picks/${pick.id}/odds-preview?odds=2.01&bookmaker=pinnacle`);
      return PickOddsPreviewSchema.parse(res.json());
    };
    // 0.5154 × 2.01 − 1 = 0.03595 beats 35 of the 40 edges 0.001…0.040 (and the pick's own 0.035954
    // counts half): the top quarter, diamante; by the fixed thresholds a 3.6% edge is vip.
    expect((await preview()).suggestedTier).toBe('diamante');
    await t.database.db.update(configSettings).set({ tierMode: 'fixed' });
    try {
      expect((await preview()).suggestedTier).toBe('vip');
    } finally {
      await t.database.db.update(configSettings).set({ tierMode: 'rank' });
    }
  });
});

describe(`what subscribers see of an edited price, on ${testDatabaseMode}`, () => {
  const seen = async (id: string): Promise<UnlockedPick> => {
    picksChanged();
    const pick = (await picksOf(t.app, { name: 'admin', userId: null, cookie })).find((p) => p.id === id);
    if (!pick || pick.locked) throw new Error('the admin sees every published pick in full');
    return pick;
  };

  it("names the book, marks an analyst's price, and calls a price the best only while it is generation's best", async () => {
    const pick = await generatedPick({ status: 'published' });
    // Each new price of a published pick is a correction of the record, with its reason.
    const reason = 'The market moved';
    expect(await seen(pick.id)).toMatchObject({
      odds: 2.01,
      bookmaker: 'pinnacle',
      oddsEnteredByHand: false,
      isBestPrice: true,
    });
    await edit(pick.id, { odds: 2.1, oddsAmerican: 110, bookmaker: 'bet365', reason });
    expect(await seen(pick.id)).toMatchObject({
      odds: 2.1,
      bookmaker: 'bet365',
      oddsEnteredByHand: true,
      isBestPrice: false,
    });
    // A feed book's own quote, yet not the best price generation found: a price, not "the best".
    await edit(pick.id, { odds: 2, oddsAmerican: 100, bookmaker: 'bet365', reason });
    expect(await seen(pick.id)).toMatchObject({
      bookmaker: 'bet365',
      oddsEnteredByHand: false,
      isBestPrice: false,
    });
    // Generation's own price and book typed back in, though Pinnacle no longer offers it: the analyst's.
    await edit(pick.id, { odds: 2.01, oddsAmerican: 101, bookmaker: 'pinnacle', reason });
    expect(await seen(pick.id)).toMatchObject({
      odds: 2.01,
      bookmaker: 'pinnacle',
      oddsEnteredByHand: true,
      isBestPrice: false,
    });
  });

  it('shows a manual pick as the analyst’s price at its book, never as the best', async () => {
    const pick = await createPick(t.database.db, {
      status: 'published',
      strategy: 'manual',
      bookmaker: 'Caliente',
      oddsEnteredByHand: true,
      eventStartTime: START,
    });
    expect(await seen(pick.id)).toMatchObject({
      bookmaker: 'Caliente',
      oddsEnteredByHand: true,
      isBestPrice: false,
    });
  });
});

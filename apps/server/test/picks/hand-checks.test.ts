import { PickOddsPreviewSchema, PickResponseSchema, PriceCheckSchema } from '@arcade/contracts';
import { decimalToAmerican } from '@arcade/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickAuditLog, picks } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { testDatabaseMode } from '../helpers/database';
import { readPick } from '../helpers/picks';
import { adminCaller, picksOf } from '../helpers/subscribers';
import { checkedEntries, verify } from '../record/ledger/ledger-world';
import { recordOf } from '../record/record-helpers';
import { cookie, eventId, generatedPick, get, HOUR, patch, START, t } from './odds-edit-world';

// The feed prices Boston's moneyline best at Pinnacle's 2.05 (a ceiling of 2.25) and Miami's at 1.85
// (a ceiling of 2.03); nothing prices a total.

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

const pickCount = async () => (await t.database.db.select({ n: count() }).from(picks))[0]?.n ?? 0;
const auditCount = async (pickId: string) =>
  (await t.database.db.select({ n: count() }).from(pickAuditLog).where(eq(pickAuditLog.pickId, pickId)))[0]
    ?.n ?? 0;

/** A manual pick off the feed: a La Liga match starting `hoursAhead` from now. */
const offFeed = (hoursAhead: number, extra: object = {}) => ({
  tier: 'platinum',
  sport: 'soccer',
  league: 'La Liga',
  eventStartTime: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
  homeTeam: 'Real Betis',
  awayTeam: 'Sevilla',
  selection: 'Real Betis',
  odds: 2.5,
  oddsAmerican: 150,
  edge: 0.06,
  stake: 10,
  status: 'published',
  ...extra,
});

describe(`a price typed by hand is held to the feed's, on ${testDatabaseMode}`, () => {
  it("refuses an odds edit more than 10 % above the feed's best with 400 price_off_market, naming it, and changes nothing", async () => {
    const pick = await generatedPick({ status: 'published' });
    // The walkthrough's VIP card: +200 at Caliente on a line the feed prices at 2.05.
    const res = await patch(pick.id, {
      odds: 3,
      oddsAmerican: 200,
      bookmaker: 'Caliente',
      reason: 'Caliente ofrece +200',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      reason: 'price_off_market',
      details: { bestOdds: '2.05', bookmaker: 'pinnacle', ceiling: '2.25' },
    });
    expect(await readPick(t.database.db, pick.id)).toEqual(pick);
    expect(await auditCount(pick.id)).toBe(0);
    // At the ceiling it is a price a book may well offer: taken, and contrasted.
    const ok = await patch(pick.id, {
      odds: 2.25,
      oddsAmerican: 125,
      bookmaker: 'Caliente',
      reason: 'Caliente ofrece +125',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().pick).toMatchObject({ odds: 2.25, priceUnverified: false, oddsEnteredByHand: true });
  });

  it("shows the check in the dialog's preview before saving", async () => {
    const pick = await generatedPick();
    const over = await get(`/api/admin/picks/${pick.id}/odds-preview?odds=3&bookmaker=Caliente`);
    expect(PickOddsPreviewSchema.parse(over.json()).priceCheck).toEqual({
      status: 'off_market',
      bestOdds: 2.05,
      bookmaker: 'pinnacle',
      ceiling: 2.25,
    });
    const within = await get(`/api/admin/picks/${pick.id}/odds-preview?odds=2.1&bookmaker=bet365`);
    expect(PickOddsPreviewSchema.parse(within.json()).priceCheck.status).toBe('within');
  });

  it('publishes a price on a selection the feed does not price marked unverified, on every view', async () => {
    const pick = await generatedPick({
      status: 'published',
      market: 'totals',
      selection: 'over',
      line: 215.5,
      displayLine: 'Over 215.5',
    });
    const res = await patch(pick.id, {
      odds: 1.95,
      oddsAmerican: -105,
      bookmaker: 'Caliente',
      reason: 'Precio de Caliente',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pick).toMatchObject({ priceUnverified: true });
    const preview = await get(`/api/admin/picks/${pick.id}/odds-preview?odds=9&bookmaker=Caliente`);
    expect(PickOddsPreviewSchema.parse(preview.json()).priceCheck).toMatchObject({ status: 'unverified' });
    picksChanged();
    const admin = await adminCaller(t.app, t.database.db);
    const seen = (await picksOf(t.app, admin)).find((p) => p.id === pick.id);
    expect(seen).toMatchObject({ locked: false, priceUnverified: true, offFeed: false });
  });

  it("refuses a manual pick on a feed event above the feed's best (+120 where the best is 1.85) and keeps a fair one", async () => {
    const before = await pickCount();
    const manual = {
      tier: 'platinum',
      eventId,
      selection: 'Miami Heat',
      odds: 2.2,
      oddsAmerican: 120,
      edge: 0.05,
      stake: 10,
      status: 'published',
    };
    const refused = await send('POST', '/api/admin/picks/manual', manual);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({
      reason: 'price_off_market',
      details: { bestOdds: '1.85', bookmaker: 'pinnacle', ceiling: '2.03' },
    });
    expect(await pickCount()).toBe(before);
    const fair = await send('POST', '/api/admin/picks/manual', { ...manual, odds: 1.95, oddsAmerican: -105 });
    expect(fair.statusCode, fair.body).toBe(201);
    expect(PickResponseSchema.parse(fair.json()).pick).toMatchObject({
      priceUnverified: false,
      offFeed: false,
    });
    // A spread of the event no book prices: accepted, marked.
    const spread = await send('POST', '/api/admin/picks/manual', {
      ...manual,
      market: 'spreads',
      line: 4.5,
    });
    expect(spread.statusCode, spread.body).toBe(201);
    expect(PickResponseSchema.parse(spread.json()).pick).toMatchObject({ priceUnverified: true });
  });

  it("answers the manual form's check before saving", async () => {
    const url = `/api/admin/picks/manual/price-check?eventId=${eventId}&market=h2h&selection=away&odds=2.2`;
    expect(PriceCheckSchema.parse((await get(url)).json())).toEqual({
      status: 'off_market',
      bestOdds: 1.85,
      bookmaker: 'pinnacle',
      ceiling: 2.03,
    });
    const spread = await get(
      `/api/admin/picks/manual/price-check?eventId=${eventId}&market=spreads&selection=home&line=-2.5&odds=1.9`,
    );
    expect(PriceCheckSchema.parse(spread.json()).status).toBe('within');
  });
});

describe(`a manual pick off the feed, on ${testDatabaseMode}`, () => {
  it('is published at least 2 hours before its start (400 event_too_soon), marked off the feed and unverified', async () => {
    const before = await pickCount();
    // The walkthrough's "Otro evento" starting 7 minutes later.
    const soon = await send('POST', '/api/admin/picks/manual', offFeed(7 / 60));
    expect(soon.statusCode, soon.body).toBe(400);
    expect(soon.json().error).toMatchObject({ reason: 'event_too_soon', details: { hours: 2 } });
    expect(await pickCount()).toBe(before);
    const inTime = await send('POST', '/api/admin/picks/manual', offFeed(3));
    expect(inTime.statusCode, inTime.body).toBe(201);
    expect(PickResponseSchema.parse(inTime.json()).pick).toMatchObject({
      offFeed: true,
      priceUnverified: true,
      eventId: null,
    });
    // Made pending an hour before its start, it can no longer be published.
    const pending = await send('POST', '/api/admin/picks/manual', offFeed(1, { status: 'pending' }));
    expect(pending.statusCode, pending.body).toBe(201);
    const { pick } = PickResponseSchema.parse(pending.json());
    const publish = await send('PATCH', `/api/admin/picks/${pick.id}/status`, { status: 'published' });
    expect(publish.statusCode, publish.body).toBe(400);
    expect(publish.json().error.reason).toBe('event_too_soon');
    expect((await readPick(t.database.db, pick.id))?.status).toBe('pending');
  });

  it('takes a result only with a source, keeps it on the record and in the ledger, and a correction keeps it', async () => {
    const created = await send('POST', '/api/admin/picks/manual', offFeed(3));
    const { pick } = PickResponseSchema.parse(created.json());
    await t.database.db
      .update(picks)
      .set({ eventStartTime: new Date(Date.now() - 3 * HOUR) })
      .where(eq(picks.id, pick.id));
    const url = `/api/admin/picks/${pick.id}/result`;
    for (const payload of [{ result: 'win' }, { result: 'win', source: '  x ' }]) {
      const res = await send('PATCH', url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ reason: 'result_needs_source' });
    }
    expect((await readPick(t.database.db, pick.id))?.result).toBeNull();
    const source = 'https://www.laliga.com/partido/betis-sevilla';
    const graded = await send('PATCH', url, { result: 'win', source });
    expect(graded.statusCode, graded.body).toBe(200);
    const corrected = await send('PATCH', url, { result: 'loss', reason: 'Marcador revisado' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await readPick(t.database.db, pick.id)).toMatchObject({ result: 'loss', resultSource: source });

    const { record } = await recordOf(t.app, '');
    expect(record.picks.find((row) => row.id === pick.id)).toMatchObject({
      offFeed: true,
      priceUnverified: true,
      resultSource: source,
    });
    const entries = await checkedEntries(t);
    const result = entries.find((e) => e.kind === 'result' && e.pickId === pick.id);
    expect(result).toMatchObject({ result: 'win', source });
    // The chain holds; of this pick only the start the test moved behind the ledger's back differs
    // (other tests of this file write published picks straight to the table: they are not judged).
    const verified = await verify(t);
    expect(verified.mismatches.filter((m) => m.pickId === pick.id)).toEqual([
      { pickId: pick.id, field: 'eventStartTime' },
    ]);
    expect(verified.firstBadSeq).toBeNull();
  });
});

describe(`a date correction, on ${testDatabaseMode}`, () => {
  it('needs a reason on a published pick, writes the audit and the ledger, and the date it has writes nothing', async () => {
    const pick = await generatedPick({ status: 'approved', eventStartTime: START });
    const published = await send('PATCH', `/api/admin/picks/${pick.id}/status`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const url = `/api/admin/picks/${pick.id}/date`;
    const moved = new Date(pick.timestamp.getTime() - HOUR).toISOString();
    const bare = await send('PATCH', url, { timestamp: moved });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json().error.reason).toBe('correction_needs_reason');
    const same = await send('PATCH', url, { timestamp: pick.timestamp.toISOString() });
    expect(same.statusCode, same.body).toBe(200);
    expect(await auditCount(pick.id)).toBe(0);

    const res = await send('PATCH', url, { timestamp: moved, reason: 'Hora de creación mal anotada' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readPick(t.database.db, pick.id))?.timestamp.toISOString()).toBe(moved);
    const [audit] = await t.database.db.select().from(pickAuditLog).where(eq(pickAuditLog.pickId, pick.id));
    expect(audit).toMatchObject({ action: 'date_changed', reason: 'Hora de creación mal anotada' });
    const entries = await checkedEntries(t);
    const corrections = entries.filter((e) => e.kind === 'correction' && e.pickId === pick.id);
    expect(corrections).toMatchObject([{ field: 'timestamp', reason: 'Hora de creación mal anotada' }]);
    // The admin's Correcciones names the ledger entry of the change.
    const log = await get(`/api/admin/picks/audit?pickId=${pick.id}`);
    expect(log.json().entries).toMatchObject([
      { action: 'date_changed', ledgerSeq: corrections[0]?.seq, reason: 'Hora de creación mal anotada' },
    ]);
  });

  it('is refused once the event has started (409 event_started), and nothing changes', async () => {
    const pick = await generatedPick({ status: 'published', eventStartTime: new Date(Date.now() - HOUR) });
    const moved = new Date(pick.timestamp.getTime() - HOUR).toISOString();
    const res = await send('PATCH', `/api/admin/picks/${pick.id}/date`, {
      timestamp: moved,
      reason: 'Tarde',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.reason).toBe('event_started');
    expect((await readPick(t.database.db, pick.id))?.timestamp.toISOString()).toBe(
      pick.timestamp.toISOString(),
    );
    expect(await auditCount(pick.id)).toBe(0);
  });
});

describe(`the price shown never contradicts itself, on ${testDatabaseMode}`, () => {
  it('shows the American form converted from the stored decimal, even when a row was altered', async () => {
    const pick = await generatedPick({
      status: 'published',
      eventStartTime: new Date(Date.now() - 5 * HOUR),
      result: 'win',
      profit: 10,
      gradedAt: new Date(),
    });
    // The walkthrough's altered pick: its decimal rewritten to 2.50 behind the server's back.
    await t.database.db.update(picks).set({ odds: 2.5, oddsAmerican: 130 }).where(eq(picks.id, pick.id));
    picksChanged();
    const admin = await adminCaller(t.app, t.database.db);
    const { record } = await recordOf(t.app, '', admin.cookie ?? undefined);
    const row = record.picks.find((p) => p.id === pick.id);
    expect(row?.details).toMatchObject({ odds: 2.5, oddsAmerican: decimalToAmerican(2.5) });
    expect(decimalToAmerican(2.5)).toBe(150);
  });
});

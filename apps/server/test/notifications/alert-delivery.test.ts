import { randomUUID } from 'node:crypto';
import { AlertChannelsSchema, AlertPreferencesSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOutbox, publicationNotices, users } from '../../src/db/schema/index';
import type { AlertOutboxRow } from '../../src/db/schema/index';
import type { AlertChannelAdapter, AlertOutcome } from '../../src/modules/notifications/alerts/channel';
import type { AlertPick, AlertRecipient } from '../../src/modules/notifications/alerts/audience';
import { enqueueAlert } from '../../src/modules/notifications/alerts/alert-queue.repository';
import { preferencesOf, updatePreferences } from '../../src/modules/notifications/alerts/preferences.service';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { giveSubscription, hoursFromNow } from '../helpers/subscribers';
import { waitOnWorkerPasses } from '../helpers/worker-passes';

let t: TestApp;
let adminCookie: string;
let until: ReturnType<typeof waitOnWorkerPasses>;

/**
 * A channel that records what the batch closer asks it to say and answers each delivery with the
 * next outcome scripted for that person (sent when none is left).
 */
const composed = new Map<string, { batchId: string; picks: string[]; ledgerSeq: number | null }[]>();
const delivered: AlertOutboxRow[] = [];
const script = new Map<string, (AlertOutcome | Error)[]>();
const recording: AlertChannelAdapter = {
  channel: 'telegram',
  compose: async (_tx, batch, recipient: AlertRecipient) => {
    const list = composed.get(recipient.id) ?? [];
    list.push({
      batchId: batch.batchId,
      picks: batch.picks.map((p: AlertPick) => p.id),
      ledgerSeq: batch.ledger?.seq ?? null,
    });
    composed.set(recipient.id, list);
    return [
      {
        dedupeKey: `telegram:${batch.batchId}:${recipient.id}`,
        payload: { picks: batch.picks.map((p) => p.id) },
      },
    ];
  },
  deliver: async (_db, row) => {
    delivered.push(row);
    const next = script.get(row.userId)?.shift();
    if (next instanceof Error) throw next;
    return next ?? { kind: 'sent' };
  },
};

interface Person {
  id: string;
  cookie: string;
}

async function person(plan?: 'vip' | 'platinum' | 'diamond', periodEnd?: Date): Promise<Person> {
  const account = await createAccount(t.database.db, { email: uniqueEmail('alerts') });
  if (plan)
    await giveSubscription(t.database.db, account.id, plan, periodEnd ? { currentPeriodEnd: periodEnd } : {});
  return { id: account.id, cookie: await loginAs(t.app, account.email, account.plainPassword) };
}

const preferences = (who: Person, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/notifications/preferences',
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const publish = (pickId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/picks/${pickId}/status`,
    headers: { cookie: adminCookie },
    payload: { status: 'published' },
  });

const batchOf = (pickId: string) =>
  until(`the batch of ${pickId}`, async () => {
    const [notice] = await t.database.db
      .select()
      .from(publicationNotices)
      .where(eq(publicationNotices.pickId, pickId));
    return notice?.batchId ?? undefined;
  });

/** The batch's alert rows once none is pending. */
const settledAlerts = (batchId: string) =>
  until(`the alerts of ${batchId}`, async () => {
    const rows = (await t.database.db.select().from(alertOutbox)).filter((row) =>
      row.dedupeKey.includes(batchId),
    );
    return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });

beforeAll(async () => {
  t = await buildTestApp({
    // Two picks published together share a batch only if the second lands within the window of the
    // first: 200 ms was passed by a busy machine (both cores running suites) and split them.
    MAIL_BATCH_WINDOW_MS: '1000',
    MAIL_QUEUE_POLL_MS: '100',
    MAIL_RETRY_BASE_MS: '50',
    MAIL_RETRY_MAX_MS: '100',
    MAIL_MAX_ATTEMPTS: '2',
  });
  t.app.alertChannels.register(recording);
  until = waitOnWorkerPasses(t.app);
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => t?.close());

describe(`alert preferences on ${testDatabaseMode}`, () => {
  it('start at every channel on, every sport and no bankroll, and change only what is sent', async () => {
    const who = await person();
    const initial = await preferences(who);
    expect(initial.statusCode, initial.body).toBe(200);
    expect(AlertPreferencesSchema.parse(initial.json())).toEqual({
      email: true,
      telegram: true,
      push: true,
      sports: null,
      bankroll: null,
    });
    const changed = await preferences(who, 'PUT', {
      telegram: false,
      sports: ['nhl', 'soccer', 'nhl'],
      bankroll: 750,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      email: true,
      telegram: false,
      push: true,
      sports: ['nhl', 'soccer'],
      bankroll: 750,
    });
    const email = await preferences(who, 'PUT', { email: false });
    expect(email.json()).toMatchObject({ email: false, telegram: false, sports: ['nhl', 'soccer'] });
    // The email switch is the account's own: the one the unsubscribe link and the old PATCH change.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
    expect(row?.emailNotifications).toBe(false);
    // Naming every sport is every sport, including any added later.
    const all = await preferences(who, 'PUT', {
      sports: ['soccer', 'nfl', 'baseball', 'nba', 'nhl'],
      bankroll: null,
    });
    expect(all.json()).toMatchObject({ sports: null, bankroll: null });
  });

  it('store the smallest bankroll there is, a cent, and read it back', async () => {
    const who = await person();
    expect((await preferences(who, 'PUT', { bankroll: 0.01 })).statusCode).toBe(200);
    const read = await preferences(who);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ bankroll: 0.01 });
  });

  it.each([
    ['no sport at all', { sports: [] }],
    ['an unknown sport', { sports: ['cricket'] }],
    ['a bankroll of zero', { bankroll: 0 }],
    ['a bankroll that would be stored as 0.00', { bankroll: 0.004 }],
    ['a bankroll that is not a number', { bankroll: '500' }],
    ['a switch that is not a boolean', { push: 'yes' }],
    ['an unknown field', { sms: true }],
  ])('refuse %s with a 400 and change nothing', async (_case, payload) => {
    const who = await person();
    await preferences(who, 'PUT', { push: false });
    const before = (await preferences(who)).json();
    const res = await preferences(who, 'PUT', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((await preferences(who)).json()).toEqual(before);
  });

  it('are for a signed-in person only', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/notifications/preferences',
        payload: { push: false },
      });
      expect(res.statusCode).toBe(401);
    }
    const channels = await t.app.inject({ method: 'GET', url: '/api/notifications/channels' });
    expect(channels.statusCode).toBe(401);
  });

  it('answer 401 login_required, read or changed, for an account gone after its session was found', async () => {
    // The session cache can outlive the account by a moment; no request can time that, so the
    // services that both routes call are asked directly.
    const gone = randomUUID();
    await expect(preferencesOf(t.database.db, gone)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'login_required',
    });
    await expect(updatePreferences(t.database.db, gone, { push: false })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      reason: 'login_required',
    });
  });

  it('come with what each channel offers: Telegram off without a token, push with no browser yet', async () => {
    const who = await person();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/channels',
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AlertChannelsSchema.parse(res.json())).toEqual({
      telegram: { enabled: false, botUsername: null, linked: null },
      push: { enabled: true, subscriptions: 0 },
    });
  });
});

describe(`alerts of a publication batch on ${testDatabaseMode}`, () => {
  it('tell each person, once per batch, only of the picks the one rule lets them hear of', async () => {
    const diamond = await person('diamond');
    const vipSoccer = await person('vip');
    await preferences(vipSoccer, 'PUT', { sports: ['soccer'] });
    const channelOff = await person('diamond');
    await preferences(channelOff, 'PUT', { telegram: false });
    const lapsed = await person('diamond', hoursFromNow(-1));
    const nothing = await person();
    const vip = await createPick(t.database.db, {
      tier: 'vip',
      sport: 'soccer',
      homeTeam: 'Betis',
      awayTeam: 'Sevilla',
    });
    const platinum = await createPick(t.database.db, {
      tier: 'platinum',
      sport: 'nba',
      homeTeam: 'Knicks',
      awayTeam: 'Nets',
    });
    expect((await Promise.all([vip, platinum].map((p) => publish(p.id)))).map((r) => r.statusCode)).toEqual([
      200, 200,
    ]);
    const batchId = await batchOf(vip.id);
    expect(await batchOf(platinum.id)).toBe(batchId);
    const rows = await settledAlerts(batchId);
    expect(rows.map((row) => row.userId).sort()).toEqual([diamond.id, vipSoccer.id].sort());
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
    expect(composed.get(diamond.id)?.map((c) => [c.batchId, c.picks.sort()])).toEqual([
      [batchId, [vip.id, platinum.id].sort()],
    ]);
    expect(composed.get(vipSoccer.id)?.map((c) => c.picks)).toEqual([[vip.id]]);
    // Every alert carries the ledger's head as the batch closed.
    expect(composed.get(diamond.id)?.[0]?.ledgerSeq).toBeGreaterThan(0);
    for (const who of [channelOff, lapsed, nothing]) expect(composed.get(who.id)).toBeUndefined();
  });

  it('drop an alert whose destination is gone, wait when asked to, and retry a failure with backoff', async () => {
    const gone = await person('vip');
    const slow = await person('vip');
    const flaky = await person('vip');
    const broken = await person('vip');
    script.set(gone.id, [{ kind: 'gone', reason: 'bot blocked' }]);
    script.set(slow.id, [
      { kind: 'retry-after', ms: 300 },
      { kind: 'retry-after', ms: 300 },
    ]);
    script.set(flaky.id, [new Error('502 Bad Gateway')]);
    script.set(broken.id, [new Error('500 first'), new Error('500 second')]);
    const pick = await createPick(t.database.db, { tier: 'vip', homeTeam: 'Rangers', awayTeam: 'Devils' });
    expect((await publish(pick.id)).statusCode).toBe(200);
    const rows = await settledAlerts(await batchOf(pick.id));
    const of = (who: Person) => rows.find((row) => row.userId === who.id);
    expect(of(gone)).toMatchObject({ status: 'dropped', error: 'bot blocked', attempts: 0 });
    // Being asked to wait is not a failed attempt: two waits, then sent, with no attempt counted.
    expect(of(slow)).toMatchObject({ status: 'sent', attempts: 0 });
    expect(delivered.filter((row) => row.userId === slow.id)).toHaveLength(3);
    expect(of(flaky)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(of(broken)).toMatchObject({ status: 'failed', attempts: 2, error: '500 second' });
  });

  it('never queues the same alert twice', async () => {
    const who = await person('vip');
    const alert = { dedupeKey: `telegram:once:${who.id}`, payload: { n: 1 } };
    expect(await enqueueAlert(t.database.db, 'telegram', who.id, alert)).toEqual(expect.any(String));
    expect(await enqueueAlert(t.database.db, 'telegram', who.id, { ...alert, payload: { n: 2 } })).toBeNull();
  });
});

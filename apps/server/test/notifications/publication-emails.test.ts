import { NotificationsBodySchema } from '@arcade/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSettings, mailOutbox, publicationNotices, users } from '../../src/db/schema/index';
import { signUserToken } from '../../src/lib/signed-token';
import { loadAppSecret } from '../../src/db/app-secret';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { createPick } from '../helpers/picks';
import { type ReceivedMail, startSmtpServer } from '../helpers/smtp-server';
import { giveSubscription, hoursFromNow } from '../helpers/subscribers';
import { waitOnWorkerPasses } from '../helpers/worker-passes';

const APP_URL = 'http://valuebets.test';
/** Publishing must pause this long before a batch closes: long enough for the parallel PATCHes. */
const WINDOW_MS = 1_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let until: ReturnType<typeof waitOnWorkerPasses>;
let adminCookie: string;

interface Person {
  id: string;
  email: string;
  cookie: string;
}

async function person(options: {
  language: 'es' | 'en';
  plan?: 'vip' | 'platinum' | 'diamond' | 'free';
  periodEnd?: Date;
  emailNotifications?: boolean;
}): Promise<Person> {
  const account = await createAccount(t.database.db, {
    email: uniqueEmail(options.language),
    language: options.language,
  });
  if (options.plan) {
    await giveSubscription(t.database.db, account.id, options.plan, {
      ...(options.periodEnd ? { currentPeriodEnd: options.periodEnd } : {}),
    });
  }
  if (options.emailNotifications === false) {
    await t.database.db.update(users).set({ emailNotifications: false }).where(eq(users.id, account.id));
  }
  return {
    id: account.id,
    email: account.email,
    cookie: await loginAs(t.app, account.email, account.plainPassword),
  };
}

let esVip: Person;
let enPlatinum: Person;
let diamond: Person;
let free: Person;
let noPlan: Person;
let expired: Person;
let switchedOff: Person;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    APP_URL,
    MAIL_BATCH_WINDOW_MS: String(WINDOW_MS),
    MAIL_QUEUE_POLL_MS: '100',
  });
  until = waitOnWorkerPasses(t.app);
  const admin = await createAccount(t.database.db, { role: 'admin', language: 'en' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
  esVip = await person({ language: 'es', plan: 'vip' });
  enPlatinum = await person({ language: 'en', plan: 'platinum' });
  diamond = await person({ language: 'es', plan: 'diamond' });
  free = await person({ language: 'es', plan: 'free' });
  noPlan = await person({ language: 'en' });
  expired = await person({ language: 'es', plan: 'diamond', periodEnd: hoursFromNow(-1) });
  switchedOff = await person({ language: 'en', plan: 'diamond', emailNotifications: false });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const publish = (pickId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/picks/${pickId}/status`,
    headers: { cookie: adminCookie },
    payload: { status: 'published' },
  });

/** The queued mail of the batch that holds this pick, once that batch has closed. */
const batchOf = (pickId: string): Promise<string> =>
  until(`the batch of ${pickId}`, async () => {
    const [notice] = await t.database.db
      .select()
      .from(publicationNotices)
      .where(eq(publicationNotices.pickId, pickId));
    return notice?.batchId ?? undefined;
  });

/** Every queued mail of a batch, once none of them is still pending. */
const deliveredBatch = (batchId: string) =>
  until(`the mail of batch ${batchId}`, async () => {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `publication:${batchId}:%`));
    return rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });

/** The mails a person received whose text names this team. */
const mailsNaming = (who: Person, team: string): ReceivedMail[] =>
  smtp.mailsTo(who.email).filter((mail) => mail.text.includes(team));

const unsubscribeLinkIn = (text: string) => {
  const match = /(http:\/\/valuebets\.test\/api\/notifications\/unsubscribe\?token=\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1];
};

describe(`publication emails on ${testDatabaseMode}`, () => {
  it('mails each entitled subscriber once, in their language, and nobody else', async () => {
    const pick = await createPick(t.database.db, {
      tier: 'vip',
      sport: 'nba',
      homeTeam: 'Celtics',
      awayTeam: 'Heat',
      selection: 'Celtics',
      displayLine: 'Celtics ML',
      odds: 1.91,
      oddsAmerican: -110,
      // Publishing fixes the lowest price worth taking: 1.02 / 0.5 = 2.04 at the default 2% edge.
      pModel: 0.5,
      eventStartTime: new Date('2030-03-01T19:30:00Z'),
    });
    const res = await publish(pick.id);
    expect(res.statusCode, res.body).toBe(200);

    const es = await smtp.waitForMail(esVip.email, (mail) => mail.text.includes('Celtics'));
    expect(es.subject).toBe('Arcade ValueBets: 1 pick nuevo publicado');
    expect(es.text).toContain('Hola, Test Person:');
    expect(es.text).toContain('Heat @ Celtics (L)');
    expect(es.text).toContain('Celtics ML · cuota 1.91 (-110)');
    expect(es.text).toContain('[VIP] NBA');
    expect(es.text).toContain('1 mar 2030, 19:30 UTC\n  Cuota mínima 2.04 (+104)');
    expect(es.text).toContain(`${APP_URL}/dashboard`);
    expect(es.listUnsubscribe).toBe(unsubscribeLinkIn(es.text));
    // The ledger's head as the batch closed: this publication is in it.
    const ledger = await t.app.inject({ method: 'GET', url: '/api/record/ledger?limit=1000' });
    const head = ledger.json().head as { seq: number; hash: string };
    expect(ledger.json().entries.some((e: { entry: string }) => e.entry.includes(pick.id))).toBe(true);
    expect(es.text).toContain(`Registro verificable: entrada #${head.seq} · ${head.hash.slice(0, 12)}.`);
    expect(es.text).toContain(`${APP_URL}/record`);

    const en = await smtp.waitForMail(enPlatinum.email, (mail) => mail.text.includes('Celtics'));
    expect(en.subject).toBe('Arcade ValueBets: 1 new pick published');
    expect(en.text).toContain('Heat @ Celtics (H)');
    expect(en.text).toMatch(/Verifiable record: entry #\d+ · [0-9a-f]{12}\./);
    expect(en.text).toContain(
      'Celtics ML · odds 1.91 (-110) · starts 1 Mar 2030, 19:30 UTC\n  Bet down to 2.04 (+104)',
    );
    await smtp.waitForMail(diamond.email, (mail) => mail.text.includes('Celtics'));

    const rows = await deliveredBatch(await batchOf(pick.id));
    expect(rows.map((row) => row.to).sort()).toEqual([esVip.email, enPlatinum.email, diamond.email].sort());
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const who of [esVip, enPlatinum, diamond]) expect(mailsNaming(who, 'Celtics')).toHaveLength(1);
    // A free plan, no plan, an ended period and the user's switch off: no mail at all.
    for (const who of [free, noPlan, expired, switchedOff]) expect(smtp.mailsTo(who.email)).toEqual([]);
  });

  it('sends one email per bulk publication, listing only the picks of the subscriber’s tiers', async () => {
    const vip = await createPick(t.database.db, {
      tier: 'vip',
      homeTeam: 'Lakers',
      awayTeam: 'Suns',
      displayLine: 'Lakers -3.5',
    });
    const platinum = await createPick(t.database.db, {
      tier: 'platinum',
      homeTeam: 'Knicks',
      awayTeam: 'Nets',
      displayLine: 'Knicks ML',
    });
    const diamante = await createPick(t.database.db, {
      tier: 'diamante',
      homeTeam: 'Bulls',
      awayTeam: 'Bucks',
      selection: 'Bucks',
      displayLine: 'Bucks +4.5',
      odds: 2.35,
      oddsAmerican: 135,
    });
    // The admin's bulk Publicar: one PATCH per pick, all at once.
    const answers = await Promise.all([vip, platinum, diamante].map((pick) => publish(pick.id)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const batchId = await batchOf(vip.id);
    expect(await batchOf(platinum.id)).toBe(batchId);
    expect(await batchOf(diamante.id)).toBe(batchId);
    const rows = await deliveredBatch(batchId);
    expect(rows).toHaveLength(3);

    const [es] = mailsNaming(esVip, 'Lakers');
    expect(es?.subject).toBe('Arcade ValueBets: 1 pick nuevo publicado');
    expect(es?.text).toContain('Lakers -3.5');
    // Never a locked pick's details: not its teams, line or price.
    for (const hidden of ['Knicks', 'Bulls', 'Bucks', '2.35']) expect(es?.text).not.toContain(hidden);

    const [en] = mailsNaming(enPlatinum, 'Lakers');
    expect(en?.subject).toBe('Arcade ValueBets: 2 new picks published');
    expect(en?.text).toContain('Knicks ML');
    for (const hidden of ['Bulls', 'Bucks']) expect(en?.text).not.toContain(hidden);

    const [all] = mailsNaming(diamond, 'Lakers');
    expect(all?.subject).toBe('Arcade ValueBets: 3 picks nuevos publicados');
    expect(all?.text).toContain('Bucks +4.5 · cuota 2.35 (+135)');
    expect(all?.text).toContain('[Diamante]');
    for (const who of [esVip, enPlatinum, diamond]) expect(mailsNaming(who, 'Lakers')).toHaveLength(1);
    for (const who of [free, noPlan, expired, switchedOff]) expect(smtp.mailsTo(who.email)).toEqual([]);
  });

  it('mails a manual pick created published', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/picks/manual',
      headers: { cookie: adminCookie },
      payload: {
        tier: 'vip',
        sport: 'soccer',
        league: 'La Liga',
        eventStartTime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        homeTeam: 'Real Betis',
        awayTeam: 'Sevilla',
        selection: 'Real Betis',
        odds: 2.2,
        oddsAmerican: 120,
        edge: 0.05,
        status: 'published',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await smtp.waitForMail(esVip.email, (m) => m.text.includes('Real Betis'));
    expect(mail.text).toContain('Real Betis (L) vs Sevilla');
    // A manual pick belongs to an event: its league and its start time are the email's too.
    expect(mail.text).toContain('La Liga');
    expect(mail.text).not.toContain('sin hora de inicio');
  });

  it('queues nothing while the admin’s switch (emailNotificationsEnabled) is off', async () => {
    await t.database.db.update(configSettings).set({ emailNotificationsEnabled: false });
    try {
      const pick = await createPick(t.database.db, { tier: 'vip', homeTeam: 'Penguins', awayTeam: 'Flyers' });
      expect((await publish(pick.id)).statusCode).toBe(200);
      // Whether a publication is queued for the emails is decided in the publishing transaction
      // (a notice row, the batcher's only input), so once the PATCH has answered and nothing it left
      // in the background is running, the outcome is final: no window to wait out.
      await t.app.tasks.drain();
      expect(
        await t.database.db.select().from(publicationNotices).where(eq(publicationNotices.pickId, pick.id)),
      ).toEqual([]);
      // Nor a mail queued some other way: nothing in the outbox names the pick.
      expect(
        await t.database.db.select().from(mailOutbox).where(like(mailOutbox.text, '%Penguins%')),
      ).toEqual([]);
      expect(mailsNaming(esVip, 'Penguins')).toEqual([]);
    } finally {
      await t.database.db.update(configSettings).set({ emailNotificationsEnabled: true });
    }
  });

  it('lets a user turn their emails off and on (PATCH /api/billing/notifications)', async () => {
    const patch = (cookie: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/billing/notifications',
        headers: { cookie },
        payload: payload as object,
      });
    const off = await patch(enPlatinum.cookie, { emailNotifications: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(NotificationsBodySchema.parse(off.json())).toEqual({ emailNotifications: false });
    const pick = await createPick(t.database.db, { tier: 'vip', homeTeam: 'Rangers', awayTeam: 'Devils' });
    expect((await publish(pick.id)).statusCode).toBe(200);
    await deliveredBatch(await batchOf(pick.id));
    expect(mailsNaming(esVip, 'Rangers')).toHaveLength(1);
    expect(mailsNaming(enPlatinum, 'Rangers')).toEqual([]);

    expect((await patch(enPlatinum.cookie, { emailNotifications: true })).json()).toEqual({
      emailNotifications: true,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, enPlatinum.id));
    expect(row?.emailNotifications).toBe(true);
    const invalid = await patch(enPlatinum.cookie, { emailNotifications: 'no' });
    expect(invalid.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/billing/notifications',
      payload: { emailNotifications: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('unsubscribes with the link of the email, and refuses a forged or missing token', async () => {
    const [mail] = mailsNaming(diamond, 'Celtics');
    if (!mail) throw new Error('the first test’s mail is missing');
    const link = new URL(unsubscribeLinkIn(mail.text));
    const token = link.searchParams.get('token') ?? '';
    const get = (query: string, language = 'en') =>
      t.app.inject({
        method: 'GET',
        url: `/api/notifications/unsubscribe${query}`,
        headers: { 'accept-language': language },
      });

    const forgeries = [
      '',
      '?token=',
      `?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `?token=${esVip.id}.${token.split('.')[1]}`,
      `?token=${signUserToken('another secret', 'unsubscribe', diamond.id)}`,
      `?token=${signUserToken(await loadAppSecret(t.database.db, undefined), 'reset', diamond.id)}`,
      '?token=not-a-token',
    ];
    for (const query of forgeries) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The reader's language first, then the other.
      expect(res.body.indexOf('Invalid unsubscribe link')).toBeLessThan(
        res.body.indexOf('Enlace de baja no válido'),
      );
    }
    const stillOn = await t.database.db.select().from(users).where(eq(users.id, diamond.id));
    expect(stillOn[0]?.emailNotifications).toBe(true);

    const res = await get(`${link.search}`);
    expect(res.statusCode).toBe(200);
    // The user's own language first (Spanish), whatever the browser asks.
    expect(res.body.indexOf('Te has dado de baja')).toBeGreaterThan(-1);
    expect(res.body.indexOf('Te has dado de baja')).toBeLessThan(res.body.indexOf('You have unsubscribed'));
    expect(res.body).toContain(`${APP_URL}/dashboard`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, diamond.id));
    expect(row?.emailNotifications).toBe(false);
    // The link stays good: a second click says the same.
    expect((await get(link.search)).statusCode).toBe(200);

    const pick = await createPick(t.database.db, { tier: 'vip', homeTeam: 'Oilers', awayTeam: 'Flames' });
    expect((await publish(pick.id)).statusCode).toBe(200);
    await deliveredBatch(await batchOf(pick.id));
    expect(mailsNaming(esVip, 'Oilers')).toHaveLength(1);
    expect(mailsNaming(diamond, 'Oilers')).toEqual([]);
  });
});

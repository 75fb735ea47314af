import { AccountExportSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertPreferences,
  mailOutbox,
  pushSubscriptions,
  telegramLinks,
  transactions,
} from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { giveSubscription } from '../helpers/subscribers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const exportOf = (cookie: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/account/export', headers: cookie ? { cookie } : {} });

describe(`GET /api/account/export on ${testDatabaseMode}`, () => {
  it('downloads everything held about the person, and no secret', async () => {
    const db = t.database.db;
    const person = await createAccount(db, {
      password: 'export-pass-1',
      language: 'en',
      emailVerified: true,
    });
    const stranger = await createAccount(db);
    const cookie = await loginAs(t.app, person.email, person.plainPassword);
    await loginAs(t.app, person.email, person.plainPassword);
    await giveSubscription(db, person.id, 'platinum');
    await db.insert(transactions).values([
      { userId: person.id, amount: 1999, currency: 'eur', status: 'completed', type: 'subscription' },
      { userId: stranger.id, amount: 777, currency: 'eur', status: 'completed', type: 'subscription' },
    ]);
    await db
      .insert(alertPreferences)
      .values({ userId: person.id, telegram: false, push: true, sports: ['nba'], bankroll: 500 });
    await db.insert(telegramLinks).values({ userId: person.id, chatId: 424_242, username: 'punter' });
    await db.insert(pushSubscriptions).values({
      userId: person.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/SECRET-ENDPOINT-PATH',
      p256dh: 'P256DH-KEY-MATERIAL',
      auth: 'AUTH-KEY-MATERIAL',
    });
    await db.insert(mailOutbox).values([
      { to: person.email, subject: 'Your reset code', text: 'code 123456' },
      { to: stranger.email, subject: 'Not theirs', text: 'x' },
    ]);

    const res = await exportOf(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="arcade-valuebets-my-data-\d{8}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = AccountExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({
      id: person.id,
      email: person.email,
      name: person.name,
      language: 'en',
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.plans).toEqual([expect.objectContaining({ plan: 'platinum', status: 'active' })]);
    expect(data.payments).toEqual([
      expect.objectContaining({ amount: 1999, currency: 'eur', type: 'subscription' }),
    ]);
    expect(data.freePick).toEqual({ used: false, pickId: null });
    expect(data.alerts).toEqual({
      emailNotifications: true,
      telegram: false,
      push: true,
      sports: ['nba'],
      bankroll: 500,
    });
    expect(data.telegram?.username).toBe('punter');
    expect(data.pushSubscriptions).toEqual([{ host: 'fcm.googleapis.com', createdAt: expect.any(String) }]);
    expect(data.emails.map((mail) => mail.subject)).toEqual(['Your reset code']);

    for (const secret of [
      person.password,
      cookie.split('=')[1] ?? 'no-token',
      'SECRET-ENDPOINT-PATH',
      'P256DH-KEY-MATERIAL',
      'AUTH-KEY-MATERIAL',
      '424242',
      'code 123456',
      stranger.email,
      'Not theirs',
    ]) {
      expect(res.body, secret).not.toContain(secret);
    }
  });

  it('is for signed-in people only, and HEAD does not repeat the work', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
    const person = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, person.email, person.plainPassword);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/account/export', headers: { cookie } });
    expect(head.statusCode).toBe(405);
  });
});

import { type LockedPick, type SubscriberPick, SubscriberPicksResponseSchema } from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  type NewPickRow,
  type Plan,
  type SubscriptionStatus,
  subscriptions,
} from '../../src/db/schema/index';
import { createAccount, loginAs } from './accounts';
import { createPick } from './picks';
import { picksChanged } from '../../src/lib/changes';

export const HOUR_MS = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/** A published pick written straight to the database, announced as any writer must. */
export async function publishedPick(db: Database, overrides: Partial<NewPickRow> = {}) {
  const row = await createPick(db, { status: 'published', eventStartTime: hoursFromNow(24), ...overrides });
  picksChanged();
  return row;
}

/** A subscription written straight to the database (as a Stripe sync or an old hand grant would leave it). */
export async function giveSubscription(
  db: Database,
  userId: string,
  plan: Plan,
  options: { status?: SubscriptionStatus; currentPeriodEnd?: Date | null } = {},
) {
  await db.insert(subscriptions).values({
    userId,
    plan,
    status: options.status ?? 'active',
    currentPeriodEnd:
      options.currentPeriodEnd === undefined ? hoursFromNow(24 * 7) : options.currentPeriodEnd,
  });
}

export interface Caller {
  name: string;
  userId: string | null;
  cookie: string | null;
}

/**
 * A regular account with a verified email (as one must be to claim the free pick), logged in;
 * `plan` is granted straight in the database first.
 */
export async function regularCaller(
  app: FastifyInstance,
  db: Database,
  name: string,
  plan?: { plan: Plan; status?: SubscriptionStatus; currentPeriodEnd?: Date | null },
): Promise<Caller> {
  const account = await createAccount(db, { emailVerified: true });
  if (plan) await giveSubscription(db, account.id, plan.plan, plan);
  return { name, userId: account.id, cookie: await loginAs(app, account.email, account.plainPassword) };
}

export async function adminCaller(app: FastifyInstance, db: Database): Promise<Caller> {
  const account = await createAccount(db, { role: 'admin' });
  return {
    name: 'admin',
    userId: account.id,
    cookie: await loginAs(app, account.email, account.plainPassword),
  };
}

export const anonymous: Caller = { name: 'anonymous', userId: null, cookie: null };

export function headersOf(caller: Caller): Record<string, string> {
  return caller.cookie ? { cookie: caller.cookie } : {};
}

/** GET /api/picks as this caller, parsed with the contract. */
export async function picksOf(app: FastifyInstance, caller: Caller, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/picks${query}`, headers: headersOf(caller) });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/picks as ${caller.name}: ${res.statusCode} ${res.body}`);
  return SubscriberPicksResponseSchema.parse(res.json()).picks;
}

export function claim(app: FastifyInstance, caller: Caller, pickId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/picks/${pickId}/unlock-free`,
    headers: headersOf(caller),
  });
}

export const TEASER_KEYS = [
  'awayTeam',
  'eventStartTime',
  'homeTeam',
  'id',
  'league',
  'locked',
  'sport',
  'tier',
];

/** The picks of a list by id; a locked one must carry exactly the teaser's keys. */
export function byId(list: readonly SubscriberPick[]): Map<string, SubscriberPick> {
  for (const pick of list) {
    if (pick.locked) expectTeaserKeys(pick);
  }
  return new Map(list.map((pick) => [pick.id, pick]));
}

function expectTeaserKeys(pick: LockedPick): void {
  const keys = Object.keys(pick).sort();
  if (keys.join() !== TEASER_KEYS.join()) throw new Error(`teaser with keys ${keys.join()}`);
}

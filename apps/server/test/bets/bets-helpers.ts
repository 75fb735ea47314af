import { ApiErrorSchema, BetResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { picks } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { type Caller, hoursFromNow, regularCaller } from '../helpers/subscribers';

/** The real app for the file's tests: read `t` inside them. */
export function useApp() {
  const held = {} as { t: TestApp };
  beforeAll(async () => {
    held.t = await buildTestApp();
  });
  afterAll(async () => held.t?.close());
  return held;
}

/** A signed-in person with a platinum plan (they see platinum picks in full). */
export const platinumSubscriber = (t: TestApp, name = 'platinum subscriber') =>
  regularCaller(t.app, t.database.db, name, { plan: 'platinum' });

export function call(
  app: FastifyInstance,
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: caller?.cookie ? { cookie: caller.cookie } : {},
  });
}

/** Records a bet and answers it; the test fails on anything but 201. */
export async function recordBet(
  app: FastifyInstance,
  caller: Caller,
  body: { pickId: string; odds: number; stake: number; bookmaker?: string | null },
) {
  const res = await call(app, caller, 'POST', '/api/bets', body);
  expect(res.statusCode, res.body).toBe(201);
  return BetResponseSchema.parse(JSON.parse(res.body)).bet;
}

export function refusal(res: { statusCode: number; body: string }) {
  return { status: res.statusCode, reason: ApiErrorSchema.parse(JSON.parse(res.body)).error.reason };
}

/** The pick's event started `hours` ago (an admin's correction of the start, or time passing). */
export async function startPick(db: Database, pickId: string, hours = 1): Promise<void> {
  await db
    .update(picks)
    .set({ eventStartTime: hoursFromNow(-hours) })
    .where(eq(picks.id, pickId));
  picksChanged();
}

// What GET /api/picks serves a subscriber: 500 published picks and a platinum account, logged in.
import type { Tier } from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import { picks, subscriptions, users } from '../../apps/server/src/db/schema/index';
import { PASSWORD_COST, hashSecret } from '../../apps/server/src/lib/password';
import { picksChanged } from '../../apps/server/src/lib/changes';

const TIERS: readonly Tier[] = ['vip', 'exclusivo', 'platinum', 'diamante'];
const DAY_MS = 86_400_000;

/** Inserts `count` published picks over the coming days, every tier, with plausible numbers. */
export async function publishPicks(app: FastifyInstance, count: number): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    sport: 'nba' as const,
    league: 'NBA',
    homeTeam: `Home Team ${i}`,
    awayTeam: `Away Team ${i}`,
    selection: `Home Team ${i}`,
    market: 'h2h' as const,
    odds: 2.1,
    oddsAmerican: 110,
    pModel: 0.52,
    pMarketFair: 0.47,
    edge: 0.092,
    stake: 20,
    bankroll: 1000,
    expectedValue: 1.84,
    tier: TIERS[i % TIERS.length] as Tier,
    displayLine: `Home Team ${i} ML`,
    status: 'published' as const,
    minOdds: 1.97,
    strategy: 'auto',
    eventStartTime: new Date(now + DAY_MS + i * 60_000),
  }));
  await app.db.insert(picks).values(rows);
  picksChanged();
}

/** A platinum subscriber (vip, exclusivo and platinum in full, diamante as teasers), logged in: its Cookie header. */
export async function loggedInSubscriber(address: string, app: FastifyInstance): Promise<string> {
  const email = 'bench-subscriber@example.com';
  const password = 'bench-password';
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      name: 'Bench Subscriber',
      password: await hashSecret(password, PASSWORD_COST),
      ageConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create the subscriber');
  await app.db.insert(subscriptions).values({
    userId: user.id,
    plan: 'platinum',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 7 * DAY_MS),
  });
  const res = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const sid = res.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!res.ok || !sid) throw new Error(`login failed: ${res.status}`);
  return sid.split(';')[0] as string;
}

/** Seeds the picks and the subscriber; answers the Cookie header and the body the subscriber gets. */
export async function subscriberPicksCase(
  address: string,
  app: FastifyInstance,
  count = 500,
): Promise<{ cookie: string; body: string }> {
  await publishPicks(app, count);
  const cookie = await loggedInSubscriber(address, app);
  const res = await fetch(`${address}/api/picks`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/picks as the subscriber: ${res.status}`);
  return { cookie, body: await res.text() };
}

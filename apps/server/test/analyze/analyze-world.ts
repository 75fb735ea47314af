import {
  type AnalyzeAnalysis,
  AnalyzeAnalysisSchema,
  type AnalyzeWithheld,
  AnalyzeWithheldSchema,
} from '@arcade/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { events, odds } from '../../src/db/schema/index';
import { createAccount, loginAs } from '../helpers/accounts';
import type { TestApp } from '../helpers/build-app';

/** A fresh regular account, logged in (each test its own, so the per-user rate limit never bites by accident). */
export async function regularCookie(t: TestApp): Promise<string> {
  const account = await createAccount(t.database.db);
  return loginAs(t.app, account.email, account.plainPassword);
}

export function post(t: TestApp, url: string, payload: unknown, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

/** A full analysis (a withheld answer fails here). */
export function analysisOf(res: LightMyRequestResponse): AnalyzeAnalysis {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return AnalyzeAnalysisSchema.parse(res.json());
}

/** A withheld answer, parsed with its strict schema (a full analysis fails here). */
export function withheldOf(res: LightMyRequestResponse): AnalyzeWithheld {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return AnalyzeWithheldSchema.parse(res.json());
}

/** Upcoming events of a sport that the books price on the moneyline, soonest first. */
export async function pricedEvents(t: TestApp, sport: 'nba' | 'soccer') {
  const rows = await t.database.db
    .selectDistinct({ id: events.id, startTime: events.startTime })
    .from(events)
    .innerJoin(odds, eq(odds.eventId, events.id))
    .where(
      and(
        eq(events.sport, sport),
        eq(events.status, 'upcoming'),
        // Not one about to start: a slow test must not outlive the event it analyses.
        gt(events.startTime, new Date(Date.now() + 2 * 3_600_000)),
        eq(odds.market, 'h2h'),
      ),
    )
    .orderBy(events.startTime);
  return rows.map((r) => r.id);
}

/** The first priced event whose analysis reaches a market evaluation, and that analysis. */
export async function evaluatedEvent(t: TestApp, sport: 'nba' | 'soccer') {
  for (const id of await pricedEvents(t, sport)) {
    const analysis = analysisOf(await post(t, '/api/analyze-pick', { eventId: id }, await regularCookie(t)));
    if (analysis.marketEvaluation) return { id, analysis };
  }
  throw new Error(`no ${sport} event reached a market evaluation`);
}

/** Two teams of a league with no upcoming game between them. */
export async function unscheduledPair(t: TestApp, league: string) {
  const rows = await t.database.db
    .select({ home: events.homeTeam, away: events.awayTeam, status: events.status })
    .from(events)
    .where(eq(events.league, league));
  const teams = [...new Set(rows.flatMap((r) => [r.home, r.away]))].sort();
  const scheduled = new Set(
    rows
      .filter((r) => r.status === 'upcoming')
      .flatMap((r) => [`${r.home}|${r.away}`, `${r.away}|${r.home}`]),
  );
  for (const home of teams)
    for (const away of teams) if (home !== away && !scheduled.has(`${home}|${away}`)) return { home, away };
  throw new Error('every pair is scheduled');
}

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [key, child] of Object.entries(v)) {
        keys.add(key);
        walk(child);
      }
  };
  walk(value);
  return keys;
}

/**
 * Two analyses say the same: equal texts and shapes, numbers within 1e-6 (models weigh past games by
 * their age at the moment of analysis, so two calls a few milliseconds apart differ in the last digits).
 */
export function expectSameAnalysis(actual: unknown, expected: unknown, path = 'analysis'): void {
  if (typeof actual === 'number' && typeof expected === 'number') {
    if (Math.abs(actual - expected) > 1e-6) throw new Error(`${path}: ${actual} ≠ ${expected}`);
    return;
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length)
      throw new Error(`${path}: ${actual.length} ≠ ${expected.length} items`);
    actual.forEach((item, i) => expectSameAnalysis(item, expected[i], `${path}[${i}]`));
    return;
  }
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = (v: object) =>
      Object.keys(v)
        .filter((k) => k !== 'analysedAt')
        .sort();
    const [a, b] = [keys(actual), keys(expected)];
    if (a.join() !== b.join()) throw new Error(`${path}: keys ${a.join()} ≠ ${b.join()}`);
    for (const key of a)
      expectSameAnalysis(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
    return;
  }
  if (actual !== expected) throw new Error(`${path}: ${String(actual)} ≠ ${String(expected)}`);
}

import type {
  AdminPick,
  AdminPicksResponse,
  AdminStats,
  AdminUser,
  ClearPicksResponse,
  GenerateResponse,
  Plan,
  PickResult,
  Sport,
  Tier,
} from '@arcade/contracts';
import { ApiCallError, type ApiSession } from './api';

let sequence = 0;
/**
 * A token nothing else on the server carries: the journeys share one server (and the record is
 * append-only), so each names its own teams, selections and accounts with one and finds them by it.
 */
export function uniqueToken(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`;
}

/** American odds to decimal: positive a/100 + 1, negative 100/|a| + 1. */
export const americanToDecimal = (american: number) =>
  american > 0 ? american / 100 + 1 : 100 / -american + 1;

/** The American form of a decimal price, as the app converts it. */
export const decimalToAmerican = (odds: number) =>
  odds >= 2 ? Math.round((odds - 1) * 100) : Math.round(-100 / (odds - 1));

export interface ManualPickInput {
  tier: Tier;
  /** Names the teams and the selection: `<label> Local <token>` v `<label> Visita <token>`. */
  label: string;
  oddsAmerican: number;
  /** The admin's edge (fraction); at or above the 2% threshold so the pick may be published. */
  edge?: number;
  stake?: number;
  sport?: Sport;
  status?: 'pending' | 'published';
  /**
   * When its event starts, from now: two days unless the journey grades the pick (a result is taken
   * only after the start), then a few seconds, and `waitForStart` before grading.
   */
  startsInMs?: number;
}

const DAY_MS = 86_400_000;

/**
 * POST /api/admin/picks/manual: a pick on a match the feed does not carry (its league and a start
 * still to come), priced at a named book. The selection carries a secret of its own, never part of
 * the teams, so a page can be searched for it.
 */
export async function createManualPick(admin: ApiSession, input: ManualPickInput): Promise<AdminPick> {
  const token = uniqueToken();
  const { pick } = await admin.call<{ pick: AdminPick }>('POST', '/api/admin/picks/manual', {
    tier: input.tier,
    sport: input.sport ?? 'soccer',
    league: 'Liga E2E',
    eventStartTime: new Date(Date.now() + (input.startsInMs ?? 2 * DAY_MS)).toISOString(),
    bookmaker: 'bet365',
    homeTeam: `${input.label} Local ${token}`,
    awayTeam: `${input.label} Visita ${token}`,
    selection: `Sel-${token} gana`,
    market: 'h2h',
    odds: americanToDecimal(input.oddsAmerican),
    oddsAmerican: input.oddsAmerican,
    edge: input.edge ?? 0.08,
    stake: input.stake ?? 10,
    status: input.status ?? 'pending',
  });
  return pick;
}

export async function publishPick(admin: ApiSession, id: string): Promise<AdminPick> {
  const { pick } = await admin.call<{ pick: AdminPick }>('PATCH', `/api/admin/picks/${id}/status`, {
    status: 'published',
  });
  return pick;
}

/** Resolves once the pick's event has started: the server takes a result only after the start. */
export async function waitForStart(pick: AdminPick): Promise<void> {
  const wait = Date.parse(pick.eventStartTime ?? '') - Date.now() + 250;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** A result by hand; the server accepts it on a published pick whose event has started. */
export async function gradePick(admin: ApiSession, id: string, result: PickResult): Promise<AdminPick> {
  // The journeys' manual picks are off the feed: their result names where the score can be checked.
  const { pick } = await admin.call<{ pick: AdminPick }>('PATCH', `/api/admin/picks/${id}/result`, {
    result,
    source: 'https://www.example.com/marcador',
  });
  return pick;
}

/** Every pick of the admin list matching `query`, following its pages (200 at a time) to the end. */
export async function adminPicks(
  admin: ApiSession,
  query: Record<string, string> = {},
): Promise<AdminPick[]> {
  const picks: AdminPick[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: '200', ...(cursor ? { cursor } : {}) });
    const page: AdminPicksResponse = await admin.call('GET', `/api/admin/picks?${params.toString()}`);
    picks.push(...page.picks);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return picks;
}

export async function adminPick(admin: ApiSession, id: string): Promise<AdminPick | undefined> {
  return (await adminPicks(admin)).find((pick) => pick.id === id);
}

export const adminStats = (admin: ApiSession) => admin.call<AdminStats>('GET', '/api/admin/stats');

/** Limpiar through the API: pending and approved picks go, published and graded ones stay. */
export const clearPicks = (admin: ApiSession) =>
  admin.call<ClearPicksResponse>('DELETE', '/api/admin/picks/clear');

export const syncMarket = (admin: ApiSession) => admin.call<unknown>('POST', '/api/admin/sync');

/**
 * Generated picks, as the panel's Generar makes them: the market synced, then POST /api/picks (with
 * the header the web client sends). Stored pending, each with its whole analysis log.
 */
export async function generatePicks(admin: ApiSession, pickCount: number): Promise<AdminPick[]> {
  await syncMarket(admin);
  // Generation never repeats a live pick: what earlier journeys left pending or approved (Limpiar's
  // share) would hold the hour's few value picks.
  await clearPicks(admin);
  // The demo market's value depends on the hour (which of today's games are still to start, which
  // earlier tests already picked): when the consensus finds none, one strategy alone is asked in turn.
  const messages: string[] = [];
  for (const strategy of GENERATION_STRATEGIES) {
    const answer = await admin.call<GenerateResponse>(
      'POST',
      '/api/picks',
      { pickCount, bankroll: 1000, strategy },
      { 'x-requested-with': 'XMLHttpRequest' },
    );
    if (answer.picks.length > 0) return answer.picks;
    messages.push(`${strategy}: ${answer.message}`);
  }
  throw new Error(`generation found no pick: ${messages.join(' | ')}`);
}

const GENERATION_STRATEGIES = ['auto', 'market-inefficiency', 'poisson', 'massey', 'clv'] as const;

/** The account with this email, through the Usuarios list's pages (newest first). */
export async function findUser(admin: ApiSession, email: string): Promise<AdminUser> {
  let cursor: string | null = null;
  do {
    const path: string = `/api/admin/users?limit=200${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await admin.call<{ users: AdminUser[]; nextCursor: string | null }>('GET', path);
    const user = page.users.find((each) => each.email === email);
    if (user) return user;
    cursor = page.nextCursor;
  } while (cursor !== null);
  throw new Error(`no account ${email}`);
}

export async function grantPlan(admin: ApiSession, userId: string, plan: Plan): Promise<AdminUser> {
  const { user } = await admin.call<{ user: AdminUser }>('PATCH', `/api/admin/users/${userId}/subscription`, {
    tier: plan,
    status: 'active',
  });
  return user;
}

/**
 * Removes what a journey created and the record does not keep: pending and approved picks, and
 * published ones withdrawn before their start (with a reason, as the public ledger requires).
 * Graded picks and published picks whose event started stay, as they must (the server refuses);
 * unique names keep them out of other journeys' way.
 */
/** Gone already (Limpiar), graded, or published and started: each stays out of the janitor's reach. */
const isKept = (error: unknown) =>
  error instanceof ApiCallError &&
  (error.status === 404 ||
    (error.status === 409 && (error.reason === 'pick_graded' || error.reason === 'event_started')));

export class PickJanitor {
  private readonly ids = new Set<string>();

  track<T extends { id: string }>(pick: T): T {
    this.ids.add(pick.id);
    return pick;
  }

  async cleanUp(admin: ApiSession): Promise<void> {
    const ids = [...this.ids];
    this.ids.clear();
    for (const id of ids) {
      try {
        await admin.call('DELETE', `/api/admin/picks/${id}`);
      } catch (error) {
        // A published pick is never deleted: the server asks for a confirmation, then for a withdrawal.
        const isPublished =
          error instanceof ApiCallError &&
          error.status === 409 &&
          (error.reason === 'confirmation_required' || error.reason === 'withdraw_required');
        if (!isPublished) {
          if (!isKept(error)) throw error;
          continue;
        }
        try {
          await admin.call('POST', `/api/admin/picks/${id}/withdraw`, { reason: 'End of a test journey' });
        } catch (withdrawError) {
          if (!isKept(withdrawError)) throw withdrawError;
        }
      }
    }
  }
}

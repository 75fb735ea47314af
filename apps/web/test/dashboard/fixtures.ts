import type {
  AlertPreferences,
  BillingConfig,
  LockedPick,
  MySubscription,
  MyTransaction,
  RecordPick,
  TierKpi,
  UnlockedPick,
  User,
} from '@arcade/contracts';
import { PAYMENTS_OFF, subscriptionOf } from '../billing/fixtures';
import { jsonResponse, makeUser, type Route, stubFetch } from '../helpers';
import { CHANNELS_OFF, makePreferences, notificationRoutes } from '../notifications/fixtures';
import { makeDetails, makeRecord, makeRecordPick } from '../record/fixtures';
import { emptyKpi } from '@/features/dashboard/lib/tier-stats';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A pick the caller is entitled to, open (ungraded) and starting in three hours. */
export function makeUnlocked(overrides: Partial<UnlockedPick> = {}): UnlockedPick {
  return {
    id: nextId(),
    sport: 'nba',
    league: 'NBA',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Miami Heat',
    eventStartTime: hoursFromNow(3),
    tier: 'vip',
    locked: false,
    timestamp: hoursFromNow(-1),
    selection: 'Boston Celtics',
    market: 'h2h',
    line: null,
    priceUnverified: false,
    offFeed: false,
    displayLine: null,
    odds: 2,
    oddsAmerican: 100,
    bookmaker: 'pinnacle',
    oddsEnteredByHand: false,
    isBestPrice: true,
    edge: 0.02,
    pModel: 0.51,
    pMarketFair: 0.49,
    stake: 5,
    bankroll: 1000,
    result: null,
    profit: null,
    gradedAt: null,
    closingOdds: null,
    clv: null,
    minOdds: 1.97,
    isFree: false,
    ...overrides,
  };
}

/** A graded pick, made `hoursAgo` hours ago. */
export function makeGraded(
  tier: UnlockedPick['tier'],
  result: NonNullable<UnlockedPick['result']>,
  hoursAgo: number,
  overrides: Partial<UnlockedPick> = {},
): UnlockedPick {
  return makeUnlocked({
    tier,
    result,
    profit: result === 'win' ? 5 : result === 'loss' ? -5 : 0,
    timestamp: hoursFromNow(-hoursAgo),
    eventStartTime: hoursFromNow(-hoursAgo + 2),
    gradedAt: hoursFromNow(-hoursAgo + 5),
    ...overrides,
  });
}

/** Exactly what the server sends of a pick the caller may not see. */
export function makeLocked(overrides: Partial<LockedPick> = {}): LockedPick {
  return {
    id: nextId(),
    sport: 'soccer',
    league: 'LaLiga',
    homeTeam: 'Real Madrid',
    awayTeam: 'Sevilla FC',
    eventStartTime: hoursFromNow(5),
    tier: 'platinum',
    locked: true,
    ...overrides,
  };
}

export function makeKpi(overrides: Partial<TierKpi> & Pick<TierKpi, 'tier'>): TierKpi {
  return { ...emptyKpi(overrides.tier), ...overrides };
}

/**
 * Stubs the session, the pick list, the KPIs, billing (payments off and the session's plan, unless
 * a test gives its own) and the notification settings (no Telegram nor push on the server) the
 * dashboard reads; extra routes go on top.
 */
/** GET /api/record/ledger/verify when the record verifies. */
export const LEDGER_VERIFIES = {
  ok: true,
  head: { seq: 12, hash: 'a'.repeat(64) },
  checked: 12,
  firstBadSeq: null,
  mismatches: [],
};

export function stubDashboard({
  user = makeUser(),
  picks = [],
  kpis = [],
  billing = PAYMENTS_OFF,
  subscription = subscriptionOf(user),
  transactions = [],
  preferences = makePreferences(),
  routes = {},
}: {
  user?: User;
  picks?: (LockedPick | UnlockedPick)[];
  kpis?: TierKpi[];
  billing?: BillingConfig;
  subscription?: MySubscription;
  /** The user's own payments (GET /api/billing/transactions). */
  transactions?: MyTransaction[];
  /** GET /api/notifications/preferences (every channel and sport on, by default). */
  preferences?: AlertPreferences;
  routes?: Parameters<typeof stubFetch>[0];
} = {}) {
  return stubFetch({
    '/api/auth/me': () => jsonResponse({ user }),
    '/api/picks': () => jsonResponse({ picks }),
    '/api/kpis': () => jsonResponse({ tiers: kpis }),
    '/api/billing/config': () => jsonResponse(billing),
    '/api/billing/subscription': () => jsonResponse(subscription),
    '/api/billing/transactions': () => jsonResponse({ transactions }),
    '/api/record/ledger/verify': () => jsonResponse(LEDGER_VERIFIES),
    ...notificationRoutes({ preferences, channels: CHANNELS_OFF }).routes,
    ...routes,
  });
}

/** A graded pick of the record as a logged-in caller gets it (details included), its event `hoursAgo` ago. */
export function makeRecordGraded(
  tier: RecordPick['tier'],
  result: RecordPick['result'],
  hoursAgo: number,
  overrides: Partial<RecordPick> = {},
  details: Parameters<typeof makeDetails>[0] = {},
): RecordPick {
  return makeRecordPick({
    tier,
    result,
    units: result === 'win' ? 1.1 : result === 'loss' ? -1 : 0,
    date: hoursFromNow(-hoursAgo),
    details: makeDetails({ timestamp: hoursFromNow(-hoursAgo - 2), ...details }),
    ...overrides,
  });
}

/**
 * GET /api/record as the server answers a logged-in caller: `picks` (newest first) filtered by the
 * query's tier and sport, one page of `pageSize`.
 */
export function recordRoute(picks: readonly RecordPick[]): Route {
  return (_init, url) => {
    const tier = url.searchParams.get('tier');
    const sport = url.searchParams.get('sport');
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
    const selected = picks.filter(
      (pick) => (tier === null || pick.tier === tier) && (sport === null || pick.sport === sport),
    );
    return jsonResponse(
      makeRecord({
        page,
        pageSize,
        total: selected.length,
        pages: Math.ceil(selected.length / pageSize),
        detailed: true,
        picks: selected.slice((page - 1) * pageSize, page * pageSize),
      }),
    );
  };
}

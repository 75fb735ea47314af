import { describe, expect, it } from 'vitest';
import {
  type AlertPick,
  type AlertRecipient,
  alertsFor,
  stakeFor,
  stakeShare,
} from '../../src/modules/notifications/alerts/audience';

const NOW = new Date('2026-11-28T12:00:00Z');

const pick = (id: string, tier: AlertPick['tier'], sport: AlertPick['sport'] = 'nba'): AlertPick => ({
  id,
  sport,
  league: 'NBA',
  homeTeam: 'Home',
  awayTeam: 'Away',
  selection: 'Home',
  displayLine: null,
  market: 'h2h',
  odds: 2.1,
  oddsAmerican: 110,
  priceUnverified: false,
  offFeed: false,
  minOdds: 2.04,
  bookmaker: 'pinnacle',
  edge: 0.05,
  stake: 12.5,
  bankroll: 1000,
  tier,
  eventStartTime: new Date('2026-11-28T20:00:00Z'),
});

const BATCH = [
  pick('vip-nba', 'vip'),
  pick('platinum-nba', 'platinum'),
  pick('diamante-soccer', 'diamante', 'soccer'),
  pick('exclusivo-nhl', 'exclusivo', 'nhl'),
];

const recipient = (overrides: Partial<AlertRecipient> = {}): AlertRecipient => ({
  id: 'u1',
  email: 'u1@example.com',
  name: 'U',
  language: 'es',
  subscriptions: [{ plan: 'diamond', status: 'active', currentPeriodEnd: new Date('2026-12-05T00:00:00Z') }],
  preferences: { email: true, telegram: true, push: true, sports: null, bankroll: null },
  breakEndsAt: null,
  selfExcluded: false,
  erasedAt: null,
  ...overrides,
});

const ids = (picks: readonly AlertPick[]) => picks.map((p) => p.id);
const on = { now: NOW, adminSwitchOn: true };

describe('alertsFor, the one rule every channel uses', () => {
  it('gives every channel the same picks: those of the tiers the plan opens', () => {
    const heard = alertsFor(
      BATCH,
      recipient({ subscriptions: [{ plan: 'platinum', status: 'active', currentPeriodEnd: null }] }),
      on,
    );
    expect(ids(heard.email)).toEqual(['vip-nba', 'platinum-nba', 'exclusivo-nhl']);
    expect(heard.telegram).toEqual(heard.email);
    expect(heard.push).toEqual(heard.email);
  });

  it.each([
    ['the admin switch is off', recipient(), { now: NOW, adminSwitchOn: false }],
    [
      'the period has ended',
      recipient({
        subscriptions: [
          { plan: 'diamond', status: 'active', currentPeriodEnd: new Date('2026-11-28T11:59:59Z') },
        ],
      }),
      on,
    ],
    [
      'the subscription is cancelled',
      recipient({ subscriptions: [{ plan: 'diamond', status: 'canceled', currentPeriodEnd: null }] }),
      on,
    ],
    ['there is no subscription', recipient({ subscriptions: [] }), on],
    ['the person is on a break', recipient({ breakEndsAt: new Date('2026-11-29T12:00:00Z') }), on],
    ['the person excluded themselves', recipient({ selfExcluded: true }), on],
    ['the account was deleted', recipient({ erasedAt: new Date('2026-11-27T12:00:00Z') }), on],
    [
      'the free plan opens no tier',
      recipient({ subscriptions: [{ plan: 'free', status: 'active', currentPeriodEnd: null }] }),
      on,
    ],
  ] as const)('says nothing on any channel when %s', (_case, person, options) => {
    expect(alertsFor(BATCH, person, options)).toEqual({ email: [], telegram: [], push: [] });
  });

  it('speaks again once a break has ended', () => {
    const heard = alertsFor(BATCH, recipient({ breakEndsAt: new Date('2026-11-28T11:59:59Z') }), on);
    expect(ids(heard.email)).toEqual(ids(BATCH));
  });

  it("keeps only the person's sports, on every channel", () => {
    const heard = alertsFor(
      BATCH,
      recipient({
        preferences: { email: true, telegram: true, push: true, sports: ['soccer', 'nhl'], bankroll: null },
      }),
      on,
    );
    expect(ids(heard.email)).toEqual(['diamante-soccer', 'exclusivo-nhl']);
    expect(ids(heard.push)).toEqual(['diamante-soccer', 'exclusivo-nhl']);
  });

  it('leaves out only the channels the person switched off', () => {
    const heard = alertsFor(
      BATCH,
      recipient({ preferences: { email: false, telegram: true, push: false, sports: null, bankroll: null } }),
      on,
    );
    expect(heard.email).toEqual([]);
    expect(heard.push).toEqual([]);
    expect(ids(heard.telegram)).toEqual(ids(BATCH));
  });

  it('unites the tiers of two subscriptions, and ignores the lapsed one', () => {
    const heard = alertsFor(
      BATCH,
      recipient({
        subscriptions: [
          { plan: 'vip', status: 'active', currentPeriodEnd: null },
          { plan: 'diamante', status: 'active', currentPeriodEnd: new Date('2026-11-01T00:00:00Z') },
        ],
      }),
      on,
    );
    expect(ids(heard.telegram)).toEqual(['vip-nba']);
  });
});

describe('the stake an alert shows', () => {
  it.each([
    ['the same share of the bankroll, to the cent', { stake: 12.5, bankroll: 1000 }, 250, 3.13],
    ['nothing without a bankroll of the person', { stake: 12.5, bankroll: 1000 }, null, null],
    ['nothing for a pick without a bankroll', { stake: 12.5, bankroll: 0 }, 250, null],
  ] as const)('is %s', (_case, p, bankroll, expected) => {
    expect(stakeFor(p, bankroll)).toBe(expected);
  });

  it('is otherwise the share: 1.25 % of the bankroll', () => {
    expect(stakeShare({ stake: 12.5, bankroll: 1000 })).toBeCloseTo(0.0125, 10);
  });
});

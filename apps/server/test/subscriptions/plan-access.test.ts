import { type Plan, tiersOfPlan } from '@arcade/contracts';
import { describe, expect, it } from 'vitest';
import {
  grantedTiers,
  handGrantEnd,
  isGranting,
  nextGrantChange,
  subscriptionState,
} from '../../src/modules/subscriptions/plan-access';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-08T12:00:00Z');
const earlier = new Date('2026-02-22T12:00:00Z');

describe('the tiers each plan grants', () => {
  const table: [Plan, string[]][] = [
    ['free', []],
    ['standard', ['vip']],
    ['vip', ['vip']],
    ['exclusivo', ['vip', 'exclusivo']],
    ['platinum', ['vip', 'exclusivo', 'platinum']],
    ['diamante', ['vip', 'exclusivo', 'platinum', 'diamante']],
    ['diamond', ['vip', 'exclusivo', 'platinum', 'diamante']],
    ['all_access', ['vip', 'exclusivo', 'platinum', 'diamante']],
  ];
  it.each(table)('%s grants %j', (plan, tiers) => {
    expect(tiersOfPlan(plan)).toEqual(tiers);
  });
});

describe('when a subscription grants', () => {
  const cases: [string, { status: string; currentPeriodEnd: Date | null }, boolean][] = [
    ['active, period ending later', { status: 'active', currentPeriodEnd: later }, true],
    ['active, open-ended', { status: 'active', currentPeriodEnd: null }, true],
    ['active, period ended', { status: 'active', currentPeriodEnd: earlier }, false],
    ['active, period ending this very instant', { status: 'active', currentPeriodEnd: now }, false],
    ['inactive, period ending later', { status: 'inactive', currentPeriodEnd: later }, false],
    ['expired', { status: 'expired', currentPeriodEnd: later }, false],
    ['canceled by Stripe', { status: 'canceled', currentPeriodEnd: later }, false],
  ];
  it.each(cases)('%s → %s', (_name, terms, expected) => {
    expect(isGranting({ plan: 'diamante', ...terms }, now)).toBe(expected);
  });

  it('unites the tiers of every granting subscription, lowest first, and ignores the others', () => {
    expect(
      grantedTiers(
        [
          { plan: 'exclusivo', status: 'active', currentPeriodEnd: later },
          { plan: 'diamante', status: 'active', currentPeriodEnd: earlier },
          { plan: 'all_access', status: 'inactive', currentPeriodEnd: null },
          { plan: 'vip', status: 'active', currentPeriodEnd: null },
        ],
        now,
      ),
    ).toEqual(['vip', 'exclusivo']);
    expect(grantedTiers([], now)).toEqual([]);
  });

  it('tells the admin active, expired or inactive', () => {
    expect(subscriptionState({ plan: 'vip', status: 'active', currentPeriodEnd: later }, now)).toBe('active');
    expect(subscriptionState({ plan: 'vip', status: 'active', currentPeriodEnd: earlier }, now)).toBe(
      'expired',
    );
    expect(subscriptionState({ plan: 'vip', status: 'expired', currentPeriodEnd: null }, now)).toBe(
      'expired',
    );
    expect(subscriptionState({ plan: 'vip', status: 'inactive', currentPeriodEnd: later }, now)).toBe(
      'inactive',
    );
    expect(subscriptionState({ plan: 'vip', status: 'past_due', currentPeriodEnd: later }, now)).toBe(
      'inactive',
    );
  });

  it('grants by hand for seven days', () => {
    expect(handGrantEnd(now).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('knows when the first granting subscription ends, for caches', () => {
    expect(
      nextGrantChange(
        [
          { plan: 'vip', status: 'active', currentPeriodEnd: later },
          { plan: 'vip', status: 'active', currentPeriodEnd: null },
          { plan: 'vip', status: 'active', currentPeriodEnd: earlier },
          { plan: 'vip', status: 'active', currentPeriodEnd: new Date('2026-03-02T00:00:00Z') },
        ],
        now,
      )?.toISOString(),
    ).toBe('2026-03-02T00:00:00.000Z');
    expect(nextGrantChange([{ plan: 'vip', status: 'active', currentPeriodEnd: null }], now)).toBeNull();
  });
});

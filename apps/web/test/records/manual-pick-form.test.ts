import { describe, expect, it } from 'vitest';
import {
  EMPTY_MANUAL_PICK,
  type ManualPickFormValues,
  decimalFromInput,
  toManualPickPayload,
} from '@/features/records/lib/manual-pick-form';
import { MANUAL_PICKS_LIMIT, canMarkResult, manualPicks } from '@/features/records/lib/manual-picks';
import { makeAdminPick } from './fixtures';

const filled: ManualPickFormValues = {
  ...EMPTY_MANUAL_PICK,
  tier: 'platinum',
  sport: 'soccer',
  homeTeam: ' Real Madrid ',
  awayTeam: 'FC Barcelona',
  selection: 'Real Madrid',
  oddsAmerican: '+150',
};

describe('the American odds field', () => {
  it('reads the typed field, sign included', () => {
    expect(decimalFromInput('+150')).toBe(2.5);
    expect(decimalFromInput(' -200 ')).toBe(1.5);
    expect(decimalFromInput('')).toBeNull();
    expect(decimalFromInput('abc')).toBeNull();
    expect(decimalFromInput('+50')).toBeNull();
    expect(decimalFromInput('150.5')).toBeNull();
  });
});

describe('manual pick payload', () => {
  it('sends the decimal odds, edge as a fraction, stake 0 and bankroll 1000 by default', () => {
    const result = toManualPickPayload(filled);
    expect(result).toEqual({
      ok: true,
      payload: {
        tier: 'platinum',
        sport: 'soccer',
        homeTeam: 'Real Madrid',
        awayTeam: 'FC Barcelona',
        selection: 'Real Madrid',
        market: 'h2h',
        odds: 2.5,
        oddsAmerican: 150,
        edge: 0,
        stake: 0,
        status: 'pending',
        bankroll: 1000,
      },
    });
  });

  it('divides an edge typed in percent by 100, accepting a decimal comma', () => {
    const five = toManualPickPayload({ ...filled, edgePercent: '5', stake: '25,5' });
    expect(five.ok && five.payload).toMatchObject({ edge: 0.05, stake: 25.5 });
    const fraction = toManualPickPayload({ ...filled, edgePercent: '4,5' });
    expect(fraction.ok && fraction.payload.edge).toBeCloseTo(0.045, 10);
  });

  it('names the missing required fields', () => {
    expect(toManualPickPayload({ ...EMPTY_MANUAL_PICK, homeTeam: 'A' })).toEqual({
      ok: false,
      reason: 'missingFields',
      fields: ['tier', 'sport', 'awayTeam', 'selection', 'oddsAmerican'],
    });
    expect(toManualPickPayload({ ...filled, selection: '   ' })).toMatchObject({ fields: ['selection'] });
  });

  it('refuses odds, edge or stake that are not numbers it can send', () => {
    expect(toManualPickPayload({ ...filled, oddsAmerican: '50' })).toEqual({
      ok: false,
      reason: 'invalidOdds',
    });
    expect(toManualPickPayload({ ...filled, edgePercent: 'five' })).toEqual({
      ok: false,
      reason: 'invalidEdge',
    });
    expect(toManualPickPayload({ ...filled, stake: '-3' })).toEqual({ ok: false, reason: 'invalidStake' });
  });
});

describe('manual picks list', () => {
  it('keeps only manual picks of the chosen tier, newest first, at most 50', () => {
    const picks = [
      ...Array.from({ length: 55 }, (_, index) =>
        makeAdminPick({
          strategy: 'manual',
          timestamp: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
        }),
      ),
      makeAdminPick({ strategy: 'danyscore' }),
      makeAdminPick({ strategy: 'manual', tier: 'diamante', timestamp: '2024-12-01T00:00:00.000Z' }),
    ];
    const all = manualPicks(picks, 'all');
    expect(all).toHaveLength(MANUAL_PICKS_LIMIT);
    expect(all[0]?.timestamp).toBe('2025-02-24T00:00:00.000Z');
    expect(manualPicks(picks, 'diamante')).toHaveLength(1);
  });

  it('lets only published picks without a result be marked', () => {
    expect(canMarkResult(makeAdminPick({ status: 'published', result: null }))).toBe(true);
    expect(canMarkResult(makeAdminPick({ status: 'approved', result: null }))).toBe(false);
    expect(canMarkResult(makeAdminPick({ status: 'published', result: 'win' }))).toBe(false);
  });
});

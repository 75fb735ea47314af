import { describe, expect, it } from 'vitest';
import { formErrorMap, formMessage } from '@/lib/form/form-messages';
import {
  EMPTY_MANUAL_PICK,
  ManualPickFormSchema,
  type ManualPickFormValues,
} from '@/features/records/lib/manual-pick-form';
import { canMarkResult } from '@/features/records/lib/manual-picks';
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

/** What the form would send, or each field's message as the form shows it. */
function check(values: ManualPickFormValues) {
  const result = ManualPickFormSchema.safeParse(values, { error: formErrorMap });
  if (result.success) return { payload: result.data };
  return {
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

describe('manual pick form', () => {
  it('sends the decimal odds, edge as a fraction, stake 0 and bankroll 1000 by default', () => {
    expect(check(filled)).toEqual({
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
    expect(check({ ...filled, oddsAmerican: ' -200 ' }).payload).toMatchObject({
      odds: 1.5,
      oddsAmerican: -200,
    });
  });

  it('divides an edge typed in percent by 100, accepting a decimal comma', () => {
    expect(check({ ...filled, edgePercent: '5', stake: '25,5' }).payload).toMatchObject({
      edge: 0.05,
      stake: 25.5,
    });
    expect(check({ ...filled, edgePercent: '4,5' }).payload?.edge).toBeCloseTo(0.045, 10);
  });

  it('says "Required" under each missing field, and only those', () => {
    const required = formMessage('required');
    expect(check({ ...EMPTY_MANUAL_PICK, homeTeam: 'A' }).errors).toEqual({
      tier: required,
      sport: required,
      awayTeam: required,
      selection: required,
      oddsAmerican: required,
    });
    expect(check({ ...filled, selection: '   ' }).errors).toEqual({ selection: required });
  });

  it('says a filled field is invalid rather than missing: odds, edge and stake', () => {
    for (const oddsAmerican of ['50', '+150.5', 'abc', '+100000'])
      expect(check({ ...filled, oddsAmerican }).errors).toEqual({
        oddsAmerican: formMessage('americanOdds'),
      });
    expect(check({ ...filled, edgePercent: 'five' }).errors).toEqual({
      edgePercent: formMessage('edgePercent'),
    });
    expect(check({ ...filled, edgePercent: '2000' }).errors).toEqual({
      edgePercent: formMessage('edgePercent'),
    });
    expect(check({ ...filled, stake: '-3' }).errors).toEqual({ stake: formMessage('nonNegativeNumber') });
  });

  it('reports a missing field and an invalid one together, each under its own field', () => {
    expect(check({ ...filled, tier: '', oddsAmerican: '+50' }).errors).toEqual({
      tier: formMessage('required'),
      oddsAmerican: formMessage('americanOdds'),
    });
  });
});

describe('manual picks list', () => {
  it('lets only published picks without a result be marked', () => {
    expect(canMarkResult(makeAdminPick({ status: 'published', result: null }))).toBe(true);
    expect(canMarkResult(makeAdminPick({ status: 'approved', result: null }))).toBe(false);
    expect(canMarkResult(makeAdminPick({ status: 'published', result: 'win' }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formErrorMap, formMessage } from '@/lib/form/form-messages';
import { makeAdminPick } from '@test/fixtures/graded-picks';
import { EMPTY_MANUAL_PICK, type ManualPickFormValues, manualPickFormSchema } from './manual-pick-form';
import { canMarkResult } from './manual-picks';

const NOW = new Date('2026-11-20T12:00:00Z');
const schema = manualPickFormSchema(() => NOW);

/** A pick on an event of the feed, every required field filled. */
const onFeedEvent: ManualPickFormValues = {
  ...EMPTY_MANUAL_PICK,
  tier: 'platinum',
  source: 'feed',
  eventId: '5b6f1a9e-1c1d-4f0e-9a57-8b7c5a1f2e3d',
  selection: 'home',
  bookmaker: ' Pinnacle ',
  oddsAmerican: '+150',
};

/** A pick on a match the feed does not carry: its sport, league, teams and a start to come. */
const onCustomEvent: ManualPickFormValues = {
  ...EMPTY_MANUAL_PICK,
  tier: 'platinum',
  source: 'custom',
  sport: 'soccer',
  league: ' La Liga ',
  homeTeam: ' Real Madrid ',
  awayTeam: 'FC Barcelona',
  startsAt: '2026-11-22T20:00',
  selection: 'Real Madrid',
  bookmaker: 'Caliente',
  oddsAmerican: '+150',
};

/** What the form would send, or each field's message as the form shows it. */
function check(values: ManualPickFormValues) {
  const result = schema.safeParse(values, { error: formErrorMap });
  if (result.success) return { payload: result.data };
  return {
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

describe('manual pick form', () => {
  it("sends a feed event's id, the side, the book, the decimal odds, edge as a fraction, stake 0 and bankroll 1000", () => {
    expect(check(onFeedEvent)).toEqual({
      payload: {
        tier: 'platinum',
        eventId: '5b6f1a9e-1c1d-4f0e-9a57-8b7c5a1f2e3d',
        market: 'h2h',
        selection: 'home',
        bookmaker: 'Pinnacle',
        odds: 2.5,
        oddsAmerican: 150,
        edge: 0,
        stake: 0,
        status: 'pending',
        bankroll: 1000,
      },
    });
    expect(check({ ...onFeedEvent, oddsAmerican: ' -200 ' }).payload).toMatchObject({
      odds: 1.5,
      oddsAmerican: -200,
    });
  });

  it('sends a custom event with its sport, league, teams and start, and a line on a total', () => {
    expect(check({ ...onCustomEvent, market: 'totals', selection: 'Over', line: '2,5' }).payload).toEqual({
      tier: 'platinum',
      sport: 'soccer',
      league: 'La Liga',
      homeTeam: 'Real Madrid',
      awayTeam: 'FC Barcelona',
      eventStartTime: new Date('2026-11-22T20:00').toISOString(),
      market: 'totals',
      selection: 'Over',
      line: 2.5,
      bookmaker: 'Caliente',
      odds: 2.5,
      oddsAmerican: 150,
      edge: 0,
      stake: 0,
      status: 'pending',
      bankroll: 1000,
    });
  });

  it('divides an edge typed in percent by 100, accepting a decimal comma, and sends the stake as typed', () => {
    expect(check({ ...onFeedEvent, edgePercent: '5', stake: '37,5' }).payload).toMatchObject({
      edge: 0.05,
      stake: 37.5,
    });
    expect(check({ ...onFeedEvent, edgePercent: '4,5' }).payload?.edge).toBeCloseTo(0.045, 10);
  });

  it('asks for an event: a feed event, or for a custom one its sport, league, teams and start', () => {
    const required = formMessage('required');
    expect(check({ ...onFeedEvent, eventId: '' }).errors).toEqual({ eventId: formMessage('chooseEvent') });
    expect(check({ ...EMPTY_MANUAL_PICK, source: 'custom', homeTeam: 'A' }).errors).toEqual({
      tier: required,
      sport: required,
      league: required,
      awayTeam: required,
      startsAt: required,
      selection: required,
      bookmaker: required,
      oddsAmerican: required,
    });
  });

  it('refuses a start that is not in the future, and a spread or total without a number for its line', () => {
    for (const startsAt of ['2026-11-19T00:00', '2025-01-01T00:00', 'mañana'])
      expect(check({ ...onCustomEvent, startsAt }).errors).toEqual({ startsAt: formMessage('futureStart') });
    expect(check({ ...onFeedEvent, market: 'spreads' }).errors).toEqual({ line: formMessage('required') });
    expect(check({ ...onFeedEvent, market: 'spreads', line: 'menos tres' }).errors).toEqual({
      line: formMessage('line'),
    });
  });

  it('says a filled field is invalid rather than missing: odds, edge and stake', () => {
    for (const oddsAmerican of ['50', '+150.5', 'abc', '+100000'])
      expect(check({ ...onFeedEvent, oddsAmerican }).errors).toEqual({
        oddsAmerican: formMessage('americanOdds'),
      });
    expect(check({ ...onFeedEvent, edgePercent: 'five' }).errors).toEqual({
      edgePercent: formMessage('edgePercent'),
    });
    expect(check({ ...onFeedEvent, edgePercent: '2000' }).errors).toEqual({
      edgePercent: formMessage('edgePercent'),
    });
    expect(check({ ...onFeedEvent, stake: '-3' }).errors).toEqual({
      stake: formMessage('nonNegativeNumber'),
    });
  });

  it('reports a missing field and an invalid one together, each under its own field', () => {
    expect(check({ ...onFeedEvent, tier: '', oddsAmerican: '+50' }).errors).toEqual({
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

  it('waits for the start of the event before a result can be marked, as the server does', () => {
    const start = '2026-11-22T20:00:00.000Z';
    const pick = makeAdminPick({ status: 'published', result: null, eventStartTime: start });
    expect(canMarkResult(pick, Date.parse(start) - 60_000)).toBe(false);
    expect(canMarkResult(pick, Date.parse(start))).toBe(true);
  });
});

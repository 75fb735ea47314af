import * as accountParsers from '@arcade/contracts/account-parsers';
import { ACCOUNT_PARSER_SCHEMAS, PUBLIC_PARSER_SCHEMAS } from '@arcade/contracts/parser-schemas';
import * as publicParsers from '@arcade/contracts/parsers';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';
import { makeGraded, makeLocked, makeUnlocked } from '@test/fixtures/dashboard';

// The landing's and the dashboard's answers are checked against JSON Schemas written from the server's own
// zod schemas (npm run contracts:schemas writes them): each must be exactly what its schema says today,
// and parse as zod parses.
const PARSER_SCHEMAS = { ...PUBLIC_PARSER_SCHEMAS, ...ACCOUNT_PARSER_SCHEMAS };
const parsers = { ...publicParsers, ...accountParsers };
const {
  ApiErrorParser,
  EventsResponseParser,
  RecordVolumeParser,
  SubscriberPicksResponseParser,
  FreePickRefusalParser,
} = parsers;
const byName: Record<keyof typeof PARSER_SCHEMAS, { schema: unknown }> = {
  events: parsers.EventsResponseParser,
  coverage: parsers.EventsCoverageResponseParser,
  recordVolume: parsers.RecordVolumeParser,
  me: parsers.MeResponseParser,
  message: parsers.MessageResponseParser,
  apiError: parsers.ApiErrorParser,
  kpis: parsers.KpisResponseParser,
  subscriberPicks: parsers.SubscriberPicksResponseParser,
  unlockFree: parsers.UnlockFreeResponseParser,
  freePickRefusal: parsers.FreePickRefusalParser,
  record: parsers.RecordResponseParser,
  mySubscription: parsers.MySubscriptionParser,
  billingConfig: parsers.BillingConfigParser,
  billingRedirect: parsers.BillingRedirectParser,
  myTransactions: parsers.MyTransactionsResponseParser,
  sessions: parsers.SessionListResponseParser,
  endSessions: parsers.EndSessionsResponseParser,
  openBets: parsers.OpenBetsParser,
  betResponse: parsers.BetResponseParser,
  betsPage: parsers.BetsPageParser,
  betSummary: parsers.BetSummaryParser,
  betCurve: parsers.BetCurveParser,
};

const event = {
  id: 'e1',
  sport: 'nba',
  league: 'NBA',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  startTime: '2030-06-01T18:30:00.000Z',
  status: 'upcoming',
};

describe('the parsers of the landing’s and the dashboard’s answers', () => {
  it.each(Object.keys(PARSER_SCHEMAS) as (keyof typeof PARSER_SCHEMAS)[])(
    '%s: the JSON Schema of the server’s schema, as written today',
    (name) => {
      expect(byName[name].schema).toEqual(toJSONSchema(PARSER_SCHEMAS[name]));
    },
  );

  it.each([
    ['an answer', { events: [event] }, true],
    ['a time with its offset', { events: [{ ...event, startTime: '2030-06-01T20:30:00+02:00' }] }, true],
    ['an unknown sport', { events: [{ ...event, sport: 'cricket' }] }, false],
    ['a date that is not one', { events: [{ ...event, startTime: '2030-02-30T10:00:00Z' }] }, false],
    ['a missing field', { events: [{ ...event, league: undefined }] }, false],
    ['a list that is not one', { events: {} }, false],
    ['nothing', null, false],
  ])('events: %s is accepted or refused as zod decides', (_name, answer, accepted) => {
    expect(EventsResponseParser.safeParse(answer).success).toBe(accepted);
    expect(PARSER_SCHEMAS.events.safeParse(answer).success).toBe(accepted);
  });

  it.each([
    ['figures', { windowDays: 30, days: 12, published: 40, perDay: 3.3 }, true],
    ['no average yet', { windowDays: 30, days: 3, published: 5, perDay: null }, true],
    ['a window of no days', { windowDays: 0, days: 3, published: 5, perDay: null }, false],
    ['a fraction of a day', { windowDays: 30, days: 1.5, published: 5, perDay: null }, false],
    ['a negative average', { windowDays: 30, days: 3, published: 5, perDay: -1 }, false],
  ])('record volume: %s is accepted or refused as zod decides', (_name, answer, accepted) => {
    expect(RecordVolumeParser.safeParse(answer).success).toBe(accepted);
    expect(PARSER_SCHEMAS.recordVolume.safeParse(answer).success).toBe(accepted);
  });

  it('reads a subscriber’s picks (unlocked, graded, locked) as zod does, and refuses one of two shapes at once', () => {
    const answer = { picks: [makeUnlocked(), makeGraded('vip', 'win', 20), makeLocked()] };
    expect(SubscriberPicksResponseParser.parse(answer)).toEqual(PARSER_SCHEMAS.subscriberPicks.parse(answer));
    const mixed = { picks: [{ ...makeLocked(), odds: 2.1 }] };
    expect(SubscriberPicksResponseParser.safeParse(mixed).success).toBe(
      PARSER_SCHEMAS.subscriberPicks.safeParse(mixed).success,
    );
  });

  it.each(['pick_graded', 'event_started', 'not_a_refusal'])(
    'free pick refusal %s as zod decides',
    (reason) => {
      expect(FreePickRefusalParser.safeParse(reason).success).toBe(
        PARSER_SCHEMAS.freePickRefusal.safeParse(reason).success,
      );
    },
  );

  it('refuses a field the schema does not name: the server’s answers never carry one', () => {
    const result = EventsResponseParser.safeParse({ events: [{ ...event, secret: 'x' }] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'events.0.secret',
    ]);
  });

  it('keeps an error’s details, whatever they hold', () => {
    const body = {
      error: {
        code: 'CONFLICT',
        message: 'No',
        details: { column: 3, params: { found: 'and' }, list: [1, { a: 'b' }] },
      },
    };
    expect(ApiErrorParser.parse(body)).toEqual(body);
  });

  it('refuses an answer that does not match, with the field that is wrong', () => {
    const result = EventsResponseParser.safeParse({ events: [{ ...event, sport: 'cricket' }] });
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'events.0.sport',
    ]);
    expect(() => EventsResponseParser.parse({ events: 'no' })).toThrow(/events: expected array/);
  });
});

import {
  ApiErrorParser,
  EventsCoverageResponseParser,
  EventsResponseParser,
  MeResponseParser,
  MessageResponseParser,
  RecordVolumeParser,
} from '@arcade/contracts/public-reads';
import { PUBLIC_READ_SCHEMAS } from '@arcade/contracts/public-read-schemas';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';

// The first page's reads are checked against JSON Schemas written from the server's own zod schemas
// (npm run contracts:schemas writes them): each must be exactly what its schema says today, and parse
// as zod parses.
const parsers = {
  events: EventsResponseParser,
  coverage: EventsCoverageResponseParser,
  recordVolume: RecordVolumeParser,
  me: MeResponseParser,
  message: MessageResponseParser,
  apiError: ApiErrorParser,
} as const;

const event = {
  id: 'e1',
  sport: 'nba',
  league: 'NBA',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  startTime: '2030-06-01T18:30:00.000Z',
  status: 'upcoming',
};

describe("the public reads' parsers", () => {
  it.each(Object.keys(parsers) as (keyof typeof parsers)[])(
    '%s: the JSON Schema of the server’s schema, as written today',
    (name) => {
      expect(parsers[name].schema).toEqual(toJSONSchema(PUBLIC_READ_SCHEMAS[name]));
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
    expect(PUBLIC_READ_SCHEMAS.events.safeParse(answer).success).toBe(accepted);
  });

  it.each([
    ['figures', { windowDays: 30, days: 12, published: 40, perDay: 3.3 }, true],
    ['no average yet', { windowDays: 30, days: 3, published: 5, perDay: null }, true],
    ['a window of no days', { windowDays: 0, days: 3, published: 5, perDay: null }, false],
    ['a fraction of a day', { windowDays: 30, days: 1.5, published: 5, perDay: null }, false],
    ['a negative average', { windowDays: 30, days: 3, published: 5, perDay: -1 }, false],
  ])('record volume: %s is accepted or refused as zod decides', (_name, answer, accepted) => {
    expect(RecordVolumeParser.safeParse(answer).success).toBe(accepted);
    expect(PUBLIC_READ_SCHEMAS.recordVolume.safeParse(answer).success).toBe(accepted);
  });

  it('keeps only the fields the schema names, as zod does', () => {
    const parsed = EventsResponseParser.parse({ events: [{ ...event, secret: 'x' }], extra: 1 });
    expect(parsed).toEqual(
      PUBLIC_READ_SCHEMAS.events.parse({ events: [{ ...event, secret: 'x' }], extra: 1 }),
    );
    expect(parsed.events[0]).not.toHaveProperty('secret');
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

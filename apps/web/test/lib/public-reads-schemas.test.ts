import {
  ApiErrorSchema,
  EventsCoverageResponseSchema,
  EventsResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RecordVolumeSchema,
} from '@arcade/contracts';
import {
  ApiErrorMiniSchema,
  EventsCoverageResponseMiniSchema,
  EventsResponseMiniSchema,
  MeResponseMiniSchema,
  MessageResponseMiniSchema,
  RecordVolumeMiniSchema,
} from '@arcade/contracts/public-reads';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod';

// The first page's reads are checked with zod/mini schemas (a few KB instead of zod's whole API); each
// must describe exactly what its classic twin, the one the server answers by, describes.
const twins = [
  ['events', EventsResponseMiniSchema, EventsResponseSchema],
  ['coverage', EventsCoverageResponseMiniSchema, EventsCoverageResponseSchema],
  ['record volume', RecordVolumeMiniSchema, RecordVolumeSchema],
  ['me', MeResponseMiniSchema, MeResponseSchema],
  ['message', MessageResponseMiniSchema, MessageResponseSchema],
  ['error body', ApiErrorMiniSchema, ApiErrorSchema],
] as const;

describe('the public reads’ zod/mini schemas', () => {
  it.each(twins)('%s: the same JSON Schema as the server’s', (_name, mini, classic) => {
    expect(toJSONSchema(mini)).toEqual(toJSONSchema(classic));
  });

  it('refuses an answer that does not match, with the field that is wrong', () => {
    const result = EventsResponseMiniSchema.safeParse({ events: [{ id: 'e1', sport: 'cricket' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('events.0.sport');
  });
});

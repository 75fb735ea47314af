// The server's schemas of the answers a public page reads at first load, the ones the JSON Schemas in
// public-reads.schema.json are written from (scripts/write-public-read-schemas.ts; a web test keeps them equal).
import { EventsCoverageResponseSchema, EventsResponseSchema } from './events';
import { ApiErrorSchema } from './errors';
import { MeResponseSchema, MessageResponseSchema } from './auth';
import { RecordVolumeSchema } from './record';

export const PUBLIC_READ_SCHEMAS = {
  events: EventsResponseSchema,
  coverage: EventsCoverageResponseSchema,
  recordVolume: RecordVolumeSchema,
  me: MeResponseSchema,
  message: MessageResponseSchema,
  apiError: ApiErrorSchema,
} as const;

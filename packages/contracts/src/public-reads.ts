/**
 * The parsers a public page checks its first reads with (the events, their coverage, the record's volume,
 * the visitor's session, a message, the error body): the server's own schemas written as JSON Schema
 * (public-reads.schema.json) and checked by a few lines (json-schema-check.ts), so the first download
 * carries no schema library. zod's core is shared by every page that uses zod, so even zod/mini would bring
 * the whole of it along. A web test keeps the JSON Schemas equal to the server's schemas.
 */
import type { ApiError } from './errors';
import type { MeResponse, MessageResponse } from './auth';
import type { EventsCoverageResponse, EventsResponse } from './events';
import { type JsonSchema, schemaParser } from './json-schema-check';
import schemas from './public-reads.schema.json';
import type { RecordVolume } from './record';

const json = schemas as Record<keyof typeof schemas, JsonSchema>;

/** GET /api/events. */
export const EventsResponseParser = schemaParser<EventsResponse>(json.events);
/** GET /api/events/coverage. */
export const EventsCoverageResponseParser = schemaParser<EventsCoverageResponse>(json.coverage);
/** GET /api/record/volume. */
export const RecordVolumeParser = schemaParser<RecordVolume>(json.recordVolume);
/** GET /api/auth/me. */
export const MeResponseParser = schemaParser<MeResponse>(json.me);
/** POST /api/auth/logout and the other writes that answer a message only. */
export const MessageResponseParser = schemaParser<MessageResponse>(json.message);
/** The body of every error answer. */
export const ApiErrorParser = schemaParser<ApiError>(json.apiError);

/** The landing's promise: published picks a day, on average (the same figure as record.ts's). */
export const PROMISED_PICKS_PER_DAY = 4;

/**
 * The parsers the browser checks answers with where the first download must stay small (every page's: the
 * landing's reads, the session, the error body; the dashboard's are in ./account-parsers): the server's
 * own zod schemas written as JSON Schema (parsers.schema.json, from parser-schemas.ts) and checked by a few
 * lines (json-schema-check.ts), so those pages carry no schema library. zod's core is shared by every page that uses zod, so even zod/mini brought
 * the whole of it along. A web test keeps the JSON Schemas equal to the server's schemas and the parsers
 * deciding as zod decides. Shaped as zod's (`parse`, `safeParse`), for the api-client.
 */
import type { MeResponse, MessageResponse } from './auth';
import type { ApiError } from './errors';
import type { EventsCoverageResponse, EventsResponse } from './events';
import { type JsonSchema, schemaParser } from './json-schema-check';
// Named, so a page's bundle keeps only the schemas it checks with.
import { apiError, coverage, events, me, message, recordVolume } from './parsers.schema.json';
import type { RecordVolume } from './record';

/** A parser of answers of type T described by `schema`; called marked pure, so a bundle drops unused ones. */
export const parser = <T>(schema: unknown) => schemaParser<T>(schema as JsonSchema);

/** GET /api/events. */
export const EventsResponseParser = /* @__PURE__ */ parser<EventsResponse>(events);
/** GET /api/events/coverage. */
export const EventsCoverageResponseParser = /* @__PURE__ */ parser<EventsCoverageResponse>(coverage);
/** GET /api/record/volume. */
export const RecordVolumeParser = /* @__PURE__ */ parser<RecordVolume>(recordVolume);
/** GET /api/auth/me. */
export const MeResponseParser = /* @__PURE__ */ parser<MeResponse>(me);
/** POST /api/auth/logout and the other writes that answer a message only. */
export const MessageResponseParser = /* @__PURE__ */ parser<MessageResponse>(message);
/** The body of every error answer. */
export const ApiErrorParser = /* @__PURE__ */ parser<ApiError>(apiError);
/** The landing's promise: published picks a day, on average (the same figure as record.ts's). */
export const PROMISED_PICKS_PER_DAY = 4;

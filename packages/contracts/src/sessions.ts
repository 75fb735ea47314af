import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });

/**
 * What a session's User-Agent says, as proper names that read the same in every language ("Chrome",
 * "Windows", "iPhone"); null where it says nothing recognisable. The web words the sentence.
 */
export const SessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type SessionDevice = z.infer<typeof SessionDeviceSchema>;

/** One of the caller's live sessions. `id` is its public id, never the token or its hash. */
export const SessionSchema = z.object({
  id: z.uuid(),
  createdAt: isoDate,
  /** When the session was last used, to the hour. */
  lastSeenAt: isoDate,
  device: SessionDeviceSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** GET /api/auth/sessions: the caller's live sessions, the most recently used first. */
export const SessionListResponseSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

export const SessionParamsSchema = z.object({ id: z.uuid() });
export type SessionParams = z.infer<typeof SessionParamsSchema>;

/**
 * DELETE /api/auth/sessions/:id and POST /api/auth/sessions/revoke-others: how many sessions ended,
 * and whether the caller's own was one of them (then its cookie is cleared: the caller is logged out).
 */
export const EndSessionsResponseSchema = z.object({
  ended: z.number().int().nonnegative(),
  endedCurrent: z.boolean(),
});
export type EndSessionsResponse = z.infer<typeof EndSessionsResponseSchema>;

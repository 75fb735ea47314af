import type { FastifySchema } from 'fastify';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { Mailer } from '../modules/mail';
import type { RateLimiter } from '../lib/rate-limit';
import type { RouteAccess } from '../plugins/access';
import type { SessionUser } from '../modules/sessions';
import type { AlertChannels } from '../modules/notifications';
import type { PreparedLane } from '../plugins/prepared-lane';

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it, as the auth plugin guards it. */
  access: RouteAccess;
  /** The route's schema as registered (zod schemas for body, querystring, params, response), if any. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    /** The alert channels besides email that this server delivers on (Telegram, Web Push). */
    alertChannels: AlertChannels;
    rateLimiter: RateLimiter;
    /** Public reads answered from prepared bytes before the router, on the listening server. */
    preparedLane: PreparedLane;
    tasks: BackgroundTasks;
    /**
     * Aborted (with the `shutting_down` AppError a client is sent) when the shutdown asks the open
     * event streams to end: their routes stop their work, let go of what they hold and say so.
     */
    streamShutdown: AbortSignal;
    /** Every route as registered, for the tests that walk the whole table (access, fuzzing, API docs). */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** The route answers a server-sent event stream (it hijacks the reply): the close drains it. */
    eventStream?: boolean;
    /** The route's GET does work a HEAD must not repeat (a change, a long read): HEAD answers 405. */
    refuseHead?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in user, resolved from the `sid` cookie; null for anonymous callers. */
    user: SessionUser | null;
    /** The raw session token of this request, when it has a valid one. */
    sessionToken: string | null;
  }
}

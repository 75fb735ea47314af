import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { addForwarder, type Change, type ChangeTopic, deliverLocally, setFeedHearing } from '../lib/changes';
import type { DatabaseHandle } from './client';

/** The PostgreSQL channel every instance LISTENs on and NOTIFYs (of the default schema). */
const CHANGE_CHANNEL = 'arcade_changes';

/**
 * Instances share changes when they share the data: one channel per schema, so that databases in
 * other schemas of the same PostgreSQL (the tests' ones) do not hear each other.
 */
async function channelOf(handle: DatabaseHandle): Promise<string> {
  const { rows } = await handle.query<{ schema: string }>('select current_schema() as schema');
  const schema = (rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return schema === 'public' ? CHANGE_CHANNEL : `${CHANGE_CHANNEL}_${schema}`.slice(0, 63);
}
/**
 * An announcement made inside a transaction reaches the others before it commits: it is sent again
 * this much later, by when the transaction has committed, so they read the change itself.
 */
const RESEND_MS = 250;
/** Reconnection waits grow from the first to the last. */
const RECONNECT_MS = [100, 250, 500, 1_000, 2_000] as const;
const TOPICS: readonly ChangeTopic[] = ['picks', 'events', 'settings', 'session', 'user'];

export interface ChangeFeed {
  close(): Promise<void>;
}

interface Payload {
  /** The sending instance: it has delivered its own change already. */
  i: string;
  t: ChangeTopic;
  k?: string;
}

function parsePayload(text: string): Payload | null {
  try {
    const value = JSON.parse(text) as Partial<Payload>;
    if (typeof value.i !== 'string' || !TOPICS.includes(value.t as ChangeTopic)) return null;
    if (value.k !== undefined && typeof value.k !== 'string') return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * Carries this instance's announcements to the other instances on the same PostgreSQL (NOTIFY
 * through the pool) and theirs to this one (LISTEN on a connection of its own, reconnected when
 * PostgreSQL restarts; meanwhile the caches trust what they read for a second at most, and on
 * reconnection everything is read again, since changes may have been missed). PGlite is one
 * process: there is no one to tell.
 */
export async function startChangeFeed(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const newClient = handle.newClient?.bind(handle);
  if (!newClient) return { close: async () => {} };
  const channel = await channelOf(handle);
  const instance = randomUUID();
  const feed = {};
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const outbox = new Set<string>();
  let flushing: NodeJS.Immediate | undefined;
  const resends = new Map<string, NodeJS.Timeout>();
  const flush = () => {
    flushing = undefined;
    const payloads = [...outbox];
    outbox.clear();
    handle
      .query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads])
      .catch((error: unknown) =>
        log.warn({ err: error }, 'change feed: could not notify the other instances'),
      );
  };
  const send = (payload: string) => {
    outbox.add(payload);
    flushing ??= setImmediate(flush);
  };
  const stopForwarding = addForwarder((change: Change) => {
    if (closed) return;
    const payload = JSON.stringify({ i: instance, t: change.topic, k: change.key } satisfies Payload);
    send(payload);
    clearTimeout(resends.get(payload));
    const timer = setTimeout(() => {
      resends.delete(payload);
      if (!closed) send(payload);
    }, RESEND_MS);
    timer.unref();
    resends.set(payload, timer);
  });

  /** Lets go of the listening connection, whatever state it is in. */
  const dropClient = async () => {
    const dropped = client;
    client = null;
    if (!dropped) return;
    dropped.removeAllListeners();
    dropped.on('error', () => {});
    await dropped.end().catch(() => {});
  };

  const deaf = () => {
    setFeedHearing(feed, false);
    void dropClient();
    if (closed || retry) return;
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, wait);
    retry.unref();
  };

  const listen = async (): Promise<void> => {
    const next = newClient();
    client = next;
    next.on('error', (error) => {
      log.warn({ err: error }, 'change feed: connection lost; reconnecting');
      if (client === next) deaf();
    });
    next.on('end', () => {
      if (client === next) deaf();
    });
    next.on('notification', (message) => {
      const payload = message.channel === channel && parsePayload(message.payload ?? '');
      if (!payload || payload.i === instance) return;
      deliverLocally(payload.k === undefined ? { topic: payload.t } : { topic: payload.t, key: payload.k });
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      if (failures === 0) log.warn({ err: error }, 'change feed: cannot listen; retrying');
      if (client === next) deaf();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    // What changed while nobody listened is unknown: everything is read again.
    if (failures > 0) {
      log.info('change feed: listening again');
      for (const topic of TOPICS) deliverLocally({ topic });
    }
    failures = 0;
    setFeedHearing(feed, true);
  };

  setFeedHearing(feed, false);
  await listen();
  return {
    close: async () => {
      closed = true;
      stopForwarding();
      clearTimeout(retry);
      for (const timer of resends.values()) clearTimeout(timer);
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
      setFeedHearing(feed, true);
      await dropClient();
    },
  };
}

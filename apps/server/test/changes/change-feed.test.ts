import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChangeFeed, startChangeFeed } from '../../src/db/change-feed';
import type { DatabaseHandle } from '../../src/db/client';
import { announce, type Change, hearsEveryChange, onChange, onHearingChange } from '../../src/lib/changes';
import { createTestDatabase, testDatabaseUrl } from '../helpers/database';

const silent = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
let outsider: pg.Client;

/**
 * Waits until `check` holds, looking again at each change this process hears, each turn of
 * `hearsEveryChange()` and each notification the outsider receives (everything the checks read);
 * answers how long it took, and throws after `timeoutMs`.
 */
function until(check: () => boolean, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const stops: (() => unknown)[] = [];
    let done = false;
    const settle = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const stop of stops) stop();
      if (error) reject(error);
      else resolve(Date.now() - started);
    };
    // Registered after the tests' own listeners: what the event brings is already recorded.
    const look = () => {
      if (check()) settle();
    };
    const timer = setTimeout(() => settle(new Error('timed out waiting')), timeoutMs);
    stops.push(onChange(look), onHearingChange(look));
    outsider.on('notification', look);
    stops.push(() => outsider.off('notification', look));
    look();
  });
}

// PGlite is one process: the feed is a no-op there, and these tests need a real PostgreSQL.
describe.skipIf(!testDatabaseUrl)('the change feed between instances on PostgreSQL', () => {
  let database: DatabaseHandle;
  let feed: ChangeFeed;
  let channel: string;
  const heard: Change[] = [];
  let stopHearing: () => void;

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await startChangeFeed(database, silent);
    const { rows } = await database.query<{ schema: string }>('select current_schema() as schema');
    channel = `arcade_changes_${rows[0]?.schema}`;
    // Another instance, as PostgreSQL sees it: a connection that LISTENs and NOTIFYs on the channel.
    outsider = new pg.Client({ connectionString: testDatabaseUrl });
    await outsider.connect();
    await outsider.query(`LISTEN "${channel}"`);
    stopHearing = onChange((change) => heard.push(change));
  });
  afterAll(async () => {
    stopHearing?.();
    await outsider?.end();
    await feed?.close();
    await database?.close();
  });

  it("delivers another instance's announcement to this process's caches", async () => {
    heard.length = 0;
    const payload = JSON.stringify({ i: 'another-instance', t: 'user', k: 'user-42' });
    await outsider.query('select pg_notify($1, $2)', [channel, payload]);
    await until(() => heard.some((c) => c.topic === 'user' && c.key === 'user-42'));
  });

  it('ignores payloads that are not announcements', async () => {
    heard.length = 0;
    for (const payload of [
      'not json',
      '{"i":"x","t":"everything"}',
      '{"t":"picks"}',
      '{"i":"x","t":"user","k":7}',
    ])
      await outsider.query('select pg_notify($1, $2)', [channel, payload]);
    await outsider.query('select pg_notify($1, $2)', [channel, JSON.stringify({ i: 'x', t: 'events' })]);
    await until(() => heard.some((c) => c.topic === 'events'));
    expect(heard).toEqual([{ topic: 'events' }]);
  });

  it("sends this process's announcements to the others, once more after the transaction commits", async () => {
    const received: string[] = [];
    const listener = (message: pg.Notification) => received.push(message.payload ?? '');
    outsider.on('notification', listener);
    heard.length = 0;
    announce('session', 'session-hash');
    // Delivered here once (its own echo from PostgreSQL is ignored), sent twice to the others.
    await until(() => received.length >= 2);
    outsider.off('notification', listener);
    expect(received.map((text) => JSON.parse(text) as { t: string; k: string })).toMatchObject([
      { t: 'session', k: 'session-hash' },
      { t: 'session', k: 'session-hash' },
    ]);
    // PostgreSQL hands each listener its notifications in commit order: once another instance's
    // announcement sent after both copies is heard, the feed has read its own echoes, and ignored them.
    await outsider.query('select pg_notify($1, $2)', [channel, JSON.stringify({ i: 'x', t: 'events' })]);
    await until(() => heard.some((c) => c.topic === 'events'));
    expect(heard).toEqual([{ topic: 'session', key: 'session-hash' }, { topic: 'events' }]);
  });

  it('reconnects when its connection is cut, and meanwhile says it hears nothing; then everything is read again', async () => {
    expect(hearsEveryChange()).toBe(true);
    heard.length = 0;
    const { rows } = await database.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity where query like 'LISTEN "${channel}"'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    await until(() => !hearsEveryChange());
    const back = await until(() => hearsEveryChange());
    expect(back).toBeLessThan(3_000);
    expect(heard.map((c) => c.topic).sort()).toEqual(['events', 'picks', 'session', 'settings', 'user']);
    expect(heard.every((c) => c.key === undefined)).toBe(true);
    // And it hears the others again.
    await outsider.query('select pg_notify($1, $2)', [channel, JSON.stringify({ i: 'x', t: 'picks' })]);
    await until(() => heard.filter((c) => c.topic === 'picks').length === 2);
  });
});

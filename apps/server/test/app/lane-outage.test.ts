import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsChanged } from '../../src/modules/events/prepared-events';
import { buildTestApp, type TestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
let base: string;
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', record);
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  process.off('unhandledRejection', record);
  await t?.app.close();
});

describe(`the prepared lane with the database gone (${testDatabaseMode})`, () => {
  it('leaves no read unheard: the events answer an error and nothing rejects unhandled', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(200);
    await t.database.close();
    // The prepared events are read again on the next request, which the lane cannot answer.
    eventsChanged();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/api/events`);
      expect(res.status).toBeGreaterThanOrEqual(500);
      await res.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
  });
});

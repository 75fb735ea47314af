import { DEFAULT_POLICY_SETTINGS } from '@arcade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { configSettings } from '../../src/db/schema/index';
import { ensureDefaultConfig } from '../../src/modules/settings';
import { settingsFrom } from '../../src/modules/generation/policy-settings';
import { createTestDatabase, testDatabaseMode } from '../helpers/database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

const storeWeights = (modelWeights: unknown) =>
  handle.db.update(configSettings).set({ modelWeights: modelWeights as never });

describe(`the pick policy's configuration on ${testDatabaseMode}`, () => {
  it('is, on a fresh database, exactly core’s default (the backtest’s "default configuration")', async () => {
    expect(await handle.query('select 1 from config_settings')).toMatchObject({ rows: [] });
    // Generation seeds the row from the column defaults when it is missing.
    expect(await settingsFrom(handle.db)).toEqual(DEFAULT_POLICY_SETTINGS);
    const [row] = await handle.db.select().from(configSettings);
    expect(row).toMatchObject({
      modelWeights: DEFAULT_POLICY_SETTINGS.modelWeights,
      maxPicksPerEvent: 1,
    });
    expect(await ensureDefaultConfig(handle.db)).toBe(false);
  });

  it('reads stored weights and the per-event cap', async () => {
    await handle.db
      .update(configSettings)
      .set({ modelWeights: { nba: { h2h: 0.35, totals: 0.1 } }, maxPicksPerEvent: 2 });
    expect(await settingsFrom(handle.db)).toMatchObject({
      modelWeights: { nba: { h2h: 0.35, totals: 0.1 } },
      maxPicksPerEvent: 2,
    });
  });

  it.each([
    ['a weight above 1', { nba: { h2h: 1.5 } }, /nba h2h must lie in \[0, 1\], got 1.5/],
    ['a negative weight', { soccer: { spreads: -0.1 } }, /soccer spreads must lie in \[0, 1\]/],
    ['a weight that is not a number', { nhl: { h2h: '0.2' } }, /nhl h2h must lie in \[0, 1\]/],
    ['an unknown sport', { cricket: { h2h: 0.1 } }, /unknown sport cricket/],
    ['an unknown market', { nba: { moneyline: 0.1 } }, /unknown market moneyline for nba/],
    ['a sport that is not an object by market', { nba: 0.2 }, /expected an object by market for nba/],
    ['weights that are not an object by sport', [0.2], /expected an object by sport/],
  ])('refuses %s with a clear validation error', async (_, weights, message) => {
    await storeWeights(weights);
    await expect(settingsFrom(handle.db)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      reason: 'invalid_model_weights',
      message: expect.stringMatching(message),
    });
  });

  it('keeps at least one pick per event in the database itself', async () => {
    await storeWeights({});
    await expect(handle.db.update(configSettings).set({ maxPicksPerEvent: 0 })).rejects.toThrow();
    await handle.db.update(configSettings).set({ maxPicksPerEvent: 1 });
    expect((await settingsFrom(handle.db)).maxPicksPerEvent).toBe(1);
  });
});

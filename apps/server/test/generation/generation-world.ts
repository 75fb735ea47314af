import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import { syncMarkets } from '../../src/modules/market/sync.service';
import type { TestApp } from '../helpers/build-app';

export const T0 = new Date('2026-11-22T10:00:00Z');

/** The demo market synced twice before T0 (so prices have moved), for the given sports. */
export async function syncDemo(
  t: TestApp,
  sports: readonly ('soccer' | 'nba' | 'nfl' | 'baseball' | 'nhl')[],
  now = T0,
) {
  const demo = { ...createDemoProvider(20261122), sports };
  await syncMarkets(t.database.db, [demo], new Date(now.getTime() - 8 * 3_600_000), t.app.log);
  await syncMarkets(t.database.db, [demo], now, t.app.log);
}

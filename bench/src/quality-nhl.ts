// The NHL at the prices a daily service bets: The Odds API's game-day snapshots (17:00 UTC,
// betmgm and caesars) joined to OddsPortal's results and closing average, for 2023/24.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoricalMatch } from '@arcade/core';
import { joinNhlSnapshots } from '../../apps/server/src/modules/history/readers/nhl-snapshots';
import type { ProductCase } from './quality-product';

const SNAPSHOTS = 'nhl/oddsapi_nhl_pregame_snapshots_2023-24.csv';
const ODDSPORTAL = 'nhl/oddsportal_nhl_2008-09_to_2023-24.csv';
const SEASON_START = '2023-08-01';

/**
 * OddsPortal's NHL history before 2023/24 warms the models up; in 2023/24 every game a snapshot
 * priced replaces OddsPortal's row (same id), so it carries the noon prices as `opening` and
 * OddsPortal's close as `closing`. OddsPortal's 2023/24 games no snapshot priced before the start
 * stay as results the models learn from; without an opening price the policy cannot bet them.
 */
export function nhlNoonCase(dataRoot: string, oddsPortal: readonly HistoricalMatch[]): ProductCase {
  const joined = joinNhlSnapshots(
    readFileSync(join(dataRoot, SNAPSHOTS), 'utf8'),
    readFileSync(join(dataRoot, ODDSPORTAL), 'utf8'),
  );
  const replaced = new Set(joined.matches.map((m) => m.id));
  const matches = [...oddsPortal.filter((m) => !replaced.has(m.id)), ...joined.matches].sort(
    (a, b) => a.date.getTime() - b.date.getTime(),
  );
  return {
    name: 'NHL, 2023/24 (noon snapshots)',
    sport: 'nhl',
    matches,
    dataFrom: SEASON_START,
    odds: 'opening',
    prices: 'noon best of 2 books v their consensus',
    reports: [{ label: 'NHL, 2023/24 (noon snapshots)', from: SEASON_START }],
  };
}

import type { AppConfig } from '../../../config';
import { createDemoProvider } from './demo/demo-provider';
import type { MarketProvider } from './market-provider';
import { createOddsApiProvider } from './odds-api/odds-api-provider';

/**
 * The app's market: The Odds API when ODDS_API_KEY is set, the demo market otherwise. The demo also
 * supplies the NBA season's standings and rosters unless balldontlie is configured, whose data an
 * admin's refresh brings and no sync may overwrite.
 */
export function marketProviders(
  config: Pick<AppConfig, 'oddsApi' | 'demoSeed' | 'balldontlie'>,
): MarketProvider[] {
  return config.oddsApi
    ? [createOddsApiProvider(config.oddsApi)]
    : [createDemoProvider(config.demoSeed, { nbaSeason: !config.balldontlie })];
}

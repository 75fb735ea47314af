import type { HistoricalMatch, MarketPrices, OutcomePrices } from '@arcade/core';
import type { NewHistoricalMatchRow, OddsSnapshot, OddsTriple, Sport } from '../../../db/schema/index';

/** The snapshot key of each price set the readers give: football-data's sharp book is Pinnacle. */
export const SNAPSHOT_KEYS = { average: 'avg', max: 'max', sharp: 'pinnacle' } as const;

type PriceSet = keyof typeof SNAPSHOT_KEYS;
const PRICE_SETS = Object.keys(SNAPSHOT_KEYS) as PriceSet[];
/** The representative closing price: the market average, else Pinnacle, else the best price. */
const REPRESENTATIVE: readonly PriceSet[] = ['average', 'sharp', 'max'];

/** numeric(10, 4) keeps four decimals; the snapshot keeps the same, so both read back equal. */
function odds(value: number | undefined): number | null {
  return value === undefined ? null : Math.round(value * 10_000) / 10_000;
}

function triple(prices: OutcomePrices): OddsTriple {
  return { home: odds(prices.home), draw: odds(prices.draw), away: odds(prices.away) };
}

function snapshotOf(prices: HistoricalMatch['prices']): OddsSnapshot {
  const snapshot: OddsSnapshot = {};
  for (const set of PRICE_SETS) {
    const opening = prices.opening?.[set];
    const closing = prices.closing?.[set];
    if (!opening && !closing) continue;
    snapshot[SNAPSHOT_KEYS[set]] = {
      ...(opening ? { opening: triple(opening) } : {}),
      ...(closing ? { closing: triple(closing) } : {}),
    };
  }
  return snapshot;
}

function representative(closing: MarketPrices | undefined): OutcomePrices | undefined {
  return REPRESENTATIVE.map((set) => closing?.[set]).find((prices) => prices !== undefined);
}

export function winnerOf(homeScore: number, awayScore: number): 'home' | 'away' | 'draw' {
  if (homeScore > awayScore) return 'home';
  return homeScore < awayScore ? 'away' : 'draw';
}

/** One read match as a historical_matches row, its teams already canonical. */
export function toRow(
  match: HistoricalMatch,
  context: { sport: Sport; dataSource: string; homeTeam: string; awayTeam: string; startTime: Date },
): NewHistoricalMatchRow {
  const closing = representative(match.prices.closing);
  return {
    sport: context.sport,
    league: match.league,
    homeTeam: context.homeTeam,
    awayTeam: context.awayTeam,
    startTime: context.startTime,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    winner: winnerOf(match.homeScore, match.awayScore),
    homeOdds: odds(closing?.home),
    drawOdds: odds(closing?.draw),
    awayOdds: odds(closing?.away),
    oddsSnapshot: snapshotOf(match.prices),
    dataSource: context.dataSource,
  };
}

// Bodies in The Odds API v4 shapes (providers.md), for the fake server to answer with.

export interface FakeOutcome {
  name: string;
  price: number;
  point?: number;
}

export interface FakeMarket {
  key: string;
  last_update?: string;
  outcomes: FakeOutcome[];
}

export interface FakeBookmaker {
  key: string;
  title: string;
  last_update: string;
  markets: FakeMarket[];
}

export function bookmaker(key: string, lastUpdate: Date, markets: FakeMarket[]): FakeBookmaker {
  return { key, title: key.toUpperCase(), last_update: lastUpdate.toISOString(), markets };
}

export function oddsEvent(options: {
  id: string;
  sportKey: string;
  start: Date;
  home: string;
  away: string;
  bookmakers?: FakeBookmaker[];
  sportTitle?: string;
}) {
  return {
    id: options.id,
    sport_key: options.sportKey,
    sport_title: options.sportTitle ?? options.sportKey,
    commence_time: options.start.toISOString().replace('.000Z', 'Z'),
    home_team: options.home,
    away_team: options.away,
    bookmakers: options.bookmakers ?? [],
  };
}

export function scoreEvent(options: {
  id: string;
  sportKey: string;
  start: Date;
  home: string;
  away: string;
  completed?: boolean;
  /** Home and away, as strings the way the API writes them; omitted before the start. */
  scores?: [string, string];
}) {
  return {
    id: options.id,
    sport_key: options.sportKey,
    commence_time: options.start.toISOString().replace('.000Z', 'Z'),
    completed: options.completed ?? false,
    home_team: options.home,
    away_team: options.away,
    scores: options.scores
      ? [
          // Away first: scores are read by team name, not by position.
          { name: options.away, score: options.scores[1] },
          { name: options.home, score: options.scores[0] },
        ]
      : null,
    last_update: options.scores ? options.start.toISOString() : null,
  };
}

/** A two-way h2h (a three-way one with `draw`), spreads at ±line and totals at `total`. */
export function fullMarkets(
  home: string,
  away: string,
  prices: { home: number; away: number; draw?: number; spread: number; total: number },
): FakeMarket[] {
  return [
    {
      key: 'h2h',
      outcomes: [
        { name: home, price: prices.home },
        { name: away, price: prices.away },
        ...(prices.draw ? [{ name: 'Draw', price: prices.draw }] : []),
      ],
    },
    {
      key: 'spreads',
      outcomes: [
        { name: home, price: 1.91, point: prices.spread },
        { name: away, price: 1.91, point: -prices.spread },
      ],
    },
    {
      key: 'totals',
      outcomes: [
        { name: 'Over', price: 1.87, point: prices.total },
        { name: 'Under', price: 1.95, point: prices.total },
      ],
    },
  ];
}

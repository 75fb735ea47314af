import type { Sport } from '@arcade/contracts';
import type { NbaSeasonData } from '../../danyscore';

export interface ProviderEvent {
  externalId: string;
  sport: Sport;
  league: string;
  homeTeam: string;
  awayTeam: string;
  startTime: Date;
  status: 'upcoming' | 'live' | 'finished';
  homeScore: number | null;
  awayScore: number | null;
  /** History games only: the average closing moneyline across books, when the provider kept it. */
  closingPrices?: { home: number; draw?: number; away: number };
  /**
   * History games only: the moneyline at the opening and at the close as the history files give it
   * (the books' average, the best price and the sharp book's), keyed as historical_matches'
   * odds_snapshot is ('avg', 'max', 'pinnacle').
   */
  priceSnapshot?: HistoryPriceSnapshot;
}

export type HistoryPriceTriple = { home: number | null; draw: number | null; away: number | null };
export type HistoryPriceSnapshot = Record<
  string,
  { opening?: HistoryPriceTriple; closing?: HistoryPriceTriple }
>;

export interface ProviderQuote {
  externalEventId: string;
  bookmaker: string;
  market: 'h2h' | 'spreads' | 'totals';
  /** 'home' | 'away' | 'draw' | 'over' | 'under': outcomes are matched by name before they get here. */
  selection: string;
  price: number;
  line: number | null;
  timestamp: Date;
}

export interface ProviderSplit {
  externalEventId: string;
  source: string;
  homeBetsPercentage: number;
  awayBetsPercentage: number;
  homeMoneyPercentage: number;
  awayMoneyPercentage: number;
  timestamp: Date;
}

/** What one provider reports for one sport at one moment. */
export interface ProviderSnapshot {
  events: ProviderEvent[];
  quotes: ProviderQuote[];
  /** Public betting splits, where the provider has them. */
  splits: ProviderSplit[];
  /** Outcomes the provider sent that matched no selection and were left out (never guessed). */
  skippedOutcomes?: number;
  /** Parts that failed while others arrived (e.g. one league of several): reported, not thrown. */
  errors?: string[];
  /** When a part was held back because the provider asked to wait (Retry-After): until when. */
  retryAt?: Date;
}

/** A snapshot that gave nothing; `retryAt` when the provider asked to wait until then. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
  readonly retryAt: Date | undefined;
  constructor(message: string, options: { cause?: unknown; retryAt?: Date | undefined } = {}) {
    super(message, { cause: options.cause });
    this.retryAt = options.retryAt;
  }
}

/** Credits left with a metered provider, as it last reported them. */
export interface ProviderQuota {
  remaining: number;
  used: number | null;
  last: number | null;
}

/** A source of events, odds and scores (the demo market, The Odds API, …). */
export interface MarketProvider {
  /** Stored as events.apiSource. */
  name: string;
  sports: readonly Sport[];
  snapshot(sport: Sport, now: Date): Promise<ProviderSnapshot>;
  /**
   * Finished games from before the snapshot's window, for providers that can give a history (the demo
   * market's two past seasons); the sync loads them once per league into historical_matches so models
   * can fit. `leagues`: only these leagues' games (a league the provider added since the first load).
   * `signal`: the sync was stopped (the server is shutting down); a long history gives up early.
   */
  history?(
    sport: Sport,
    now: Date,
    leagues?: readonly string[],
    signal?: AbortSignal,
  ): Promise<ProviderEvent[]>;
  /**
   * The leagues the provider covers for a sport and, where it knows its calendar (the demo market),
   * when each next plays; The Odds API does not say when a league returns, so its answer is null.
   */
  schedule?(sport: Sport, now: Date): { league: string; nextStart: Date | null }[];
  /**
   * The NBA season under way as a stats source reports it — standings, and rosters with the day's
   * injury report — from a provider that simulates one (the demo market). The sync stores it with the
   * NBA events, so the DanyScore tab and the danyscore-nba strategy have data from the first sync.
   */
  nbaSeason?(now: Date): { season: number; data: NbaSeasonData };
  /** The provider's quota as last reported; absent for providers without one (the demo market). */
  quota?(): ProviderQuota | null;
  /**
   * An admin asked for a sync: end the waits the provider chose after failures so it asks again now,
   * keeping any wait the remote side asked for (Retry-After).
   */
  retryNow?(): void;
}

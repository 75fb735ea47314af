import type { Sport } from '@arcade/contracts';
import type { ProviderEvent, ProviderQuote } from '../market-provider';
import { isRequestedMarket, leagueOfKey, selectionOf } from './mapping';
import type { OddsEvent, ScoreEvent } from './schemas';

interface ConvertedSport {
  events: ProviderEvent[];
  quotes: ProviderQuote[];
  /** Outcomes left out: a name that matches no team, Draw, Over or Under; a price ≤ 1; a line missing. */
  skippedOutcomes: number;
}

/** A score as the feed writes it ("112"); null unless it is a whole number. */
function scoreOf(event: ScoreEvent, team: string): number | null {
  const entry = event.scores?.find((s) => s.name === team);
  return entry && /^\d+$/.test(entry.score.trim()) ? Number(entry.score.trim()) : null;
}

function eventOf(
  sport: Sport,
  sportKey: string,
  base: OddsEvent | ScoreEvent,
  score: ScoreEvent | undefined,
  now: Date,
): ProviderEvent {
  const startTime = new Date(base.commence_time);
  const isFinished = score?.completed === true;
  const homeScore = isFinished && score ? scoreOf(score, base.home_team) : null;
  const awayScore = isFinished && score ? scoreOf(score, base.away_team) : null;
  const hasBothScores = homeScore !== null && awayScore !== null;
  return {
    externalId: base.id,
    sport,
    league: leagueOfKey(sportKey, base.sport_title ?? undefined),
    homeTeam: base.home_team,
    awayTeam: base.away_team,
    startTime,
    status: isFinished ? 'finished' : startTime.getTime() <= now.getTime() ? 'live' : 'upcoming',
    homeScore: hasBothScores ? homeScore : null,
    awayScore: hasBothScores ? awayScore : null,
  };
}

function quotesOf(event: OddsEvent): { quotes: ProviderQuote[]; skipped: number } {
  const quotes: ProviderQuote[] = [];
  let skipped = 0;
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      // Markets we did not ask for (an exchange's h2h_lay) are not outcomes we failed to read.
      if (!isRequestedMarket(market.key)) continue;
      const timestamp = new Date(market.last_update ?? bookmaker.last_update);
      for (const outcome of market.outcomes) {
        const selection = selectionOf(market.key, outcome.name, event);
        const point = outcome.point ?? null;
        const needsLine = market.key !== 'h2h';
        if (!selection || !(outcome.price > 1) || (needsLine && point === null)) {
          skipped += 1;
          continue;
        }
        quotes.push({
          externalEventId: event.id,
          bookmaker: bookmaker.key,
          market: market.key,
          selection,
          price: outcome.price,
          line: needsLine ? point : null,
          timestamp,
        });
      }
    }
  }
  return { quotes, skipped };
}

/**
 * One sport key's odds and scores as provider events and quotes. An event appears once whether the odds,
 * the scores or both list it; the scores decide whether it finished.
 */
export function convertSportKey(
  sport: Sport,
  sportKey: string,
  oddsEvents: OddsEvent[],
  scoreEvents: ScoreEvent[],
  now: Date,
): ConvertedSport {
  const scores = new Map(scoreEvents.map((event) => [event.id, event]));
  const events = new Map<string, ProviderEvent>();
  const quotes: ProviderQuote[] = [];
  let skippedOutcomes = 0;
  for (const event of oddsEvents) {
    events.set(event.id, eventOf(sport, sportKey, event, scores.get(event.id), now));
    // Pre-match prices only, as the demo market keeps them: in-play odds would pass for closing lines.
    if (new Date(event.commence_time).getTime() <= now.getTime()) continue;
    const converted = quotesOf(event);
    quotes.push(...converted.quotes);
    skippedOutcomes += converted.skipped;
  }
  for (const score of scoreEvents) {
    if (!events.has(score.id)) events.set(score.id, eventOf(sport, sportKey, score, score, now));
  }
  return { events: [...events.values()], quotes, skippedOutcomes };
}

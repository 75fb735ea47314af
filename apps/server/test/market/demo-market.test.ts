import { devig, latestQuotes, lineMovement, marketConsensus, marketInefficiency } from '@arcade/core';
import { describe, expect, it } from 'vitest';
import { DEMO_BOOKMAKERS, DEMO_LEAGUES } from '../../src/demo/demo-leagues';
import { createDemoProvider } from '../../src/modules/market/providers/demo/demo-provider';
import { type DemoQuote, quotesAt, splitAt } from '../../src/modules/market/providers/demo/demo-prices';
import { rosterOf } from '../../src/demo/demo-rosters';
import { finalScore, fixturesBetween, statusAt, truthOf } from '../../src/demo/demo-world';

const seed = 42;
const now = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
// Games that start after `now` (a game kicking off at `now` is already live).
const upcoming = fixturesBetween(seed, now, new Date(now.getTime() + 3 * DAY)).filter(
  (f) => f.startTime > now,
);
const h2h = (quotes: DemoQuote[], book: string) =>
  quotes.filter((q) => q.market === 'h2h' && q.bookmaker === book);

describe('the demo market schedule', () => {
  it('is the same for the same seed and different for another', () => {
    expect(fixturesBetween(seed, now, new Date(now.getTime() + DAY))).toEqual(
      fixturesBetween(seed, now, new Date(now.getTime() + DAY)),
    );
    expect(fixturesBetween(7, now, new Date(now.getTime() + DAY))).not.toEqual(
      fixturesBetween(seed, now, new Date(now.getTime() + DAY)),
    );
  });

  it('has upcoming games in every sport in season (late November: soccer, NBA, NFL, NHL) at the league’s hours', () => {
    const sports = new Set(upcoming.map((f) => f.sport));
    for (const sport of ['soccer', 'nba', 'nfl', 'nhl']) expect(sports).toContain(sport);
    for (const fixture of upcoming) {
      const league = DEMO_LEAGUES.find((l) => l.league === fixture.league);
      expect(league?.kickoffHoursUtc).toContain(fixture.startTime.getUTCHours());
      expect(fixture.homeTeam).not.toBe(fixture.awayTeam);
    }
  });

  it('has MLB games in summer, and two past seasons of every league', () => {
    expect(
      fixturesBetween(seed, new Date('2026-06-01T00:00:00Z'), new Date('2026-06-03T00:00:00Z'), ['baseball'])
        .length,
    ).toBeGreaterThan(10);
    const past = fixturesBetween(seed, new Date(now.getTime() - 730 * DAY), now);
    for (const league of DEMO_LEAGUES) {
      expect(past.filter((f) => f.league === league.league).length, league.league).toBeGreaterThan(100);
    }
  });

  it('never books a team twice on one day', () => {
    const day = fixturesBetween(seed, new Date('2026-11-23T00:00:00Z'), new Date('2026-11-24T00:00:00Z'));
    for (const league of DEMO_LEAGUES) {
      const teams = day.filter((f) => f.league === league.league).flatMap((f) => [f.homeTeam, f.awayTeam]);
      expect(new Set(teams).size).toBe(teams.length);
    }
  });
});

describe('the demo feed on a weekday', () => {
  // Tuesday: last Sunday's NFL games are over, the next round is five days away.
  const tuesday = new Date('2026-11-24T04:00:00Z');

  it('lists and prices the next NFL round all week, as real books do', async () => {
    const snapshot = await createDemoProvider(seed).snapshot('nfl', tuesday);
    const upcoming = snapshot.events.filter((e) => e.status === 'upcoming');
    expect(upcoming).toHaveLength(13);
    const priced = new Set(snapshot.quotes.map((q) => q.externalEventId));
    for (const event of upcoming) {
      expect(event.startTime.getUTCDay()).toBe(0);
      expect(priced.has(event.externalId), event.externalId).toBe(true);
    }
    // Other leagues still open three days before the start.
    const nextWeek = fixturesBetween(seed, tuesday, new Date(tuesday.getTime() + 7 * DAY), ['nba']).at(-1);
    expect(nextWeek && quotesAt(seed, nextWeek, tuesday)).toEqual([]);
  });

  it('says when each league plays next: its next game in season, the season’s first game out of it', () => {
    const schedule = createDemoProvider(seed).schedule?.('soccer', new Date('2026-12-10T00:00:00Z')) ?? [];
    const ligaMx = schedule.find((entry) => entry.league === 'Liga MX');
    expect(ligaMx?.nextStart?.toISOString()).toMatch(/^2027-01-0[1-3]T/);
    const epl = schedule.find((entry) => entry.league === 'Premier League')?.nextStart;
    expect(epl && epl.getTime() - Date.parse('2026-12-10T00:00:00Z')).toBeLessThan(7 * DAY);
    const mlb = createDemoProvider(seed).schedule?.('baseball', tuesday)[0];
    expect(mlb).toMatchObject({ league: 'MLB' });
    expect(mlb?.nextStart?.toISOString()).toMatch(/^2027-03-0[12]T/);
  });
});

describe('demo results', () => {
  const fixture = upcoming.find((f) => f.sport === 'soccer');
  if (!fixture) throw new Error('no soccer fixture');

  it('moves from upcoming to live to finished, with a score only once the game is over', () => {
    const during = new Date(fixture.startTime.getTime() + 30 * 60_000);
    const after = new Date(fixture.startTime.getTime() + (fixture.durationMinutes + 1) * 60_000);
    expect(statusAt(fixture, now)).toBe('upcoming');
    expect(statusAt(fixture, during)).toBe('live');
    expect(finalScore(seed, fixture, during)).toBeNull();
    expect(statusAt(fixture, after)).toBe('finished');
    expect(finalScore(seed, fixture, after)).toEqual(
      finalScore(seed, fixture, new Date(after.getTime() + DAY)),
    );
  });

  it('prices soccer’s total goals as its results fall: the books’ over 2.5 against the goals scored', () => {
    const games = fixturesBetween(seed, new Date(now.getTime() - 400 * DAY), now, ['soccer']);
    let priced = 0;
    let observed = 0;
    let n = 0;
    for (const fixture of games) {
      const score = finalScore(seed, fixture, now);
      const close = quotesAt(seed, fixture, new Date(fixture.startTime.getTime() - 60_000));
      const over = close.find((q) => q.market === 'totals' && q.selection === 'over' && q.point === 2.5);
      const under = close.find(
        (q) => q.market === 'totals' && q.selection === 'under' && q.bookmaker === over?.bookmaker,
      );
      if (!score || !over || !under) continue;
      priced += devig([over.price, under.price], 'multiplicative').probabilities[0] as number;
      observed += score.home + score.away > 2.5 ? 1 : 0;
      n += 1;
    }
    expect(n).toBeGreaterThan(300);
    expect(Math.abs(priced / n - observed / n)).toBeLessThan(0.04);
  });

  it('has the home side win about as often as the truth says, over many games', () => {
    const games = fixturesBetween(seed, new Date(now.getTime() - 400 * DAY), now, ['nba']);
    const expected = games.reduce((s, f) => s + truthOf(seed, f).home, 0) / games.length;
    const actual =
      games.filter((f) => {
        const score = finalScore(seed, f, now);
        return score !== null && score.home > score.away;
      }).length / games.length;
    expect(Math.abs(actual - expected)).toBeLessThan(0.04);
  });
});

describe('demo prices', () => {
  const fixture = upcoming.find((f) => f.sport === 'soccer');
  if (!fixture) throw new Error('no soccer fixture');
  const quotes = quotesAt(seed, fixture, now);

  it('come from six books, each with its own margin between 2% and 8%, on h2h, spreads and totals', () => {
    for (const book of DEMO_BOOKMAKERS) {
      const prices = h2h(quotes, book.key).map((q) => q.price);
      expect(prices).toHaveLength(3);
      const margin = prices.reduce((s, p) => s + 1 / p, 0) - 1;
      expect(margin).toBeGreaterThan(0.015);
      expect(margin).toBeLessThan(0.085);
    }
    expect(new Set(quotes.map((q) => q.market))).toEqual(new Set(['h2h', 'spreads', 'totals']));
  });

  it('disagree between books, and none prices the truth exactly', () => {
    const truth = truthOf(seed, fixture);
    const homePrices = new Set(
      quotes.filter((q) => q.market === 'h2h' && q.selection === 'home').map((q) => q.price),
    );
    expect(homePrices.size).toBeGreaterThan(1);
    for (const book of DEMO_BOOKMAKERS) {
      const fair = devig(
        h2h(quotes, book.key).map((q) => q.price),
        'multiplicative',
      ).probabilities[0] as number;
      expect(fair).not.toBe(truth.home);
    }
  });

  it('open noisier than they close: the drift shrinks toward the start', () => {
    const games = fixturesBetween(seed, new Date(now.getTime() - 200 * DAY), now, ['nba']).slice(0, 300);
    const error = (hoursBefore: number) =>
      games.reduce((sum, f) => {
        const at = new Date(f.startTime.getTime() - hoursBefore * 3_600_000);
        const book = h2h(quotesAt(seed, f, at), 'bet365').map((q) => q.price);
        const fair = devig(book, 'multiplicative').probabilities[0] as number;
        return sum + Math.abs(fair - truthOf(seed, f).home);
      }, 0) / games.length;
    expect(error(70)).toBeGreaterThan(error(1) * 1.3);
  });

  it('stop at the start and do not exist before the books open', () => {
    expect(quotesAt(seed, fixture, new Date(fixture.startTime.getTime() + 1000))).toEqual([]);
    expect(quotesAt(seed, fixture, new Date(fixture.startTime.getTime() - 80 * 3_600_000))).toEqual([]);
  });

  it('never carry the hidden truth: a strategy sees prices only, and its fair price differs from the truth', () => {
    const truth = truthOf(seed, fixture);
    const serialized = JSON.stringify(quotes);
    for (const secret of ['strength', 'truth', String(truth.home)]) expect(serialized).not.toContain(secret);
    const context = {
      event: {
        id: fixture.id,
        sport: fixture.sport,
        league: fixture.league,
        homeTeam: fixture.homeTeam,
        awayTeam: fixture.awayTeam,
        startTime: fixture.startTime,
      },
      asOf: now,
      quotes: quotes.map((q) => ({
        bookmaker: q.bookmaker,
        market: q.market,
        selection: q.selection,
        price: q.price,
        line: q.point ?? null,
        timestamp: q.timestamp,
      })),
    };
    // What any strategy can know of the truth is the books' consensus: close to it, never equal to it.
    const consensus = marketConsensus(latestQuotes(context.quotes, 'h2h', now), ['home', 'draw', 'away']);
    expect(consensus.bookmakers).toBe(6);
    expect(consensus.fair.home).not.toBe(truth.home);
    expect(Math.abs((consensus.fair.home as number) - truth.home)).toBeLessThan(0.08);
    const results = [marketInefficiency, lineMovement].map((strategy) =>
      strategy.prepare({ sport: fixture.sport, league: fixture.league, asOf: now, games: [] })(context),
    );
    for (const result of results) {
      if (result.kind === 'prediction') expect(result.probabilities.home).not.toBe(truth.home);
    }
  });
});

describe('demo splits and rosters', () => {
  it('gives bet% and money% that add to 100', () => {
    const fixture = upcoming[0];
    if (!fixture) throw new Error('no fixture');
    const split = splitAt(seed, fixture, now);
    expect(split).not.toBeNull();
    expect((split?.homeBetsPercentage ?? 0) + (split?.awayBetsPercentage ?? 0)).toBe(100);
    expect((split?.homeMoneyPercentage ?? 0) + (split?.awayMoneyPercentage ?? 0)).toBe(100);
  });

  it('gives every NBA team a 14-man roster with season stats and a day’s injury report', () => {
    const roster = rosterOf(seed, 'Boston Celtics', now);
    expect(roster).toHaveLength(14);
    expect(roster[0]?.pointsPerGame).toBeGreaterThan(roster[13]?.pointsPerGame ?? 0);
    expect(rosterOf(seed, 'Boston Celtics', now)).toEqual(roster);
    const statuses = DEMO_LEAGUES.find((l) => l.league === 'NBA')?.teams.flatMap((team) =>
      rosterOf(seed, team, now).map((p) => p.injuryStatus),
    );
    expect(statuses?.filter((s) => s === 'Out').length).toBeGreaterThan(5);
  });
});

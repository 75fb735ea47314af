// Years of history written with set-based SQL (INSERT … SELECT generate_series), so three years take
// seconds: finished events, their published and graded picks, and the odds each pick implies.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { picksChanged } from '../../apps/server/src/lib/changes';

/** Events a day; one in six has no pick (generation found no value there). */
export const EVENTS_PER_DAY = 60;
const DAY_MS = 86_400_000;

export interface HistoryShape {
  /** The newest and the oldest day of events (inclusive): day 0 is yesterday (UTC), day 1 the day before. */
  fromDay: number;
  toDay: number;
  /** Bookmakers quoting each event, and price moves between the opening and the closing quote. */
  books: number;
  moves: number;
}

export interface SeededHistory {
  events: number;
  picks: number;
  odds: number;
  lineMovements: number;
}

const BOOKS = ['pinnacle', 'draftkings', 'fanduel'];
const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);

/**
 * Finished events from `fromDay` to `toDay` days ago (EVENTS_PER_DAY a day, over the five sports),
 * a published graded pick on five events in six (made 5 h before the start, graded 3 h after it),
 * and per event and bookmaker an opening quote 48 h before the start, `moves` moves and a closing
 * quote 5 min before it, for both sides, plus one line movement a side. Answers the rows written.
 */
export async function seedHistory(db: Database, shape: HistoryShape): Promise<SeededHistory> {
  const tag = `growth-${shape.fromDay}-${shape.toDay}`;
  const first = shape.fromDay * EVENTS_PER_DAY;
  const last = (shape.toDay + 1) * EVENTS_PER_DAY - 1;
  const books = sql.raw(`array[${BOOKS.slice(0, shape.books).map((b) => `'${b}'`)}]`);
  const at = sql.raw(`'${new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS).toISOString()}'::timestamptz`);
  // Event g starts on day g / EVENTS_PER_DAY (0: yesterday), spread over the afternoon and evening.
  // The games are played among the league's own teams (the demo market's, else 30 made-up ones), every
  // team home and away and every pair meeting in turn, as in a real season: the models fit on them.
  await db.execute(sql`
    with league_teams as (
      select sport, league, array_agg(distinct home_team order by home_team) as names
      from events where external_id not like 'growth-%'
      group by sport, league having count(distinct home_team) >= 4
    ), teams as (
      select l.sport, l.league,
        coalesce(t.names, array(select 'Team ' || i from generate_series(1, 30) i)) as names
      from unnest(array['soccer','nfl','baseball','nba','nhl'],
        array['Premier League','NFL','MLB','NBA','NHL']) as l(sport, league)
      left join league_teams t using (sport, league)
    )
    insert into events (sport, league, home_team, away_team, start_time, status, api_source, external_id,
      home_score, away_score)
    select s.sport, s.league, t.names[1 + s.k % n.n],
      t.names[1 + (s.k + 1 + (s.k / n.n) % (n.n - 1)) % n.n],
      ${at} - make_interval(days => 1 + g / ${EVENTS_PER_DAY}) + make_interval(mins => 720 + (g % ${EVENTS_PER_DAY}) * 11),
      'finished', 'demo', ${tag} || '-' || g, g % 5, (g * 3) % 4
    from generate_series(${first}::int, ${last}::int) g
      cross join lateral (select g / 5 as k, (array['soccer','nfl','baseball','nba','nhl'])[1 + g % 5] as sport,
        (array['Premier League','NFL','MLB','NBA','NHL'])[1 + g % 5] as league) s
      join teams t on t.sport = s.sport and t.league = s.league
      cross join lateral (select cardinality(t.names) as n) n`);
  const eventsOf = sql`(select id, start_time, home_team, away_team, sport, league,
      split_part(external_id, '-', 4)::int as g from events where external_id like ${`${tag}-%`}) e`;
  await db.execute(sql`
    insert into odds (event_id, bookmaker, market, selection, odds, probability, is_closing, timestamp)
    select e.id, b.book, 'h2h', side.team, round((side.base + 0.04 * (q.step % 3) - 0.03 * (e.g % 4))::numeric, 4),
      round((1 / (side.base + 0.04 * (q.step % 3) - 0.03 * (e.g % 4)))::numeric, 6),
      q.step = ${shape.moves + 1},
      e.start_time - case when q.step = 0 then interval '48 hours'
        when q.step = ${shape.moves + 1} then interval '5 minutes'
        else make_interval(hours => 40 - q.step * (36 / ${shape.moves + 1})) end
    from ${eventsOf}
      cross join unnest(${books}) as b(book)
      cross join lateral (values (e.home_team, 2.1), (e.away_team, 1.8)) as side(team, base)
      cross join generate_series(0, ${shape.moves + 1}) as q(step)`);
  await db.execute(sql`
    insert into line_movements (event_id, bookmaker, market, selection, opening_odds, current_odds, movement,
      movement_percent, movement_type, timestamp)
    select e.id, 'pinnacle', 'h2h', side.team, side.base, side.base - 0.05, -0.05, round(-0.05 / side.base, 6),
      'steam', e.start_time - interval '6 hours'
    from ${eventsOf} cross join lateral (values (e.home_team, 2.1), (e.away_team, 1.8)) as side(team, base)`);
  await db.execute(sql`
    insert into picks (event_id, sport, league, home_team, away_team, selection, market, odds, odds_american,
      p_model, p_market_fair, edge, stake, bankroll, expected_value, tier, display_line, bookmaker, status, min_odds,
      approved_at, timestamp, event_start_time, result, profit, graded_at, strategy, closing_odds,
      p_market_close, clv, analysis_log)
    select e.id, e.sport, e.league, e.home_team, e.away_team, e.home_team, 'h2h', 2.1, 110, 0.52, 0.47, 0.092,
      20, 1000, 1.84, (array['vip','exclusivo','platinum','diamante'])[1 + e.g % 4], e.home_team || ' ML',
      'pinnacle', 'published', 1.97, e.start_time - interval '4 hours',
      e.start_time - interval '5 hours' + make_interval(secs => e.g % 1000 / 1000.0), e.start_time,
      (array['win','loss','win','push','loss','win'])[1 + e.g % 6],
      (array[22,-20,22,0,-20,22])[1 + e.g % 6], e.start_time + interval '3 hours', 'auto',
      2.0, 0.5, 0.05, jsonb_build_object('marketEvaluation', jsonb_build_object('bookmaker', 'pinnacle', 'bestOdds', 2.1))
    from ${eventsOf} where e.g % 6 <> 0`);
  picksChanged();
  const like = `${tag}-%`;
  return {
    events: last - first + 1,
    picks: await count(
      db,
      sql`select count(*) as n from picks p join events e on e.id = p.event_id where e.external_id like ${like}`,
    ),
    odds: await count(
      db,
      sql`select count(*) as n from odds o join events e on e.id = o.event_id where e.external_id like ${like}`,
    ),
    lineMovements: (last - first + 1) * 2,
  };
}

/** `count` published picks not graded yet, on events over the next two days (the list's upcoming part). */
export async function seedUpcoming(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into picks (sport, league, home_team, away_team, selection, market, odds, odds_american, p_model,
      p_market_fair, edge, stake, bankroll, expected_value, tier, display_line, bookmaker, status, min_odds,
      approved_at, timestamp, event_start_time, strategy)
    select 'nba', 'NBA', 'Next Home ' || g, 'Next Away ' || g, 'Next Home ' || g, 'h2h', 2.1, 110, 0.52, 0.47,
      0.092, 20, 1000, 1.84, (array['vip','exclusivo','platinum','diamante'])[1 + g % 4], 'Next Home ' || g || ' ML',
      'pinnacle', 'published', 1.97, now(), now() - make_interval(mins => g), now() + make_interval(hours => 2 + g * 2),
      'auto'
    from generate_series(1, ${count}::int) g`);
  picksChanged();
}

/** Fresh statistics, as autovacuum would have them after years of inserts. */
export async function analyze(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

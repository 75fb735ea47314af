// A grown book of bets, written with set-based SQL: the subscriber's 5,000 bets on the newest graded
// picks and, for the table's size, as many other people as make 100,000 in all.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';

export const PERSON_BETS = 5_000;
export const TOTAL_BETS = 100_000;
const OTHERS = 190;

/**
 * Bets at the pick's price less 0.03 (a little slippage), 10 units each, graded as the pick, recorded
 * 2 hours before its start. Answers the bets written.
 */
export async function seedBets(db: Database, subscriberId: string): Promise<number> {
  const othersEach = Math.ceil((TOTAL_BETS - PERSON_BETS) / OTHERS);
  await db.execute(sql`
    insert into users (email, name, password)
    select 'growth-bettor-' || g || '@example.com', 'Bettor', 'not-a-usable-hash'
    from generate_series(1, ${OTHERS}::int) g
    on conflict do nothing`);
  const result = await db.execute(sql`
    with graded as (
      select p.*, row_number() over (order by p.timestamp desc, p.id) as n
      from picks p where p.status = 'published' and p.result is not null
    ), bettors as (
      select ${subscriberId}::uuid as user_id, 0 as first_pick, ${PERSON_BETS}::int as count
      union all
      select u.id, (row_number() over (order by u.email))::int * 37, ${othersEach}::int
      from users u where u.email like 'growth-bettor-%'
    ), placed as (
      insert into bets (user_id, pick_id, odds, stake, published_odds, sport, home_team, away_team,
        selection, display_line, event_start_time, result, profit, graded_at, created_at, updated_at)
      select b.user_id, p.id, greatest(1.01, p.odds - 0.03), 10, p.odds, p.sport, p.home_team, p.away_team,
        p.selection, p.display_line, p.event_start_time, p.result,
        case p.result when 'win' then round(10 * (greatest(1.01, p.odds - 0.03) - 1), 2)
          when 'loss' then -10 else 0 end,
        p.graded_at, coalesce(p.event_start_time, p.timestamp) - interval '2 hours', now()
      from bettors b
      join graded p on p.n > b.first_pick and p.n <= b.first_pick + b.count
      on conflict do nothing
      returning 1
    )
    select count(*) as n from placed`);
  await db.execute(sql`analyze bets`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  type NbaPlayerSeasonStatsRow,
  type NbaTeamStandingRow,
  nbaPlayerSeasonStats,
  nbaTeamStandings,
} from '../../db/schema/index';
import type { NbaSeasonData } from './nba-season-data';
import { winPctOf } from './nba-season-data';

export function seasonStandings(db: Database | Tx, season: number): Promise<NbaTeamStandingRow[]> {
  return db.select().from(nbaTeamStandings).where(eq(nbaTeamStandings.season, season));
}

export async function teamStanding(
  db: Database | Tx,
  season: number,
  teamId: number,
): Promise<NbaTeamStandingRow | undefined> {
  const [row] = await db
    .select()
    .from(nbaTeamStandings)
    .where(and(eq(nbaTeamStandings.season, season), eq(nbaTeamStandings.teamId, teamId)));
  return row;
}

/** A season's player rows, of one team or of all. */
export function seasonPlayers(
  db: Database | Tx,
  season: number,
  teamId?: number,
): Promise<NbaPlayerSeasonStatsRow[]> {
  return db
    .select()
    .from(nbaPlayerSeasonStats)
    .where(
      teamId === undefined
        ? eq(nbaPlayerSeasonStats.season, season)
        : and(eq(nbaPlayerSeasonStats.season, season), eq(nbaPlayerSeasonStats.teamId, teamId)),
    )
    .orderBy(asc(nbaPlayerSeasonStats.teamId), asc(nbaPlayerSeasonStats.playerId));
}

/** When the season's standings and its player stats were last written (null when never). */
export async function seasonUpdatedAt(
  db: Database | Tx,
  season: number,
): Promise<{ standingsAt: Date | null; playersAt: Date | null }> {
  const [standings] = await db
    .select({ at: max(nbaTeamStandings.lastUpdated) })
    .from(nbaTeamStandings)
    .where(eq(nbaTeamStandings.season, season));
  const [players] = await db
    .select({ at: max(nbaPlayerSeasonStats.lastUpdated) })
    .from(nbaPlayerSeasonStats)
    .where(eq(nbaPlayerSeasonStats.season, season));
  return { standingsAt: standings?.at ?? null, playersAt: players?.at ?? null };
}

/**
 * Replaces a season's standings and player stats with what a refresh brought, in one transaction: a
 * part the refresh did not fetch stays as stored, and nothing is touched unless the whole refresh
 * succeeded (the caller fetches everything first). Writers of a season (an admin's refresh, the demo
 * market's sync) take turns: each deletes what the one before it wrote.
 */
export async function writeSeason(tx: Tx, season: number, data: NbaSeasonData, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nba-season:${season}`}))`);
  if (data.standings) {
    await tx.delete(nbaTeamStandings).where(eq(nbaTeamStandings.season, season));
    if (data.standings.length > 0) {
      await tx.insert(nbaTeamStandings).values(
        data.standings.map((row) => ({
          season,
          ...row,
          winPct: Math.round(winPctOf(row.wins, row.losses) * 1e6) / 1e6,
          lastUpdated: now,
        })),
      );
    }
  }
  if (data.players) {
    await tx.delete(nbaPlayerSeasonStats).where(eq(nbaPlayerSeasonStats.season, season));
    // balldontlie lists ~500 players: inserted in slices to stay far below the parameter limit.
    for (let start = 0; start < data.players.length; start += 200) {
      await tx
        .insert(nbaPlayerSeasonStats)
        .values(
          data.players.slice(start, start + 200).map((player) => ({ season, ...player, lastUpdated: now })),
        );
    }
  }
}

import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, historicalMatches } from '../../db/schema/index';
import type { Sport } from '../../db/schema/enums';
import { AppError } from '../../lib/app-error';
import { aliasKey, canonicalTeam } from '../history';
import type { CandidateEvent } from '../generation';

/** The teams a sport's leagues know: every team of its events and of its imported history, by league. */
async function knownTeams(db: Database, sport: Sport): Promise<Map<string, Set<string>>> {
  const [fromEvents, fromHistory] = await Promise.all([
    db
      .selectDistinct({ league: events.league, home: events.homeTeam, away: events.awayTeam })
      .from(events)
      .where(eq(events.sport, sport)),
    db
      .selectDistinct({
        league: historicalMatches.league,
        home: historicalMatches.homeTeam,
        away: historicalMatches.awayTeam,
      })
      .from(historicalMatches)
      .where(eq(historicalMatches.sport, sport)),
  ]);
  const byLeague = new Map<string, Set<string>>();
  for (const { league, home, away } of [...fromEvents, ...fromHistory]) {
    const teams = byLeague.get(league) ?? new Set<string>();
    teams.add(home);
    teams.add(away);
    byLeague.set(league, teams);
  }
  return byLeague;
}

/** The leagues where a typed name is a known team (by its name or the league's alias table), and its name there. */
function matchesOf(name: string, known: Map<string, Set<string>>): Map<string, string> {
  const key = aliasKey(name);
  const found = new Map<string, string>();
  for (const [league, teams] of known) {
    const canonical = canonicalTeam(league, name);
    for (const team of teams) {
      if (aliasKey(team) === key || (canonical !== undefined && team === canonical)) found.set(league, team);
    }
  }
  return found;
}

/** Edit distance, for suggestions only. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] as number;
      row[j] = Math.min(current + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

/** Up to five known teams close to a typed name: sharing a word with it, or a few letters away. */
function suggestionsFor(name: string, known: Map<string, Set<string>>): string[] {
  const key = aliasKey(name);
  const words = key.split(' ').filter((w) => w.length >= 3);
  const scored: { team: string; score: number }[] = [];
  for (const team of new Set([...known.values()].flatMap((teams) => [...teams]))) {
    const teamKey = aliasKey(team);
    const shares = words.some((w) => teamKey.includes(w)) || teamKey.includes(key);
    const score = shares ? 0 : distance(key, teamKey);
    if (shares || score <= Math.max(3, Math.floor(key.length / 3))) scored.push({ team, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.team.localeCompare(b.team))
    .slice(0, 5)
    .map((s) => s.team);
}

interface Meeting {
  league: string;
  homeTeam: string;
  awayTeam: string;
}

/**
 * The pair in the first of its leagues (alphabetically, so every database answers alike), and the
 * pair in every league both teams play in: two clubs meet in a league and in a cup, and a pick on
 * either meeting concerns the pair.
 */
interface ResolvedMatchup extends Meeting {
  meetings: Meeting[];
}

/**
 * Both typed teams as the league knows them (names through the alias tables, never
 * invented): a team no league of the sport knows, or two teams of different leagues, is refused with
 * a 400 naming it and the closest known teams.
 */
export async function resolveMatchup(
  db: Database,
  sport: Sport,
  homeTeam: string,
  awayTeam: string,
): Promise<ResolvedMatchup> {
  const known = await knownTeams(db, sport);
  const home = matchesOf(homeTeam, known);
  const away = matchesOf(awayTeam, known);
  for (const [side, name, found] of [
    ['home', homeTeam, home],
    ['away', awayTeam, away],
  ] as const) {
    if (found.size > 0) continue;
    const suggestions = suggestionsFor(name, known);
    throw new AppError(
      'VALIDATION_ERROR',
      `Unknown ${sport} team '${name}'${suggestions.length > 0 ? `. Did you mean: ${suggestions.join(', ')}?` : ''}`,
      { reason: 'unknown_team', details: { side, team: name, suggestions } },
    );
  }
  const leagues = [...home.keys()].filter((l) => away.has(l)).sort();
  const league = leagues[0];
  if (!league)
    throw new AppError(
      'VALIDATION_ERROR',
      `${homeTeam} and ${awayTeam} do not play in the same league (${[...home.keys()].join(', ')} / ${[...away.keys()].join(', ')})`,
      { reason: 'different_leagues' },
    );
  const meetings = leagues.map((l) => ({
    league: l,
    homeTeam: home.get(l) as string,
    awayTeam: away.get(l) as string,
  }));
  const [first] = meetings as [Meeting, ...Meeting[]];
  if (first.homeTeam === first.awayTeam)
    throw new AppError('VALIDATION_ERROR', 'The home and away teams must differ', { reason: 'same_team' });
  return { ...first, meetings };
}

/** The events of the pair in any of its leagues, either way round. */
function meetingsOf(matchup: ResolvedMatchup) {
  return or(
    ...matchup.meetings.map(({ league, homeTeam, awayTeam }) =>
      and(
        eq(events.league, league),
        or(
          and(eq(events.homeTeam, homeTeam), eq(events.awayTeam, awayTeam)),
          and(eq(events.homeTeam, awayTeam), eq(events.awayTeam, homeTeam)),
        ),
      ),
    ),
  );
}

/** The next upcoming event of the two teams, either way round and in any of their leagues; null when none is scheduled. */
export async function upcomingMatchup(
  db: Database,
  sport: Sport,
  matchup: ResolvedMatchup,
  now: Date,
): Promise<CandidateEvent | null> {
  const [next] = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.sport, sport),
        eq(events.status, 'upcoming'),
        gt(events.startTime, now),
        meetingsOf(matchup),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(1);
  return next ?? null;
}

/**
 * Every stored meeting of the two teams in any league they share, either way round and whatever its
 * status: a pick on any of them, until it is graded, concerns this pair.
 */
export async function matchupEventIds(
  db: Database,
  sport: Sport,
  matchup: ResolvedMatchup,
): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.sport, sport), meetingsOf(matchup)));
  return rows.map((row) => row.id);
}

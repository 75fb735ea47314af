import type { NbaConference, NbaStanding } from '@arcade/contracts';

export type ConferenceFilter = 'all' | NbaConference;

/** The season under way, named by the year it starts (as the server and balldontlie name it). */
export function currentSeason(now = new Date()): number {
  return now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** 2024 → "2024-25". */
export const seasonLabel = (season: number) => `${season}-${String((season + 1) % 100).padStart(2, '0')}`;

/** The seasons offered: the one under way and the two before it. */
export const seasonChoices = (now = new Date()) => [0, 1, 2].map((back) => currentSeason(now) - back);

export function filterStandings(standings: readonly NbaStanding[], filter: ConferenceFilter): NbaStanding[] {
  return filter === 'all' ? [...standings] : standings.filter((row) => row.conference === filter);
}

/** A conference's leader (the standings come sorted best first); undefined when it has no team. */
export const conferenceLeader = (standings: readonly NbaStanding[], conference: NbaConference) =>
  standings.find((row) => row.conference === conference);

/** The rank shown in the table: the league rank across both conferences, the conference rank within one. */
export const rankOf = (row: NbaStanding, index: number, filter: ConferenceFilter) =>
  filter === 'all' ? index + 1 : (row.conferenceRank ?? index + 1);

export const recordOf = (row: Pick<NbaStanding, 'wins' | 'losses'>) => `${row.wins}-${row.losses}`;

/**
 * The retries (2 for the standings, 1 for a team) for failures a retry may cure: a 4xx (no access,
 * no data for the team) answers the same the second time.
 */
export const retryUpTo =
  (times: number) =>
  (failures: number, error: unknown): boolean =>
    failures < times &&
    !(typeof error === 'object' && error !== null && 'status' in error && Number(error.status) < 500);

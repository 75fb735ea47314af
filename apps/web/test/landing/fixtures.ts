/** `count` upcoming NBA events, a day apart from 1 January 2030 at 20:00 UTC, as GET /api/events lists them. */
export function makeEvents(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `event-${index}`,
    sport: 'nba',
    league: 'NBA',
    homeTeam: `Home ${index}`,
    awayTeam: `Away ${index}`,
    startTime: new Date(Date.UTC(2030, 0, 1 + index, 20, 0)).toISOString(),
    status: 'upcoming',
  }));
}

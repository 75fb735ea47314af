// What the history module offers the rest of the server; its other files are its own.
export { decodeCsv } from './import/fetch-csv';
export { importRoutes } from './import/import.routes';
export { importHistory, type ImportInput, storeHistoricalMatches } from './import/import.service';
export { SNAPSHOT_KEYS, winnerOf } from './import/match-row';
export { TEAM_ALIASES, aliasKey, canonicalTeam } from './import/team-aliases';
export { readHistory } from './readers/detect';

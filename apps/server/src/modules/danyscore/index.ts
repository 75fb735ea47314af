// What the nba module offers the rest of the server; its other files are its own.
export { writeSeason } from './danyscore.repository';
export { danyscoreRoutes } from './danyscore.routes';
export { recordNbaResults } from './nba-results.repository';
export { nbaRostersFor } from './nba-rosters';
export { type NbaSeasonData } from './nba-season-data';
export { demoSeasonAt } from './sources/demo-source';

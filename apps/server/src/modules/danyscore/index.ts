// What the nba module offers the rest of the server; its other files are its own.
export { danyscoreRoutes } from './danyscore.routes';
export { storeSeason } from './danyscore.service';
export { recordNbaResults } from './nba-results.service';
export { nbaRostersFor } from './nba-rosters';
export { type NbaSeasonData } from './nba-season-data';
export { demoSeasonAt } from './sources/demo-source';

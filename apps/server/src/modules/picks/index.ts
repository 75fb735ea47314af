// What the picks module offers the rest of the server; its other files are its own.
export { adminPicksRoutes } from './admin-picks.routes';
export { type LogEntry, logEntry } from './analysis-log';
export { displayLineOf } from './display-line';
export { insertPicks, livePicks } from './generated-picks.service';
export { toAdminPick } from './pick-view';
export { type PickToSettle } from './settlement.repository';
export {
  picksAwaitingClose,
  picksAwaitingResult,
  recordPickClose,
  recordPickResult,
} from './settlement.service';
export { TIER_WINDOW_DAYS, type TierAssigner, tierAssigner } from './tiering';

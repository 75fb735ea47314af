// What the subscriber-picks module offers the rest of the server; its other files are its own.
export { matchLockFor, type MatchLock } from './match-locks';
export { publishedSnapshot, recentSnapshot } from './prepared-picks';
export { freePickIdOf, viewFields, type ViewRow } from './subscriber-picks.repository';
export { subscriberPicksRoutes } from './subscriber-picks.routes';
export { visiblePick } from './subscriber-picks.service';
export { callerAccess } from './access';
export { hasStarted } from './pick-views';

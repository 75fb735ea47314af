// What the subscriber-picks module offers the rest of the server; its other files are its own.
export { matchLockFor, type MatchLock } from './match-locks';
export { publishedSnapshot, recentSnapshot } from './prepared-picks';
export { subscriberPicksRoutes } from './subscriber-picks.routes';
export { freePickIdOf, visiblePick } from './subscriber-picks.service';
export { callerAccess } from './access';
export { hasStarted } from './pick-views';

// The admin panel's Stats tab: counts of users and picks.
export { statsRoutes } from './stats.routes';

// What the picks module offers the rest of the server; its other files are its own.
export { adminPicksRoutes } from './admin-picks.routes';

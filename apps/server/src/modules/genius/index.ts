// What the genius module offers the rest of the server; its other files are its own.
export { geniusRoutes } from './genius.routes';

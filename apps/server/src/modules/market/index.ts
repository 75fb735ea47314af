// What the market module offers the rest of the server; its other files are its own.
export { marketRoutes } from './market.routes';

// What the kpis module offers the rest of the server; its other files are its own.
export { kpisRoutes } from './kpis.routes';

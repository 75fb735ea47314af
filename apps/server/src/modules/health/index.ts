// What the health module offers the rest of the server; its other files are its own.
export { healthRoutes } from './health.routes';
export { registerMetrics } from './metrics.routes';

// What the events module offers the rest of the server; its other files are its own.
export { eventsRoutes } from './events.routes';
export { eventsChanged } from './prepared-events';

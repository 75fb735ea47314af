export { type SportEvent, upcomingEvents, useEvents } from './api/get-events';

export { type SportCoverage, useEventsCoverage } from './api/get-coverage';
export { type SportEvent, upcomingEvents, useEvents } from './api/get-events';

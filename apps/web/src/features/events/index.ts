export { eventsCoverageQueryOptions, type SportCoverage, useEventsCoverage } from './api/get-coverage';
export { eventsQueryOptions, type SportEvent, upcomingEvents, useEvents } from './api/get-events';

// What the events' routes read beyond the prepared list: one event with its quotes (for the admin).
export { eventOdds } from './events.repository';

// What the generation module offers the rest of the server; its other files are its own.
export { factorText } from './analyse-event';
export { logEntry } from './analysis-log';
export { displayLineOf } from './finalize';
export { upcomingEvents, type CandidateEvent } from './generation.repository';
export { generationRoutes } from './generation.routes';
export { collectCandidates, settingsFrom } from './generation.service';
export { type Candidate } from './judge';
export { toAdminPick } from './pick-view';
export { tierAssigner } from './tiering';

// What the generation module offers the rest of the server; its other files are its own.
export { factorText } from './analyse-event';
export { type CandidateEvent } from './generation.repository';
export { generationRoutes } from './generation.routes';
export { collectCandidates } from './generation.service';
export { settingsFrom } from './policy-settings';
export { type Candidate } from './judge';

// What the grading module offers the rest of the server; its other files are its own.
export { type SettlementResult, settleEvents } from './grading.service';

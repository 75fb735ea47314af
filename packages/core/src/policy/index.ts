export * from './analyse-moneyline';
export * from './pooled-forecast';
export * from './price-selection';
export * from './select-picks';
// The line policy's parts (a strategy's view of a line, the majority side, each side's own line, the
// views grouped by line) stay inside core: callers run the whole policy, analyseLine or analyseLines.
export {
  analyseLine,
  analyseLines,
  type LineAnalysis,
  type LineMarket,
  mainLine,
  noAgreement,
} from './analyse-lines';

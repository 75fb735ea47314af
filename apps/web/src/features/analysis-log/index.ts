// A generated pick's analysis log: its phases, final decision and chronological log, and the words for
// the codes it carries (reasons, strategies, market sources, key factors), which generation and
// Analyze Pick use too.
export { AnalysisLogDialog } from './components/analysis-log-dialog';
export { marketSourceText, reasonText, strategyText } from './lib/analysis-log';
export { keyFactorText } from './lib/key-factors';

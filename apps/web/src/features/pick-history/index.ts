// Historial: the graded picks summarised, broken down, charted and listed, a result corrected with its
// reason, and every hand-made correction of the published record.
export { HistoryTab } from './components/history-tab';

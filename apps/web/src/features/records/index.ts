// The record: Historial, Estadísticas and manual picks.
export { HistoryTab } from './components/history-tab';
export { ManualPicksTab } from './components/manual-picks-tab';
export { StatsTab } from './components/stats-tab';

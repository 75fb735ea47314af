// The picks capability (the server's picks module): the admin picks list, its mutations, the Pendientes /
// Aprobados tabs, the Historial of graded picks with its corrections, and the manual picks.
export { useAdminPickCounts } from './api/get-admin-picks';
export { invalidatePickLists } from './api/invalidate-picks';
export { ApprovedTab } from './components/approved-tab';
export { ClearPicksButton } from './components/clear-picks-button';
export { HistoryTab } from './components/history/history-tab';
export { LoadMore } from './components/load-more';
export { ManualPicksTab } from './components/manual/manual-picks-tab';
export { PendingTab } from './components/pending-tab';
export { marketSourceText, reasonText, strategyText } from './lib/analysis-log';
export { keyFactorText } from './lib/key-factors';

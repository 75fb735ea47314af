// The picks capability: the admin picks list, its mutations and the Pendientes / Aprobados tabs.
export {
  ADMIN_PICKS_PATH,
  type AdminPickFilters,
  GRADED_FILTERS,
  useAdminPickCounts,
  useAdminPicks,
  useAdminPicksPage,
} from './api/get-admin-picks';
export { invalidatePickLists } from './api/invalidate-picks';
export { useMarkPickResult } from './api/mark-pick-result';
export { ApprovedTab } from './components/approved-tab';
export { CorrectResultDialog } from './components/dialogs/correct-result-dialog';
export { useResultConfirmation } from './components/result-confirmation';
export { ClearPicksButton } from './components/clear-picks-button';
export { LoadMore } from './components/load-more';
export { PendingTab } from './components/pending-tab';
export { marketSourceText, reasonText, strategyText } from './lib/analysis-log';
export { keyFactorText } from './lib/key-factors';

// The admin's picks as the server's picks module serves them (/api/admin/picks): the list the pick tabs
// page through and its counts, the lists refreshed after a pick changes, a result marked (confirmed
// first) or corrected with a reason, and the frame every edit of one pick uses. What the admin does with
// them is in features of its own: pick-queue, pick-history, manual-picks, pick-odds and analysis-log.
export {
  ADMIN_PICKS_PATH,
  type AdminPickFilters,
  useAdminPickCounts,
  useAdminPicks,
  useAdminPicksPage,
} from './api/get-admin-picks';
export { invalidatePickLists, NoContentSchema, pickPath } from './api/invalidate-picks';
export { useMarkPickResult } from './api/mark-pick-result';
export { CorrectResultButton } from './components/correct-result-button';
export { CorrectResultDialog } from './components/correct-result-dialog';
export { PickEditDialog, useSaveWithToasts } from './components/pick-edit-dialog';
export { ReasonField, useReasonErrorText } from './components/reason-field';
export { useResultConfirmation } from './components/result-confirmation';
export { requiredReason } from './lib/correction-reason';
